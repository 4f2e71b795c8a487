import Feed
import PlatformCore
import PlatformNetworking
import Profile
import StaticHubTesting
import Testing

@Suite("A modular app over two packages")
struct AppTests {
    @Test("A singleton of the other package is one instance, whichever hub resolves it")
    func singletonsAcrossPackages() {
        let client = NetworkHub.resolveHTTPClient()
        #expect(AppHub.resolve((any HTTPClient).self) === client)
        #expect(FeedHub.resolveHTTPClient() === client)
        #expect(ProfileHub.resolveHTTPClient() === client)
        let logger: Logger = AppHub.resolve()
        #expect(logger === CoreHub.resolveLogger())
        #expect(AppHub.resolveProfileStore() === ProfileHub.resolve(ProfileStore.self))
        #expect(AppHub.resolveProfileStore().logger === logger)
    }

    @Test("What the feature hubs import in turn resolves from the app's hub; the diamond reaches it once")
    func transitiveImportsAndDiamond() {
        #expect(AppHub.resolveClock() === CoreHub.resolve((any Clock).self))
        #expect(AppHub.resolveClock().now == 1_000)
        let home = AppHub.resolveHomeScreen()
        #expect(home.feed.load() == "GET /feed")
        #expect(home.feed.client === home.profile.client)
        #expect(AppHub.factory(of: FeedRepository.self).make().client === NetworkHub.resolveHTTPClient())
    }

    @Test("A library hub's requirements, provided by the app's hub: its own credentials, its log replacing the default")
    func requirementsAcrossPackages() {
        let uploader = AppHub.resolve((any Uploader).self)
        #expect(uploader.upload("/photo") == "app: GET /photo as app-token")
        // A singleton that reaches a requirement is one instance per providing hub.
        #expect(AppHub.resolveUploader() === uploader)
        #expect(SyncHub.resolveUploader() !== uploader)
        // SyncHub keeps the library's default log.
        #expect(SyncHub.resolveUploader().upload("/sync") == "console: GET /sync as sync-token")
    }

    @Test("A scoped mock set through the app's hub applies in both packages' hubs, singletons included")
    func scopedMockCrossesPackages() {
        let realStore = ProfileHub.resolveProfileStore()
        let fake = FakeClient()
        AppHub.withMocks({ $0.mock((any HTTPClient).self, singleton: fake) }) {
            #expect(NetworkHub.resolveHTTPClient() === fake)
            #expect(FeedHub.resolveFeedRepository().load() == "fake /feed")
            let store = ProfileHub.resolveProfileStore()
            #expect(store !== realStore)
            #expect(store.client === fake)
            #expect(AppHub.resolveHomeScreen().profile === store)
        }
        #expect(ProfileHub.resolveProfileStore() === realStore)
        #expect(FeedHub.resolveFeedRepository().load() == "GET /feed")
    }

    @Test("A mock of the lowest hub reaches a singleton two packages up")
    func deepMock() {
        AppHub.withMocks({ $0.mock((any Clock).self, singleton: FixedClock()) }) {
            #expect(AppHub.resolveHomeScreen().profile.logger.clock.now == 42)
            #expect(CoreHub.resolveLogger().clock.now == 42)
        }
        #expect(CoreHub.resolveLogger().clock.now == 1_000)
    }

    @Test(
        "The test trait on the app's hub mocks the other package's client, in child tasks too",
        .hubMocks(AppHub.self) { $0.mock((any HTTPClient).self, singleton: FakeClient()) }
    )
    func traitCrossesPackages() async {
        async let feed = FeedHub.resolveFeedRepository().load()
        #expect(await feed == "fake /feed")
    }

    @Test("Many concurrent scopes, each with its own client, never see each other's")
    func concurrentScopes() async {
        await withTaskGroup(of: Bool.self) { group in
            for id in 1...200 {
                group.addTask {
                    AppHub.withMocks({ $0.mock((any HTTPClient).self, singleton: FakeClient(id: id)) }) {
                        (FeedHub.resolveFeedRepository().client as? FakeClient)?.id == id
                            && (AppHub.resolveHomeScreen().profile.client as? FakeClient)?.id == id
                    }
                }
            }
            for await sawItsOwn in group {
                #expect(sawItsOwn)
            }
        }
    }

    // Global mocks are process-wide, and this file also runs in Swift 5 mode, in parallel:
    // one copy of the test, through hubs no other test resolves from.
    #if swift(>=6)
        @Test("A global mock set through an importing hub applies in the other package's hub until the importer resets")
        func globalMockCrossesPackages() {
            SyncHub.mock(ServerEnvironment.self, factory: { ServerEnvironment(baseURL: "http://localhost") })
            #expect(SettingsHub.resolve(Request.self, path: "/feed").url == "http://localhost/feed")
            #expect(SyncHub.resolveRequest(path: "/me").url == "http://localhost/me")
            #expect(SyncHub.resolveSyncJob().url == "http://localhost/sync")
            SyncHub.resetMocks()
            #expect(SettingsHub.resolve(Request.self, path: "/feed").url == "https://api.example.com/feed")
            #expect(SyncHub.resolveSyncJob().url == "https://api.example.com/sync")
        }
    #endif
}
