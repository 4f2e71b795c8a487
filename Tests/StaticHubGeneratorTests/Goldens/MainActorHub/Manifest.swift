// swift-format-ignore-file
import StaticHub

@MainActor
final class ViewModelStore {
    var screens: [String] = []
}

@MainActor
final class DetailModel {
    init(id: Int, store: ViewModelStore) {}
}

@MainActor
enum ScreenHub {}

extension ScreenHub {
    static let screens: [HubRegistration] = [
        SingletonRegister(ViewModelStore.self, using: ViewModelStore.init),
        Register(DetailModel.self, parameterTypes: .explicit(Int.self), .resolved(ViewModelStore.self), using: DetailModel.init(id:store:)),
    ]
}

/// Every generated member, called from the hub's actor.
@MainActor
func useOnTheActor() async {
    let store: ViewModelStore = ScreenHub.resolve(ViewModelStore.self)
    let _: ViewModelStore = ScreenHub.resolve()
    let _: ViewModelStore = ScreenHub.resolveViewModelStore()
    let _: DetailModel = ScreenHub.resolve(DetailModel.self, id: 1)
    let _: DetailModel = ScreenHub.resolve(id: 1)
    let _: DetailModel = ScreenHub.resolveDetailModel(id: 1)
    let _: DetailModel = ScreenHub.factory(of: DetailModel.self).make(id: 1)
    let _: DetailModel = ScreenHub.factory(of: DetailModel.self, id: 1).make()
    #if DEBUG
    ScreenHub.mock(ViewModelStore.self, singleton: store)
    ScreenHub.mock(DetailModel.self) { DetailModel(id: $0, store: store) }
    ScreenHub.withMocks({ $0.mock(ViewModelStore.self, singleton: store) }) {
        _ = ScreenHub.resolveDetailModel(id: 2)
    }
    await ScreenHub.withMocks({ $0.mock(DetailModel.self) { DetailModel(id: $0, store: store) } }) {
        await Task.yield()
    }
    ScreenHub.resetMocks()
    #endif
}

/// From outside the actor, where legal: the factory struct is `Sendable`, and its `make` awaits the actor.
nonisolated func useOffTheActor(factory: ScreenHub.DetailModelFactory) async {
    let _: Int = await factory.make(id: 3).hashValueForTest
}

extension DetailModel {
    var hashValueForTest: Int { 0 }
}
