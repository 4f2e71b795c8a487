// swift-format-ignore-file
import StaticHub

/// Visible to the manifest in this file, but not to the generated file: the explicit
/// parameter appears in the accessor, the `…Factory` struct's `make`, `factory(of:…)` and
/// the mock closures.
fileprivate typealias Secret = SecretValue
struct SecretValue {}
struct Report {
    fileprivate init(secret: Secret) {}
}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        Register(Report.self, parameterTypes: .explicit(Secret.self), using: Report.init(secret:)),
        AutoRegister(String.self, using: { "next" }),
    ]
}
