// swift-format-ignore-file
import StaticHub

protocol Sink {}
struct ConsoleSink: Sink {}
struct Printer {}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        CollectionRegister((any Sink).self, using: ConsoleSink.init),
        // `Printer` is no `Sink`: the compiler says so on this line, not in the collection.
        CollectionRegister((any Sink).self, using: Printer.init),
        CollectionRegister((any Sink).self, using: ConsoleSink.init),
    ]
}
