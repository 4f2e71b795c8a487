/// A module's default actor isolation (SE-0466): what a declaration without an isolation of its
/// own is isolated to. SwiftPM sets it with `swiftSettings: [.defaultIsolation(MainActor.self)]`,
/// Xcode with the build setting `SWIFT_DEFAULT_ACTOR_ISOLATION`; new Xcode apps use `MainActor`.
public enum DefaultIsolation: String, Sendable, CaseIterable, Codable {
    /// The language's default: a declaration without an attribute is nonisolated.
    case nonisolated
    /// Every declaration without an isolation of its own is `@MainActor`, hubs included.
    case mainActor = "MainActor"

    /// The global actor a declaration without an isolation of its own is isolated to.
    var globalActor: String? {
        switch self {
        case .nonisolated: nil
        case .mainActor: "MainActor"
        }
    }
}
