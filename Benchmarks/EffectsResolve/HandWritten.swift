// The same graph written by hand.

enum HandWritten {
    static func account() throws -> Account {
        try Account(session: Session(keychain: Keychain(unlocked: keychainUnlocked)))
    }

    /// A plain singleton: what a created singleton costs in Swift.
    static let settings = Settings()
    static let ledger = try! Ledger()

    /// What an app writes by hand for a singleton fetched asynchronously: an actor that keeps
    /// the fetched value.
    actor SettingsStore {
        private var settings: Settings?

        func value() async throws -> Settings {
            if let settings { return settings }
            let fetched = try await Settings.fetch()
            // A concurrent caller may have fetched meanwhile: keep the first.
            if let settings { return settings }
            settings = fetched
            return fetched
        }
    }

    static let settingsStore = SettingsStore()
}
