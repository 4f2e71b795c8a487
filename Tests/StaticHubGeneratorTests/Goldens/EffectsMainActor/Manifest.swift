import StaticHub

@MainActor
final class Session {
    init() async throws {}
}

@MainActor
final class ProfileModel {
    init(session: Session) {}
}

@MainActor
enum ScreenHub {}

extension ScreenHub {
    static let screens: [HubRegistration] = [
        SingletonRegister(Session.self, effects: [.async, .throws], using: Session.init),
        AutoRegister(ProfileModel.self, parameterTypes: Session.self, using: ProfileModel.init(session:)),
    ]
}
