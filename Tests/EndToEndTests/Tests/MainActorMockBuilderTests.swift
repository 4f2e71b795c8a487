import StaticHub
import StaticHubTesting
import Testing

/// A builder that runs on the main actor configures a fake whose state is main-actor work (a
/// non-`Sendable` class here) where it is registered, by the trait or by `withMocks`.
@Suite("Main-actor mock builders")
struct MainActorMockBuilderTests {
    @Test(
        "The trait with a @MainActor builder: a non-Sendable fake of a main-actor registration on a hub no actor isolates",
        .hubMocks(IsolationHub.self) { @MainActor mocks in
            let library = PhotoLibrary()
            library.albums = ["Fixtures"]
            mocks.mock(PhotoLibrary.self, singleton: library)
        }
    )
    @MainActor
    func traitOnHubWithoutIsolation() {
        #expect(IsolationHub.resolvePhotoLibrary().albums == ["Fixtures"])
        #expect(IsolationHub.resolveAlbumList().library === IsolationHub.resolvePhotoLibrary())
    }

    @Test(
        "The trait on a hub isolated to the main actor, which it configures there",
        .hubMocks(MainActorHub.self) { @MainActor mocks in
            let store = ViewModelStore()
            store.openedScreens = ["Onboarding"]
            mocks.mock(ViewModelStore.self, singleton: store)
            mocks.mock(Int.self) { 32 }
        }
    )
    @MainActor
    func traitOnMainActorHub() async {
        #expect(MainActorHub.resolveViewModelStore().openedScreens == ["Onboarding"])
        #expect(MainActorHub.resolveScreenModel().store === MainActorHub.resolveViewModelStore())
        #expect(await MainActorHub.resolveThumbnail().size == 32)
    }

    @Test(
        "The trait on a main-actor hub takes a builder without the attribute too", .hubMocks(MainActorHub.self) { $0.mock(Int.self) { 16 } }
    )
    @MainActor
    func plainBuilderOnMainActorHub() {
        #expect(MainActorHub.resolveInt() == 16)
    }

    @Test("withMocks on the main actor: the builder may configure a non-Sendable fake in place")
    @MainActor
    func withMocksOnMainActor() async {
        let library = PhotoLibrary()
        let albums = IsolationHub.withMocks { mocks in
            library.albums = ["Configured in the builder"]
            mocks.mock(PhotoLibrary.self, singleton: library)
        } operation: {
            IsolationHub.resolveAlbumList().library.albums
        }
        #expect(albums == ["Configured in the builder"])
        let asyncAlbums = await IsolationHub.withMocks { mocks in
            library.albums = ["Async"]
            mocks.mock(PhotoLibrary.self, singleton: library)
        } operation: {
            await Task.yield()
            return IsolationHub.resolvePhotoLibrary().albums
        }
        #expect(asyncAlbums == ["Async"])
    }
}
