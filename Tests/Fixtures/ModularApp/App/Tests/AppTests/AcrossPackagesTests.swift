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

/// Built from both inputs of the scope: they must come from the same start.
final class AccountStore: Sendable {
    let settings: any AccountSettings
    let accountID: String

    init(settings: any AccountSettings, accountID: String) {
        self.settings = settings
        self.accountID = accountID
    }
}

/// Set once the reconfiguring is over.
private final class Finished: @unchecked Sendable {
    private let lock = NSLock()
    private var finished = false

    var isSet: Bool { lock.withLock { finished } }

    func set() { lock.withLock { finished = true } }
}

/// The library's requirement is one of this hub's scope inputs.
enum AccountAppHub {}

extension AccountAppHub {
    static let manifest: [HubRegistration] = [
        HubImport(AccountHub.self),
        ScopeInput((any AccountSettings).self, scope: SignedIn.self),
        ScopeInput(String.self, scope: SignedIn.self, tag: AccountID.self, name: "accountID"),
        ScopedRegister(
            AccountStore.self,
            scope: SignedIn.self,
            parameterTypes: .resolved((any AccountSettings).self), .resolved(RegionLabel.self), .resolved(String.self, tag: AccountID.self),
            using: { settings, _, accountID in AccountStore(settings: settings, accountID: accountID) }
        ),
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
        #expect(message.contains(
            "'any AccountSettings' is an input of 'SignedIn', which has not started: call "
                + "'AccountAppHub.startScope(SignedIn.self, accountSettings: …, accountID: …)'"
        ), "\(message)")
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

    @Test("While 20 tasks resolve, the scope is reconfigured 200 times: no store holds inputs of two starts")
    func reconfigureWhileResolving() async {
        AccountAppHub.startScope(SignedIn.self, accountSettings: AccountValues(region: "r0"), accountID: "r0-1")
        let finished = Finished()
        await withTaskGroup(of: Int.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    var mixed = 0
                    while !finished.isSet {
                        let store = AccountAppHub.resolveAccountStore()
                        if store.accountID != store.settings.region + "-1" { mixed += 1 }
                        await Task.yield()
                    }
                    return mixed
                }
            }
            group.addTask {
                for number in 1...200 {
                    AccountAppHub.startScope(SignedIn.self, accountSettings: AccountValues(region: "r\(number)"), accountID: "r\(number)-1")
                    try? await Task.sleep(nanoseconds: 100_000)
                }
                finished.set()
                return 0
            }
            for await mixed in group {
                #expect(mixed == 0)
            }
        }
        #expect(AccountAppHub.resolveAccountStore().accountID == "r200-1")
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
