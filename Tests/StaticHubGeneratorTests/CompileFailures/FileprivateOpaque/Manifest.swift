// swift-format-ignore-file
import StaticHub

/// Visible to the manifest in this file, but not to the generated file: the opaque result,
/// the metatype and the unavailable mocks all name it.
fileprivate typealias Engine = EngineProtocol
protocol EngineProtocol {}
struct V8Engine: Engine {}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        OpaqueSingletonRegister((any Engine).self, using: V8Engine.init),
        AutoRegister(String.self, using: { "next" }),
    ]
}
