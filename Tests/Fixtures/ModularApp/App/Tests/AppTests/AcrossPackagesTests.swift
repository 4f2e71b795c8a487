import Foundation
import PlatformCore
import PlatformNetworking
import StaticHub
import Testing

/// The app's account scope: started at sign-in with the account's settings. Each test target
/// has its own (this file is compiled in both), so their starts never meet.
enum SignedIn {}

struct AccountValues: AccountSettings {
    let region: String
}

enum AccountID {}

/// Built from both inputs of the scope, read apart (a signer takes a moment between them):
/// they must come from the same start.
final class AccountStore: Sendable {
    let settings: any AccountSettings
    let label: RegionLabel
    let accountID: String

    init(settings: any AccountSettings, label: RegionLabel, signer: Signer, accountID: String) {
        self.settings = settings
        self.label = label
        self.accountID = accountID
        Constructions.shared.record(self)
    }
}

/// Takes a moment to make, as a real signer reading a key does: long enough for a start to
/// land between the inputs a store reads before it and after it.
struct Signer: Sendable {
    static func make() -> Signer {
        for _ in 0..<100 { sched_yield() }
        return Signer()
    }
}

/// The stores the factory made, from any thread: how many each start got, and how many
/// were made from the inputs of two starts.
final class Constructions: @unchecked Sendable {
    static let shared = Constructions()
    // @unchecked: both only touched while holding `lock`.
    private let lock = NSLock()
    private var perStart: [String: Int] = [:]
    private var mixed = 0

    func record(_ store: AccountStore) {
        lock.withLock {
            perStart[store.accountID, default: 0] += 1
            let region = store.settings.region
            if store.accountID != region + "-1" || store.label.text != "region: " + region { mixed += 1 }
        }
    }

    func reset() {
        lock.withLock {
            perStart = [:]; mixed = 0
        }
    }
    var mixedCount: Int { lock.withLock { mixed } }
    var startsBuiltTwice: Int { lock.withLock { perStart.values.filter { $0 > 1 }.count } }
    var total: Int { lock.withLock { perStart.values.reduce(0, +) } }
}

/// The number of the latest start begun and of the latest one finished.
private final class Starts: @unchecked Sendable {
    // @unchecked: both only touched while holding `lock`.
    private let lock = NSLock()
    private var begun = 0
    private var finished = 0

    func begin(_ number: Int) { lock.withLock { begun = number } }
    func finish(_ number: Int) { lock.withLock { finished = number } }
    var latestBegun: Int { lock.withLock { begun } }
    var latestFinished: Int { lock.withLock { finished } }
}

/// The library's requirement is one of this hub's scope inputs.
enum AccountAppHub {}

extension AccountAppHub {
    static let manifest: [HubRegistration] = [
        HubImport(AccountHub.self),
        ScopeInput((any AccountSettings).self, scope: SignedIn.self),
        ScopeInput(String.self, scope: SignedIn.self, tag: AccountID.self, name: "accountID"),
        AutoRegister(Signer.self, using: Signer.make),
        ScopedRegister(
            AccountStore.self,
            scope: SignedIn.self,
            parameterTypes: .resolved((any AccountSettings).self), .resolved(RegionLabel.self), .resolved(Signer.self),
            .resolved(String.self, tag: AccountID.self),
            using: AccountStore.init(settings:label:signer:accountID:)
        )
    ]
}

struct TestUploadLog: UploadLog {
    func note(_ message: String) -> String { "test: \(message)" }
}

@Suite("Scope inputs and mocks across two packages", .serialized)
struct AcrossPackagesTests {
    @Test("Before the first start, what the other package builds from the input stops the process with the call to add")
    func beforeFirstStart() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = AccountAppHub.resolveRegionLabel()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "'any AccountSettings' is an input of 'SignedIn', which has not started: call "
                    + "'AccountAppHub.startScope(SignedIn.self, accountSettings: …, accountID: …)'"
            ), "\(message)")
        // Reported at the input's manifest line in this file, not in the runtime.
        #expect(message.contains("/AcrossPackagesTests.swift:\(Self.accountSettingsLine)"), "\(message)")
        #expect(!message.contains("HubScopeInputs.swift"), "\(message)")
    }

    @Test("The other package's registration is built from the input the app binds; starting again reconfigures")
    func scopeInputAcrossPackages() {
        AccountAppHub.startScope(SignedIn.self, accountSettings: AccountValues(region: "eu"), accountID: "eu-1")
        #expect(AccountAppHub.isScopeStarted(SignedIn.self))
        #expect(AccountAppHub.resolveRegionLabel().text == "region: eu")
        let store = AccountAppHub.resolveAccountStore()
        AccountAppHub.startScope(SignedIn.self, accountSettings: AccountValues(region: "us"), accountID: "us-1")
        #expect(AccountAppHub.resolveRegionLabel().text == "region: us")
        #expect(AccountAppHub.resolveAccountStore() !== store)
        #expect(store.settings.region == "eu")
        AccountAppHub.withMocks {
            $0.mock((any AccountSettings).self, singleton: AccountValues(region: "test"))
        } operation: {
            #expect(AccountAppHub.resolveRegionLabel().text == "region: test")
        }
    }

    /// The line of `ScopeInput((any AccountSettings).self, …)` in the manifest above, found in
    /// this file (formatting moves it).
    static let accountSettingsLine: Int = {
        let lines = ((try? String(contentsOfFile: #filePath, encoding: .utf8)) ?? "").split(
            separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.hasPrefix("        ScopeInput((any AccountSettings).self") } ?? -1) + 1
    }()

    @Test(
        "While 20 tasks resolve, 2,000 starts land: no store from two starts, none built twice for a start, each resolve's from a current start"
    )
    func reconfigureWhileResolving() async {
        AccountAppHub.startScope(SignedIn.self, accountSettings: AccountValues(region: "r0"), accountID: "r0-1")
        Constructions.shared.reset()
        let starts = Starts()
        let lastStart = 2_000
        let starter = Thread {
            for number in 1...lastStart {
                starts.begin(number)
                AccountAppHub.startScope(SignedIn.self, accountSettings: AccountValues(region: "r\(number)"), accountID: "r\(number)-1")
                starts.finish(number)
                // Paced, so that starts land among builds rather than all before them.
                usleep(20)
            }
        }
        starter.start()
        let stale = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    var stale = 0
                    var resolves = 0
                    // At least 1,000 resolves each, and on until the last start.
                    while resolves < 1_000 || starts.latestFinished < lastStart {
                        let before = starts.latestFinished
                        let store = AccountAppHub.resolveAccountStore()
                        let number = Int(store.accountID.dropFirst().dropLast(2))!
                        if number < before || number > starts.latestBegun { stale += 1 }
                        resolves += 1
                        await Task.yield()
                    }
                    return stale
                }
            }
            return await group.reduce(0, +)
        }
        #expect(Constructions.shared.total > 0)
        #expect(Constructions.shared.mixedCount == 0)
        #expect(Constructions.shared.startsBuiltTwice == 0)
        #expect(stale == 0)
        #expect(AccountAppHub.resolveAccountStore().accountID == "r\(lastStart)-1")
    }

    @Test("A mock of the library's default log reaches the app's replacement, and the other way")
    func mocksFollowTheTypeAcrossPackages() {
        UploadHub.withMocks {
            $0.mock((any UploadLog).self, singleton: TestUploadLog())
        } operation: {
            #expect(AppHub.resolveUploader().upload("/photo") == "test: GET /photo as app-token")
        }
        AppHub.withMocks {
            $0.mock((any UploadLog).self) { TestUploadLog() }
        } operation: {
            #expect(UploadHub.resolveUploadLog().note("x") == "test: x")
            #expect(SyncHub.resolveUploader().upload("/sync") == "test: GET /sync as sync-token")
        }
    }
}
