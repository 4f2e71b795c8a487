import Testing

@testable import StaticHubGenerator

/// One type registered in each branch of an `#if` (a debug logger and a release one): each
/// is an alternative, generated under its branch, and together they provide the type where
/// their branches cover the dependent's builds.
@Suite("Alternatives in the branches of an #if")
struct AlternativeRegistrationsTests {
    @Test(
        "Branches that cover every build provide the type to a registration of every build; branches that do not are an error naming them"
    )
    func coverage() {
        let result = generate(
            """
            enum Hub {
                static let always: [HubRegistration] = [
                    AutoRegister(A.self, parameterTypes: (any Logger).self, using: A.init),
                    AutoRegister(B.self, parameterTypes: Clock.self, using: B.init),
                ]
                #if DEBUG
                static let debug: [HubRegistration] = [AutoRegister((any Logger).self, using: PrintLogger.init)]
                #else
                static let release: [HubRegistration] = [AutoRegister((any Logger).self, using: SilentLogger.init)]
                #endif
                #if os(iOS)
                static let iOS: [HubRegistration] = [AutoRegister(Clock.self, using: Clock.init)]
                #elseif os(Linux)
                static let linux: [HubRegistration] = [AutoRegister(Clock.self, using: Clock.init)]
                #endif
            }
            """)
        #expect(
            printed(result) == [
                """
                Manifest.swift:4:46: error: 'B' depends on 'Clock', which is registered only under '#if (os(iOS)) || (!(os(iOS)) && (os(Linux)))', but 'B' is in every build; register 'B' under the same '#if', or 'Clock' outside it
                Manifest.swift:12:42: note: 'Clock' is registered under '#if os(iOS)' here
                Manifest.swift:14:44: note: 'Clock' is registered under '#if !(os(iOS)) && (os(Linux))' here
                """
            ])
    }

    @Test("#if, #elseif and #else together cover every build, and a dependent under one branch needs only that branch's")
    func threeBranches() {
        let result = generate(
            """
            enum Hub {
                static let always: [HubRegistration] = [AutoRegister(A.self, parameterTypes: Clock.self, using: A.init)]
                #if os(iOS)
                static let iOS: [HubRegistration] = [AutoRegister(Clock.self, using: Clock.init)]
                #elseif os(Linux)
                static let linux: [HubRegistration] = [
                    AutoRegister(Clock.self, using: Clock.init),
                    AutoRegister(B.self, parameterTypes: Clock.self, using: B.init),
                ]
                #else
                static let other: [HubRegistration] = [AutoRegister(Clock.self, using: Clock.init)]
                #endif
            }
            """)
        #expect(printed(result).isEmpty)
        #expect(result.output?.contains("#if !(os(iOS)) && !(os(Linux))\n    // MARK: AutoRegister(Clock)") == true)
    }

    @Test(
        "An alternative keeps its type's signature (its kind, but for how an instance is kept, its name, arguments and effects)"
    )
    func alternativeDiffers() {
        let result = generate(
            """
            enum Hub {
                #if DEBUG
                static let debug: [HubRegistration] = [
                    SingletonRegister(Store.self, using: Store.init),
                    AutoRegister(Clock.self, using: Clock.init),
                ]
                #else
                static let release: [HubRegistration] = [
                    Register(Store.self, parameterTypes: .explicit(String.self), using: Store.init(name:)),
                    AutoRegister(Clock.self, effects: .throws, using: Clock.init),
                ]
                #endif
            }
            """)
        #expect(
            printed(result) == [
                """
                Manifest.swift:9:9: error: 'Store' is registered in another branch of an '#if' too, and it is 'Register' here and 'SingletonRegister' there; registrations of one type in different branches differ only in their factory and what it resolves
                Manifest.swift:4:9: note: 'Store' was first registered here
                """,
                """
                Manifest.swift:10:9: error: 'Clock' is registered in another branch of an '#if' too, and its effects differ (async, throws, or isolation, its own or its dependencies'); registrations of one type in different branches differ only in their factory and what it resolves
                Manifest.swift:5:9: note: 'Clock' was first registered here
                """
            ])
    }

    @Test("Blocks that do not exclude each other register the type twice in some build: a duplicate, as before")
    func notExclusive() {
        let result = generate(
            """
            enum Hub {
                #if DEBUG
                static let debug: [HubRegistration] = [AutoRegister(Clock.self, using: Clock.init)]
                #endif
                #if os(Linux)
                static let linux: [HubRegistration] = [AutoRegister(Clock.self, using: Clock.init)]
                #endif
            }
            """)
        let firstLines = printed(result).map { $0.prefix(while: { $0 != "\n" }) }
        #expect(firstLines == ["Manifest.swift:6:44: error: 'Clock' is registered twice in hub 'Hub'"])
    }

    @Test("A cycle through any alternative is reported")
    func cycleThroughAnAlternative() {
        let result = generate(
            """
            enum Hub {
                static let always: [HubRegistration] = [AutoRegister(Clock.self, parameterTypes: (any Logger).self, using: Clock.init)]
                #if DEBUG
                static let debug: [HubRegistration] = [AutoRegister((any Logger).self, using: PrintLogger.init)]
                #else
                static let release: [HubRegistration] = [AutoRegister((any Logger).self, parameterTypes: Clock.self, using: FileLogger.init)]
                #endif
            }
            """)
        #expect(
            printed(result) == [
                """
                Manifest.swift:2:45: error: dependency cycle: Clock → any Logger → Clock; to break it, take one of these dependencies as a provider, such as '.provider(Clock.self)', which resolves on 'make()'
                Manifest.swift:2:86: note: 'Clock' depends on 'any Logger' here
                Manifest.swift:6:94: note: 'any Logger' depends on 'Clock' here
                """
            ])
    }
}
