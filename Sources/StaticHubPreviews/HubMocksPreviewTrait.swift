#if canImport(SwiftUI)
    public import StaticHub
    public import SwiftUI

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    extension PreviewTrait where T == Preview.ViewTraits {
        /// A preview's own mocks of `hub`, over the app's preview defaults (`HubPreviewDefaults`):
        ///
        /// ```swift
        /// #if DEBUG
        /// #Preview(traits: .hubMocks(AppHub.self) { $0.mock((any Clock).self, singleton: FixedClock()) }) {
        ///     ClockView()
        /// }
        /// #endif
        /// ```
        ///
        /// SwiftUI evaluates the view's body, and runs its tasks, after the preview's closure
        /// returns, outside any `withMocks` scope; so the trait sets the mocks as global ones,
        /// on the main actor, before the view is made, and replaces them with the next preview's.
        /// Mocks exist in debug builds only, and a preview's code is compiled in release builds
        /// too: keep such a preview inside `#if DEBUG`.
        @MainActor
        public static func hubMocks<Hub: HubMocking>(
            _ hub: Hub.Type,
            _ configure: @escaping @MainActor (inout Hub.Mocks) -> Void
        ) -> PreviewTrait<T> {
            .modifier(HubMocksPreviewModifier { HubMocksPreviewModifier.install(Hub._mockScope { configure(&$0) }, of: hub) })
        }

        /// A preview's own mocks of `hub`, a hub isolated to the main actor.
        @MainActor
        public static func hubMocks<Hub: MainActorHubMocking>(
            _ hub: Hub.Type,
            _ configure: @escaping @MainActor (inout Hub.Mocks) -> Void
        ) -> PreviewTrait<T> {
            .modifier(HubMocksPreviewModifier { HubMocksPreviewModifier.install(Hub._mockScope { configure(&$0) }, of: hub) })
        }
    }

    /// Sets a preview's mocks when SwiftUI applies it, before the previewed view is made.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    struct HubMocksPreviewModifier: PreviewModifier {
        let install: @MainActor () -> Void

        func body(content: Content, context: Void) -> some View {
            install()
            return content
        }

        /// Makes `scope`'s mocks the global ones this preview sets on `hub`, replacing the last
        /// preview's.
        static func install<Hub>(_ scope: (registry: _HubMockRegistry, overrides: _HubMockOverrides), of hub: Hub.Type) {
            scope.registry.replaceGlobals(scope.overrides, setBy: PreviewMocksSetter<Hub>.self)
        }
    }

    /// Who set a preview's mocks of `Hub`: the next preview's replace them.
    enum PreviewMocksSetter<Hub> {}
#endif
