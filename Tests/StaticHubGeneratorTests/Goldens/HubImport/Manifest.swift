// swift-format-ignore-file
import CoreKit
import NetworkKit
import StaticHub

struct Feed {
    init(client: any HTTPClient, clock: any Clock) {}
}

/// Imports NetworkKit's hub, and through it CoreKit's: both forwarded, neither copied.
enum AppHub {}

extension AppHub {
    static let manifest: [HubRegistration] = [
        HubImport(NetworkHub.self),
        AutoRegister(Feed.self, parameterTypes: (any HTTPClient).self, (any Clock).self, using: Feed.init(client:clock:)),
    ]
}
