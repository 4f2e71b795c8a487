// swift-format-ignore-file
import StaticHub

protocol Clock {}
struct SystemClock: Clock {}

/// Visible to the manifest in this file, but not to the generated file.
private func makeClock() -> any Clock {
    SystemClock()
}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        AutoRegister(
            (any Clock).self,
            using: makeClock
        ),
    ]
}
