import Testing

@testable import StaticHubGenerator

/// The interface stage alone: a manifest's parsed files in, the hubs importers see out.
@Suite("Stage: interfaces")
struct InterfaceStageTests {
    @Test(
        "Types are normalised (a protocol named bare is 'any P', a hub's member type is spelled from the hub), access is lowered by a type, elements are numbered"
    )
    func normalisedRegistrations() {
        let files = StageText.read(
            """
            import StaticHub
            protocol Clock {}
            struct SystemClock: Clock {}
            struct Secret {}
            public enum AppHub {
                public struct Settings { public init() {} }
            }
            extension AppHub {
                static var all: [HubRegistration] {
                    [
                        SingletonRegister(Clock.self, using: SystemClock.init),
                        AutoRegister(Settings.self, using: Settings.init),
                        AutoRegister(Secret.self, using: Secret.init),
                        CollectionRegister((any Clock).self, using: SystemClock.init),
                        CollectionRegister(Clock.self, using: SystemClock.init),
                        AutoRegister(Remote.self, using: Remote.init),
                        HubRequirement(Clock.self, tag: Secret.self),
                    ]
                }
            }
            """)
        let (declared, diagnostics) = InterfaceBuilder.declare(files, module: nil, defaultIsolation: .nonisolated)
        #expect(diagnostics.isEmpty)
        #expect(
            declared.interfaces.flatMap(StageText.lines(of:)) == [
                "hub AppHub public",
                "  SingletonRegister any Clock → resolveClock internal (by Clock)",
                "  AutoRegister AppHub.Settings → resolveSettings public",
                "  AutoRegister Secret → resolveSecret internal (by Secret)",
                "  CollectionRegister any Clock → _element0OfClock internal (by Clock)",
                "  CollectionRegister any Clock → _element1OfClock internal (by Clock)",
                "  AutoRegister Remote → resolveRemote public HubMetatype",
                "  requires any Clock (tag: Secret)"
            ])
    }

    @Test("A hub takes its attribute's isolation, else the module's default unless it is 'nonisolated' or an actor")
    func hubIsolation() {
        let files = StageText.read(
            """
            enum Plain {}
            nonisolated enum Opted {}
            @MainActor enum Marked {}
            actor Worker {}
            extension Plain { static let all: [HubRegistration] = [AutoRegister(A.self, using: A.init)] }
            extension Opted { static let all: [HubRegistration] = [AutoRegister(A.self, using: A.init)] }
            extension Marked { static let all: [HubRegistration] = [AutoRegister(A.self, using: A.init)] }
            extension Worker { static let all: [HubRegistration] = [AutoRegister(A.self, using: A.init)] }
            """)
        let underDefault = InterfaceBuilder.declare(files, module: nil, defaultIsolation: .mainActor).module
        #expect(
            underDefault.interfaces.map { $0.name + ": " + ($0.globalActor ?? "none") } == [
                "Marked: MainActor", "Opted: none", "Plain: MainActor", "Worker: none"
            ])
        let nonisolated = InterfaceBuilder.declare(files, module: nil, defaultIsolation: .nonisolated).module
        #expect(
            nonisolated.interfaces.map { $0.name + ": " + ($0.globalActor ?? "none") } == [
                "Marked: MainActor", "Opted: none", "Plain: none", "Worker: none"
            ])
    }

    @Test("A hub no generated code can extend has no interface, and the stage says why, at its declaration")
    func hubsWithoutInterface() {
        let files = StageText.read(
            """
            protocol Shape {}
            enum Box<T> {}
            private enum Hidden {}
            enum Fine {}
            extension Shape { static let all: [HubRegistration] = [AutoRegister(A.self, using: A.init)] }
            extension Box { static let all: [HubRegistration] = [AutoRegister(A.self, using: A.init)] }
            extension Hidden { static let all: [HubRegistration] = [AutoRegister(A.self, using: A.init)] }
            extension Fine { static let all: [HubRegistration] = [AutoRegister(A.self, using: A.init)] }
            extension Missing { static let all: [HubRegistration] = [AutoRegister(A.self, using: A.init)] }
            """)
        let (declared, diagnostics) = InterfaceBuilder.declare(files, module: nil, defaultIsolation: .nonisolated)
        #expect(declared.interfaces.map(\.name) == ["Fine"])
        #expect(diagnostics.sortedForOutput().map(\.id) == ["hub-is-protocol", "generic-hub", "hub-not-extendable", "hub-not-found"])
    }
}
