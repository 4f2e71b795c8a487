import ExampleCore

/// Settings fetched at launch: loading suspends, and can fail.
protocol RemoteSettings: Sendable {
    var welcomeMessage: String { get }
}

struct FetchedSettings: RemoteSettings {
    let welcomeMessage: String

    /// Stands in for a network request.
    static func fetch() async throws -> FetchedSettings {
        try await Task.sleep(nanoseconds: 1_000_000)
        return FetchedSettings(welcomeMessage: "Welcome back")
    }
}

/// Declares no effects of its own; it resolves `async throws` because its settings do.
struct WelcomeBanner {
    let settings: any RemoteSettings
    let theme: any ThemeProtocol

    var text: String { "\(settings.welcomeMessage) (\(theme.name) theme)" }
}
