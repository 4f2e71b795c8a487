import FeatureKit
import ServiceKit
import StaticHub

/// No isolation written: in this target it is a main-actor hub, like `@MainActor enum AppHub`.
enum AppHub {}

extension AppHub {
    static let all: [HubRegistration] = [
        HubImport(FeatureHub.self),
        SingletonRegister((any Clock).self, using: SystemClock.init),
        AutoRegister(Greeter.self, parameterTypes: (any Clock).self, (any HTTPClient).self, using: Greeter.init(clock:client:)),
        Register(Order.self, parameterTypes: .explicit(Int.self), .resolved(Greeter.self), using: Order.init(number:greeter:)),
        WeakSingletonRegister(ImageCache.self, using: ImageCache.init),
        CollectionRegister((any AnalyticsSink).self, using: ConsoleSink.init),
        CollectionRegister((any AnalyticsSink).self, using: FileSink.init),
        AutoRegister(
            Analytics.self,
            parameterTypes: .collection((any AnalyticsSink).self), .optional((any Logger).self),
            using: Analytics.init(sinks:logger:)
        ),
        SingletonRegister(Database.self, effects: [.async, .throws], using: Database.open),
        AutoRegister(Repository.self, parameterTypes: Database.self, using: Repository.init(database:)),
        ScopeInput(String.self, scope: UserSession.self, tag: APIKey.self, name: "apiKey", default: { "anonymous" }),
        ScopedRegister(
            Cart.self, scope: UserSession.self, parameterTypes: .resolved(String.self, tag: APIKey.self), using: Cart.init(key:)),
        SingletonRegister(Router.self, parameterTypes: .provider(Screen.self), using: Router.init(screens:)),
        AutoRegister(Screen.self, parameterTypes: Router.self, using: Screen.init(router:)),
        OpaqueAutoRegister((any Theme).self, using: DarkTheme.init),
        AutoRegister((any PaymentGateway).self, mustMockInTests: true, using: LivePaymentGateway.init),
        AutoRegister((any TitleStyle).self, using: ShoutedTitle.init),
        OpaqueSingletonRegister((any Palette).self, using: NightPalette.init),
        OpaqueRegister((any Badge).self, parameterTypes: .explicit(String.self), using: NameBadge.init(name:)),
        AutoRegister((any Engine).self, effects: .async, using: V8.init)
    ]
}

/// Written `nonisolated`: a nonisolated hub in a main-actor target, resolvable from any thread.
nonisolated enum BackgroundHub {}

extension BackgroundHub {
    static let all: [HubRegistration] = [
        AutoRegister(Checksum.self, using: { Checksum(value: 42) })
    ]
}
