import ExampleCore
import Foundation

// The example app's hub written by hand, with the API Sources/Example/main.swift uses, so the
// example can be built without StaticHub to compare clean build times.

/// What `.provider` passes, written by hand: a closure to call later.
struct HubFactory<Output> {
    let make: () -> Output
    init(_ make: @escaping () -> Output) { self.make = make }
}

enum Dependency {
    static func resolve(_ type: (any ABTestingProtocol).Type) -> any ABTestingProtocol { CoreHub.resolve(type) }
    static func resolve() -> any ABTestingProtocol { CoreHub.resolve() }

    static func resolveThemeProtocol() -> any ThemeProtocol { CoreHub.resolveThemeProtocol() }

    static func resolve(_: (any AppContextProtocol).Type, boot: Date, sessionId: String) -> any AppContextProtocol {
        AppContext(boot: boot, sessionId: sessionId, theme: resolveThemeProtocol())
    }

    struct AppContextProtocolFactory {
        func make(boot: Date, sessionId: String) -> any AppContextProtocol {
            Dependency.resolve((any AppContextProtocol).self, boot: boot, sessionId: sessionId)
        }
    }

    static func factory(of _: (any AppContextProtocol).Type) -> AppContextProtocolFactory { AppContextProtocolFactory() }

    static func resolve(_: (any Greeting).Type) -> some Greeting { Greeter(theme: resolveThemeProtocol()) }

    static func resolve(_: Receipt.Type, _ orderNumber: Int) -> Receipt {
        makeReceipt(orderNumber: orderNumber, greeter: resolve((any Greeting).self))
    }

    static func resolvePaymentProcessorCard() -> any PaymentProcessor { CardProcessor() }
    static func resolve(_: (any PaymentProcessor).Type, tag _: Card.Type) -> any PaymentProcessor { resolvePaymentProcessorCard() }

    static func resolve(_: Payment.Type) -> Payment {
        Payment(preferred: ApplePayProcessor(), fallback: HubFactory { resolvePaymentProcessorCard() })
    }

    // A hand-written async singleton needs storage that a failed fetch leaves empty: an actor.
    private actor SettingsStore {
        private var settings: (any RemoteSettings)?
        private var fetching: Task<any RemoteSettings, any Error>?

        func value() async throws -> any RemoteSettings {
            if let settings { return settings }
            if let fetching { return try await fetching.value }
            let task = Task { () async throws -> any RemoteSettings in try await FetchedSettings.fetch() }
            fetching = task
            defer { fetching = nil }
            let fetched = try await task.value
            settings = fetched
            return fetched
        }
    }

    private static let settingsStore = SettingsStore()

    static func resolve(_: WelcomeBanner.Type) async throws -> WelcomeBanner {
        WelcomeBanner(settings: try await settingsStore.value(), theme: resolveThemeProtocol())
    }
}
