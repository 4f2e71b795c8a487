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
