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

final class AccountStore: Sendable {
    let settings: any AccountSettings

    init(settings: any AccountSettings) {
        self.settings = settings
    }
}

/// The library's requirement is one of this hub's scope inputs.
enum AccountAppHub {}

extension AccountAppHub {
    static let manifest: [HubRegistration] = [
        HubImport(AccountHub.self),
        ScopeInput((any AccountSettings).self, scope: SignedIn.self),
        ScopedRegister(AccountStore.self, scope: SignedIn.self, parameterTypes: (any AccountSettings).self, using: AccountStore.init(settings:)),
    ]
}

struct TestUploadLog: UploadLog {
    func note(_ message: String) -> String { "test: \(message)" }
}

@Suite("Scope inputs and mocks across two packages", .serialized)
struct AcrossPackagesTests {
    @Test("The other package's registration is built from the input the app binds; starting again reconfigures")
    func scopeInputAcrossPackages() {
        AccountAppHub.startScope(SignedIn.self, accountSettings: AccountValues(region: "eu"))
        #expect(AccountAppHub.isScopeStarted(SignedIn.self))
        #expect(AccountAppHub.resolveRegionLabel().text == "region: eu")
        let store = AccountAppHub.resolveAccountStore()
        AccountAppHub.startScope(SignedIn.self, accountSettings: AccountValues(region: "us"))
        #expect(AccountAppHub.resolveRegionLabel().text == "region: us")
        #expect(AccountAppHub.resolveAccountStore() !== store)
        #expect(store.settings.region == "eu")
        AccountAppHub.withMocks {
            $0.mock((any AccountSettings).self, singleton: AccountValues(region: "test"))
        } operation: {
            #expect(AccountAppHub.resolveRegionLabel().text == "region: test")
        }
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
