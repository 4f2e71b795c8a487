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

/// Not Sendable, and made by suspending: its factories are called from the main actor.
@MainActor
final class Thumbnail {
    let size: Int

    init(size: Int) async {
        await Task.yield()
        self.size = size
    }
}

@MainActor
final class Gallery {
    let thumbnail: Thumbnail

    init(thumbnail: Thumbnail) {
        self.thumbnail = thumbnail
    }
}

/// A screen's title, whose text a test target's defaults replace.
struct ScreenTitle {
    let text: String
}
