// swift-format-ignore-file
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

/// Every generated member, called from the hub's actor: async factories included, which Swift 6
/// once rejected with a sending error.
@MainActor
func useOnTheActor() async throws {
    let session: Session = try await ScreenHub.resolve(Session.self)
    let _: Session = try await ScreenHub.resolveSession()
    let _: ProfileModel = try await ScreenHub.resolve(ProfileModel.self)
    let _: ProfileModel = try await ScreenHub.resolve()
    let _: ProfileModel = try await ScreenHub.factory(of: ProfileModel.self).make()
    #if DEBUG
    ScreenHub.mock(Session.self, singleton: session)
    ScreenHub.mock(Session.self) { session }
    ScreenHub.mock(ProfileModel.self) { ProfileModel(session: session) }
    try await ScreenHub.withMocks({ $0.mock(Session.self, singleton: session) }) {
        _ = try await ScreenHub.resolveProfileModel()
    }
    ScreenHub.resetMocks()
    #endif
}

/// From outside the actor: an async resolve hops to it (`ProfileModel` is isolated, so Sendable).
func useOffTheActor() async throws {
    let _: ProfileModel = try await ScreenHub.resolveProfileModel()
}
