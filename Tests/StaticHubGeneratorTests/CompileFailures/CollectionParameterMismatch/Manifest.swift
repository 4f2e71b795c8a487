// swift-format-ignore-file
import StaticHub

protocol Sink {}
struct ConsoleSink: Sink {}

struct Analytics {
    init(sinks: [ConsoleSink]) {}
}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        CollectionRegister((any Sink).self, using: ConsoleSink.init),
        AutoRegister(Analytics.self, parameterTypes: .collection((any Sink).self), using: Analytics.init(sinks:)),
    ]
}
