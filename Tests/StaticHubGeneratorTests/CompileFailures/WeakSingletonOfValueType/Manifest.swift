// swift-format-ignore-file
import StaticHub

protocol Settings {}
struct DefaultSettings: Settings {}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        // `Settings` is not class-bound: nothing can hold it weakly. The generator cannot tell
        // (a protocol may come from anywhere); the compiler says so on this line.
        WeakSingletonRegister((any Settings).self, using: DefaultSettings.init),
    ]
}
