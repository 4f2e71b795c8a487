import Network
import StaticHub

// The hub as Xcode's template has it: no isolation written, so a main-actor hub in a target
// whose default isolation is `MainActor`. Where the default is nonisolated, the layout writes
// `@MainActor` before it: the same hub, isolated by hand.
enum AppHub {}

extension AppHub {
    static var all: [HubRegistration] {
        [
            HubImport(NetworkHub.self),
            SingletonRegister(Configuration.self, using: { Configuration(baseURL: "https://example.com") }),
            SingletonRegister((any Clock).self, using: { SystemClock() }),
            SingletonRegister(Store.self, using: { Store(items: []) }),
            AutoRegister(Banner.self, using: { Banner(text: "live") }),
            AutoRegister(Greeter.self, parameterTypes: (any Clock).self, (any HTTPClient).self, using: Greeter.init(clock:client:)),
            ScopeInput(String.self, scope: UserSession.self, tag: APIKey.self, name: "apiKey"),
            ScopedRegister(
                Cart.self, scope: UserSession.self, parameterTypes: .resolved(String.self, tag: APIKey.self), using: Cart.init(key:))
        ]
    }
}

/// Written `nonisolated`: a hub resolvable from any thread beside the main-actor one.
nonisolated enum WorkerHub {}

extension WorkerHub {
    static var all: [HubRegistration] {
        [AutoRegister((any Uploader).self, mustMockInTests: true, using: LiveUploader.init)]
    }
}

#if DEBUG
    /// What every SwiftUI preview of the app starts with: installed only where Xcode runs
    /// previews (`XCODE_RUNNING_FOR_PREVIEWS=1`), never in the app or its tests.
    extension AppHub: HubPreviewDefaults {
        static func previewDefaults(_ mocks: inout Mocks) {
            mocks.mock((any Clock).self, singleton: SystemClock(time: "preview"))
            mocks.mock((any HTTPClient).self, singleton: SampleClient())
        }
    }

    nonisolated struct SampleClient: HTTPClient {
        func get(_ path: String) -> String { "sample \(path)" }
    }
#endif
