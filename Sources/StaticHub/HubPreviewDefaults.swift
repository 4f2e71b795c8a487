/// The mocks every SwiftUI preview of the app starts with, declared once in the app's target
/// beside the hub, in debug builds, where mocks exist:
///
/// ```swift
/// #if DEBUG
/// extension AppHub: HubPreviewDefaults {
///     static func previewDefaults(_ mocks: inout Mocks) {
///         mocks.mock((any HTTPClient).self, singleton: SampleClient())
///     }
/// }
/// #endif
/// ```
///
/// In a preview process (Xcode sets `XCODE_RUNNING_FOR_PREVIEWS=1`), the hub installs them the
/// first time it resolves or sets mocks on the main actor, where previews run, beneath a
/// preview's own mocks (the `.hubMocks` preview trait of `StaticHubPreviews`) and every other
/// mock. Nothing looks for them in the app or in tests, where ``HubTestDefaults`` apply instead.
/// The requirement is `@MainActor`, for a hub of any isolation: a preview's fakes are main-actor
/// values.
public protocol HubPreviewDefaults {
    /// The hub's generated mock builder.
    associatedtype Mocks

    /// Sets the mocks every preview starts with, on the main actor.
    @MainActor static func previewDefaults(_ mocks: inout Mocks)
}
