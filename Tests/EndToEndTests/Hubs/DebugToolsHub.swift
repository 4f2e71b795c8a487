import StaticHub

/// A hub whose debug tools exist only in debug builds: they are registered in a manifest under
/// `#if DEBUG`, which the generator reads with its condition, and build from what every build
/// registers.
enum DebugToolsHub {}

final class NetworkLog: Sendable {
    let clock: any Clock

    init(clock: any Clock) {
        self.clock = clock
    }
}

/// In every build: shows the network log where a debug build registers one.
struct StatusBar {
    let log: NetworkLog?
}

struct DebugMenu {
    let log: NetworkLog
    let title: String
}

/// Registered in each branch: which one a build has decides what the toolbar shows.
struct BuildBadge {
    let text: String
}

/// In every build: takes the badge its build registers.
struct Toolbar {
    let badge: BuildBadge
}

extension DebugToolsHub {
    static let all: [HubRegistration] = [
        AutoRegister((any Clock).self, using: FixedClock.init),
        AutoRegister(StatusBar.self, parameterTypes: .optional(NetworkLog.self), using: StatusBar.init(log:)),
        AutoRegister(Toolbar.self, parameterTypes: BuildBadge.self, using: Toolbar.init(badge:))
    ]

    #if DEBUG
        static let debugTools: [HubRegistration] = [
            SingletonRegister(NetworkLog.self, parameterTypes: (any Clock).self, using: NetworkLog.init(clock:)),
            Register(DebugMenu.self, parameterTypes: .resolved(NetworkLog.self), .explicit(String.self), using: DebugMenu.init(log:title:)),
            SingletonRegister(BuildBadge.self, using: { BuildBadge(text: "debug") })
        ]
    #else
        static let releaseTools: [HubRegistration] = [
            AutoRegister(String.self, using: { "release" }),
            AutoRegister(BuildBadge.self, using: { BuildBadge(text: "release") })
        ]
    #endif
}
