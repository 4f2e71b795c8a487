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
