// swift-format-ignore-file
import StaticHub

struct TokenValue {}
/// Visible to the manifest in this file, but not to the generated file (a type alias, which
/// the generator does not read).
fileprivate typealias Token = TokenValue
struct Clock {}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        AutoRegister(Clock.self, using: Clock.init),
        AutoRegister(Token.self, using: Token.init),
        AutoRegister(String.self, using: { "next" }),
    ]
}
