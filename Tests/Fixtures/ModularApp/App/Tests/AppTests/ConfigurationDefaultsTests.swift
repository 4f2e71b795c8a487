import Foundation
import PlatformCore
import PlatformNetworking
import StaticHub
import StaticHubTesting
import Testing

/// Configuration an SDK reads before the app configures it: every input of `Launch` has a
/// default, one of `Configured` has none.
enum Launch {}
enum Configured {}
enum LaunchKey {}
enum ServerURL {}

/// How many times each default was made, from any thread.
final class DefaultsMade: @unchecked Sendable {
    static let shared = DefaultsMade()
    // @unchecked: `count` is only touched while holding `lock`.
    private let lock = NSLock()
    private var count = 0

    func settings() -> any AccountSettings {
        lock.withLock { count += 1 }
        return AccountValues(region: "default")
    }

    var settingsMade: Int { lock.withLock { count } }
}

/// Built from both inputs of `Launch`, one of them through the other package's label.
final class LaunchStore: Sendable {
    let label: RegionLabel
    let key: String

    init(label: RegionLabel, key: String) {
        self.label = label
        self.key = key
    }
}

/// The other package's requirement is an input here too, with a default.
enum LaunchHub {}

extension LaunchHub {
    static let manifest: [HubRegistration] = [
        HubImport(AccountHub.self),
        ScopeInput((any AccountSettings).self, scope: Launch.self, default: DefaultsMade.shared.settings),
        ScopeInput(String.self, scope: Launch.self, tag: LaunchKey.self, name: "launchKey", default: { "anonymous" }),
        ScopedRegister(
            LaunchStore.self,
            scope: Launch.self,
            parameterTypes: .resolved(RegionLabel.self), .resolved(String.self, tag: LaunchKey.self),
            using: LaunchStore.init(label:key:)
        ),
        ScopeInput(Int.self, scope: Configured.self, name: "retries", default: { 3 }),
        ScopeInput(String.self, scope: Configured.self, tag: ServerURL.self, name: "serverURL")
    ]
}

@Suite("Scope inputs with defaults, across two packages", .serialized)
struct ConfigurationDefaultsTests {
    @Test(
        "Before any start, what reaches only defaulted inputs resolves, each default made once; a start with no arguments makes them anew")
    func allInputsDefaulted() {
        #expect(!LaunchHub.isScopeStarted(Launch.self))
        let store = LaunchHub.resolveLaunchStore()
        #expect(store.label.text == "region: default")
        #expect(store.key == "anonymous")
        #expect(LaunchHub.resolveRegionLabel().text == "region: default")
        #expect(LaunchHub.resolveLaunchStore() === store)
        #expect(DefaultsMade.shared.settingsMade == 1)

        LaunchHub.startScope(Launch.self)
        #expect(LaunchHub.isScopeStarted(Launch.self))
        #expect(LaunchHub.resolveLaunchStore() !== store)
        #expect(DefaultsMade.shared.settingsMade == 2)

        LaunchHub.startScope(Launch.self, accountSettings: AccountValues(region: "eu"))
        #expect(LaunchHub.resolveLaunchStore().label.text == "region: eu")
        #expect(LaunchHub.resolveLaunchStore().key == "anonymous")
        #expect(DefaultsMade.shared.settingsMade == 2)
    }

    @Test("A defaulted input resolves before the start; startScope takes only the inputs without defaults")
    func someInputsDefaulted() {
        #expect(LaunchHub.resolveRetries() == 3)
        LaunchHub.startScope(Configured.self, serverURL: "https://api.example.com")
        #expect(LaunchHub.resolveRetries() == 3)
        #expect(LaunchHub.resolveServerURL() == "https://api.example.com")
        LaunchHub.startScope(Configured.self, retries: 5, serverURL: "https://eu.example.com")
        #expect(LaunchHub.resolveRetries() == 5)
    }

    @Test("An input without a default still stops the process before the start, at its manifest line")
    func inputWithoutDefault() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = LaunchHub.resolveServerURL()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "'String (tag: ServerURL)' is an input of 'Configured', which has not started: call "
                    + "'LaunchHub.startScope(Configured.self, retries: …, serverURL: …)'"
            ), "\(message)")
        #expect(message.contains("/ConfigurationDefaultsTests.swift:\(Self.serverURLLine)"), "\(message)")
    }

    /// The line of `ScopeInput(String.self, scope: Configured.self, …)` in the manifest above,
    /// found in this file (formatting moves it).
    static let serverURLLine: Int = {
        let lines = ((try? String(contentsOfFile: #filePath, encoding: .utf8)) ?? "").split(
            separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.hasPrefix("        ScopeInput(String.self, scope: Configured.self, tag: ServerURL.self") } ?? -1) + 1
    }()
}

/// Mocks with a main-actor fake, declared once and named by two suites: the README's recipe
/// with a `@MainActor` builder.
extension Trait where Self == MainActorHubMocksTrait {
    static var openedLedger: Self {
        .hubMocks(BillingHub.self) { @MainActor mocks in
            let ledger = RecordingLedger()
            ledger.entries.append("opened")
            mocks.mock((any Ledger).self, singleton: MainActorLedger(prefix: ledger.entries.joined() + ": "))
        }
    }
}

@Suite("A shared trait with a @MainActor builder, first suite", .openedLedger)
struct SharedMainActorTraitFirstSuite {
    @Test func recordsThroughTheFake() {
        #expect(BillingHub.resolveLedger().record("refund") == "opened: refund")
    }
}

@Suite("A shared trait with a @MainActor builder, second suite", .openedLedger)
struct SharedMainActorTraitSecondSuite {
    @Test func recordsThroughTheFake() async {
        await Task.yield()
        #expect(BillingHub.resolveLedger().record("charge") == "opened: charge")
    }
}
