import ModularScreens

/// The app graph split over three modules (Sources/Modular): hand-written public functions
/// against hubs that import each other. Both are called across the module boundary.
enum ModularApp {
    @inline(never)
    static func homeScreen(_ contender: Contender) -> AnyObject {
        switch contender {
        case .handWritten: HandWrittenScreens.homeScreen()
        case .staticHub: ScreensHub.resolveHomeScreen()
        case .swinject, .swiftDependencies: preconditionFailure("the modular graph has no \(contender.rawValue) variant")
        }
    }
}

/// A library hub's requirement, provided by the app's hub (Sources/Modular/Screens/ConfiguredAppHub.swift),
/// against the library's public functions called with the app's configuration.
enum RequirementApp {
    @inline(never)
    static func screen(_ contender: Contender) -> AnyObject {
        switch contender {
        case .handWritten: HandWrittenConfiguredScreen.screen()
        case .staticHub: ConfiguredAppHub.resolveConfiguredScreen()
        case .swinject, .swiftDependencies: preconditionFailure("the requirement graph has no \(contender.rawValue) variant")
        }
    }
}
