import EndToEndPublicHub
import StaticHub
import Testing

@Suite("Hub shapes")
struct HubShapeTests {
    @Test("An actor hub's generated members are not actor-isolated")
    func actorHub() {
        #expect(ActorHub.resolve((any Clock).self).now == FixedClock().now)
    }

    @Test("A hub nested in another type, with its manifest in the type's own body")
    func nestedHub() {
        #expect(Feature.Hub.resolve((any Outer.InnerProtocol).self).label == "inner")
    }

    @Test("An internal hub inside a public namespace")
    func hubInPublicNamespace() {
        #expect(PublicNamespace.Hub.resolve(Ticket.self).number == 7)
    }

    @Test("A public hub resolved from another module")
    func publicHubFromAnotherModule() {
        #expect(PublicHub.resolve((any NumberFormatting).self).format(1_234_567) == "1,234,567")
        #expect(PublicHub.resolve(PriceTag.self, cents: 123_456).text == "$1,234.56")
        #expect(PublicHub.factory(of: PriceTag.self).make(cents: 5).text == "$0.05")
        let factory: any Sendable = PublicHub.factory(of: PriceTag.self)
        #expect(factory is PublicHub.PriceTagFactory)
    }

    @Test("A @MainActor hub isolates its non-Sendable singleton and factories")
    @MainActor
    func mainActorHub() {
        let store = MainActorHub.resolve(ViewModelStore.self)
        #expect(store === MainActorHub.resolveViewModelStore())
        let screen = MainActorHub.resolve(ScreenModel.self)
        #expect(screen.store === store)
        let detail = MainActorHub.resolve(DetailModel.self, id: 4)
        #expect(detail.id == 4)
        #expect(detail.store === store)
        #expect(MainActorHub.factory(of: DetailModel.self).make(id: 5).id == 5)
        #expect(MainActorHub.factory(of: DetailModel.self, id: 6).make().id == 6)
    }

    @Test("A @MainActor hub's async registrations: every member, called from the main actor")
    @MainActor
    func mainActorAsyncMembers() async {
        #expect(await MainActorHub.resolve(Thumbnail.self).size == 64)
        #expect(await MainActorHub.resolveThumbnail().size == 64)
        #expect(await MainActorHub.factory(of: Thumbnail.self).make().size == 64)
        #expect(await MainActorHub.resolve(Gallery.self).thumbnail.size == 64)
        #expect(await MainActorHub.factory(of: Gallery.self).make().thumbnail.size == 64)
        #expect(await MainActorHub.resolve(Thumbnail.self, tag: Large.self, size: 512).size == 512)
        #expect(await MainActorHub.factory(of: Thumbnail.self, tag: Large.self).make(size: 256).size == 256)
        #expect(await MainActorHub.factory(of: Thumbnail.self, tag: Large.self, size: 128).make().size == 128)
    }

    @Test("A @MainActor hub's mocks live in main-actor storage")
    @MainActor
    func mainActorMocks() {
        let replacement = ViewModelStore()
        MainActorHub.mock(DetailModel.self) { id in DetailModel(id: id * 100, store: replacement) }
        defer { MainActorHub.resetMocks() }
        #expect(MainActorHub.resolve(DetailModel.self, id: 2).id == 200)
        MainActorHub.mock(DetailModel.self, factory: nil)
        #expect(MainActorHub.resolve(DetailModel.self, id: 2).id == 2)
    }
}

@Suite("Scoped mocks on a @MainActor hub")
@MainActor
struct MainActorScopedMockTests {
    @Test("withMocks on an isolated hub, sync and async, with non-Sendable values")
    func isolatedScopes() async {
        let replacement = ViewModelStore()
        MainActorHub.withMocks({ $0.mock(ViewModelStore.self, singleton: replacement) }) {
            #expect(MainActorHub.resolve(ViewModelStore.self) === replacement)
            #expect(MainActorHub.resolve(ScreenModel.self).store === replacement)
        }
        await MainActorHub.withMocks({ $0.mock(DetailModel.self) { id in DetailModel(id: id + 1, store: replacement) } }) {
            await Task.yield()
            #expect(MainActorHub.resolve(DetailModel.self, id: 1).id == 2)
        }
        #expect(MainActorHub.resolve(ViewModelStore.self) !== replacement)
    }
}
