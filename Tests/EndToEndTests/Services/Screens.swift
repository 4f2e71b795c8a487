/// Not Sendable: a singleton of it is safe only on a hub isolated to a global actor.
@MainActor
final class ViewModelStore {
    var openedScreens: [String] = []
}

@MainActor
final class ScreenModel {
    let store: ViewModelStore

    init(store: ViewModelStore) {
        self.store = store
        store.openedScreens.append("screen")
    }
}

@MainActor
final class DetailModel {
    let id: Int
    let store: ViewModelStore

    init(id: Int, store: ViewModelStore) {
        self.id = id
        self.store = store
    }
}
