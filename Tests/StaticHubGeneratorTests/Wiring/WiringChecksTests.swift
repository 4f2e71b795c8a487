import Testing

@testable import StaticHubGenerator

/// What the wiring stage (`HubWiring`, `WiringChecks`) reports of a hub's registrations as a graph:
/// what nothing provides, duplicates, clashing names, cycles, arguments only a caller has.
@Suite("Wiring: checks")
struct WiringChecksTests {
    @Test("A resolved parameter that no registration provides")
    func missingDependency() {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    AutoRegister(A.self, parameterTypes: (any Missing).self, using: A.init),
                ]
            }
            """)
        #expect(printed(result) == ["Manifest.swift:3:46: error: no registration in hub 'Hub' provides 'any Missing'"])
        #expect(result.output == nil)
    }

    @Test(
        "A missing dependency suggests a close registered spelling, or .explicit for runtime values",
        arguments: [
            ("(any ThemProtocol)", "no registration in hub 'Hub' provides 'any ThemProtocol'; did you mean 'any ThemeProtocol'?"),
            ("(any Clok)", "no registration in hub 'Hub' provides 'any Clok'; did you mean 'any Clock'?"),
            (
                "String",
                "no registration in hub 'Hub' provides 'String'; if callers pass it at run time, declare it with '.explicit(String.self)' in a 'Register'"
            ),
            (
                "Date?",
                "no registration in hub 'Hub' provides 'Date?'; if callers pass it at run time, declare it with '.explicit(Date?.self)' in a 'Register'"
            ),
            (
                "[Foundation.URL]",
                "no registration in hub 'Hub' provides '[Foundation.URL]'; if callers pass it at run time, declare it with '.explicit([Foundation.URL].self)' in a 'Register'"
            ),
            ("(any Unrelated)", "no registration in hub 'Hub' provides 'any Unrelated'"),
            // A word more is another type, not a typo.
            ("(any MergeProcessTestsInteractor)", "no registration in hub 'Hub' provides 'any MergeProcessTestsInteractor'"),
            (
                "(any MergeProcesInteractor)",
                "no registration in hub 'Hub' provides 'any MergeProcesInteractor'; did you mean 'any MergeProcessInteractor'?"
            )
        ]
    )
    func missingDependencyAdvice(_ parameter: String, _ message: String) {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    AutoRegister((any ThemeProtocol).self, using: Theme.init),
                    AutoRegister((any Clock).self, using: SystemClock.init),
                    AutoRegister((any MergeProcessInteractor).self, using: MergeProcess.init),
                    AutoRegister(A.self, parameterTypes: \(parameter).self, using: A.init),
                ]
            }
            """)
        #expect(printed(result) == ["Manifest.swift:6:46: error: \(message)"])
    }

    @Test("The same type registered twice, with a note at the first")
    func duplicate() {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    AutoRegister((any P).self, using: A.init),
                    SingletonRegister(( any   P ).self, using: B.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                """
                Manifest.swift:4:9: error: 'any P' is registered twice in hub 'Hub'
                Manifest.swift:3:9: note: 'any P' was first registered here
                """
            ])
    }

    @Test("A protocol written with and without `any` is one registration: registered both ways, a duplicate")
    func bareProtocolDuplicate() {
        let result = generate(
            """
            protocol Clock {}
            enum Hub {
                static let manifest: [HubRegistration] = [
                    SingletonRegister(Clock.self, using: SystemClock.init),
                    AutoRegister((any Clock).self, using: SystemClock.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                """
                Manifest.swift:5:9: error: 'any Clock' is registered twice in hub 'Hub'
                Manifest.swift:4:9: note: 'any Clock' was first registered here
                """
            ])
    }

    @Test(
        "Two spellings of one type wire to one registration",
        arguments: [
            // Declared a protocol in the files read.
            ("protocol Clock {}", "Clock", "(any Clock)"),
            ("protocol Clock {}", "(any Clock)", "Clock"),
            // Written `any Clock` elsewhere in a manifest.
            ("", "Clock", "(any Clock)"),
            // A member type, with and without the hub's prefix.
            ("", "Session", "Hub.Session"),
            ("", "Hub.Session", "Session")
        ]
    )
    func sameTypeSpelledTwoWays(_ declaration: String, _ registered: String, _ required: String) {
        let result = generate(
            """
            \(declaration)
            enum Hub {
                struct Session {}
                static let manifest: [HubRegistration] = [
                    SingletonRegister(\(registered).self, using: make),
                    AutoRegister(A.self, parameterTypes: \(required).self, using: A.init),
                ]
            }
            """)
        #expect(printed(result).isEmpty)
        #expect(result.output != nil)
    }

    @Test("Each diagnostic carries its catalogue message's stable ID and severity")
    func idsAndSeverities() throws {
        let result = generate(
            """
            enum Hub {
                var instance: [HubRegistration] { [] }
                static let manifest: [HubRegistration] = [
                    AutoRegister(A.self, parameterTypes: B.self, using: A.init),
                    AutoRegister(A.self, using: A.init),
                ]
            }
            """)
        #expect(result.diagnostics.map(\.id) == ["manifest-is-variable", "missing-dependency", "duplicate-registration"])
        #expect(result.diagnostics.map(\.severity) == [.warning, .error, .error])
        let duplicate = try #require(result.diagnostics.last)
        #expect(duplicate.notes.map(\.diagnosticMessage.id) == [.previousRegistration])
    }

    @Test("Two types whose accessors would have the same name")
    func nameClash() {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    AutoRegister(Outer.Inner.self, using: A.init),
                    AutoRegister(OuterInner.self, using: B.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                """
                Manifest.swift:4:9: error: 'OuterInner' and 'Outer.Inner' would both generate 'resolveOuterInner()'; give one of them a 'name:' argument
                Manifest.swift:3:9: note: 'Outer.Inner' is registered here
                """
            ])
        #expect(
            generate(
                """
                enum Hub {
                    static let manifest: [HubRegistration] = [
                        AutoRegister(Outer.Inner.self, using: A.init),
                        AutoRegister(OuterInner.self, name: "flatInner", using: B.init),
                    ]
                }
                """
            ).diagnostics.isEmpty)
    }

    @Test("Resolving a registration that needs explicit arguments")
    func dependencyNeedsArguments() {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    Register(Session.self, parameterTypes: .explicit(String.self), using: Session.init),
                    SingletonRegister(Cart.self, parameterTypes: Session.self, using: Cart.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                """
                Manifest.swift:4:54: error: 'Cart' cannot resolve 'Session', whose registration needs explicit arguments (String) that only a caller can pass; declare 'Session' with '.explicit(…)' in a 'Register' so callers pass it, or make those arguments '.resolved'
                Manifest.swift:3:9: note: 'Session' is registered here with explicit parameters
                """
            ])
    }

    @Test("A dependency cycle, with the path and a note per edge")
    func cycle() {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    AutoRegister(A.self, parameterTypes: B.self, using: A.init),
                    AutoRegister(B.self, parameterTypes: C.self, using: B.init),
                    AutoRegister(C.self, parameterTypes: A.self, using: C.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                """
                Manifest.swift:3:9: error: dependency cycle: A → B → C → A; to break it, take one of these dependencies as a provider, such as '.provider(A.self)', which resolves on 'make()'
                Manifest.swift:3:46: note: 'A' depends on 'B' here
                Manifest.swift:4:46: note: 'B' depends on 'C' here
                Manifest.swift:5:46: note: 'C' depends on 'A' here
                """
            ])
    }

    @Test("A cycle through registrations with effects is reported the same way, and propagating them ends")
    func cycleWithEffects() {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    AutoRegister(A.self, effects: .async, parameterTypes: B.self, using: A.init),
                    SingletonRegister(B.self, effects: [.async, .throws], parameterTypes: A.self, using: B.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                """
                Manifest.swift:3:9: error: dependency cycle: A → B → A; to break it, take one of these dependencies as a provider, such as '.provider(A.self)', which resolves on 'make()'
                Manifest.swift:3:63: note: 'A' depends on 'B' here
                Manifest.swift:4:79: note: 'B' depends on 'A' here
                """
            ])
    }

    @Test("A tag is part of identity: one type registers once per tag, and twice under one tag is a duplicate")
    func tagsInIdentity() {
        let result = generate(
            """
            enum Stripe {}
            enum Hub {
                static let manifest: [HubRegistration] = [
                    AutoRegister((any P).self, using: A.init),
                    AutoRegister((any P).self, tag: Stripe.self, using: B.init),
                    SingletonRegister((any P).self, tag: Stripe.self, using: C.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                """
                Manifest.swift:6:9: error: 'any P (tag: Stripe)' is registered twice in hub 'Hub'
                Manifest.swift:5:9: note: 'any P (tag: Stripe)' was first registered here
                """
            ])
    }

    @Test(
        "A missing tagged or untagged dependency lists the tags the type is registered with",
        arguments: [
            (
                ".resolved((any P).self, tag: Adyen.self)",
                "no registration in hub 'Hub' provides 'any P (tag: Adyen)'; 'any P' is registered with 'tag: Stripe.self' and 'tag: Braintree.self'"
            ),
            (
                ".resolved((any P).self)",
                "no registration in hub 'Hub' provides 'any P'; 'any P' is registered with 'tag: Stripe.self' and 'tag: Braintree.self'"
            ),
            (
                ".provider(Q.self, tag: Stripe.self)",
                "no registration in hub 'Hub' provides 'Q (tag: Stripe)'; 'Q' is registered with no tag"
            )
        ]
    )
    func missingTag(_ parameter: String, _ message: String) {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    AutoRegister((any P).self, tag: Stripe.self, using: A.init),
                    AutoRegister((any P).self, tag: Braintree.self, using: B.init),
                    AutoRegister(Q.self, using: Q.init),
                    AutoRegister(C.self, parameterTypes: \(parameter), using: C.init),
                ]
            }
            """)
        #expect(printed(result) == ["Manifest.swift:6:56: error: \(message)"])
    }

    @Test("An optional dependency nothing provides is no error; a tagged one is matched by its tag")
    func optionalAbsent() throws {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    AutoRegister((any Logger).self, tag: Console.self, using: ConsoleLogger.init),
                    AutoRegister(C.self, parameterTypes: .optional((any Logger).self), .optional((any Logger).self, tag: Console.self), using: C.init(a:b:)),
                ]
            }
            """)
        #expect(printed(result).isEmpty)
        let output = try #require(result.output)
        try expectGolden(output)
    }

    @Test("A cycle through a provider is legal; one through an optional dependency is not")
    func providerBreaksCycle() throws {
        let legal = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    SingletonRegister(A.self, parameterTypes: .provider(B.self), using: A.init),
                    AutoRegister(B.self, parameterTypes: A.self, using: B.init),
                ]
            }
            """)
        #expect(printed(legal).isEmpty)
        try expectGolden(try #require(legal.output))
        let optional = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    AutoRegister(A.self, parameterTypes: .optional(B.self, tag: T.self), using: A.init),
                    AutoRegister(B.self, tag: T.self, parameterTypes: A.self, using: B.init),
                ]
            }
            """)
        #expect(
            printed(optional) == [
                """
                Manifest.swift:3:9: error: dependency cycle: A → B (tag: T) → A; to break it, take one of these dependencies as a provider, such as '.provider(A.self)', which resolves on 'make()'
                Manifest.swift:3:56: note: 'A' depends on 'B (tag: T)' here
                Manifest.swift:4:59: note: 'B (tag: T)' depends on 'A' here
                """
            ])
    }

    @Test("Output is identical whatever order the files come in")
    func deterministic() {
        let files = [
            "B.swift":
                "extension Hub {\n    static let b: [HubRegistration] = [AutoRegister(B.self, parameterTypes: A.self, using: B.init)]\n}",
            "A.swift": "enum Hub {\n    static let a: [HubRegistration] = [AutoRegister(A.self, using: A.init)]\n}",
            "C.swift": "enum Other {\n    static let c: [HubRegistration] = [AutoRegister(C.self, using: C.init)]\n}"
        ]
        let forward = GeneratorPipeline.generate(files.sorted { $0.key < $1.key }.map { SourceInput(path: $0.key, text: $0.value) })
        let backward = GeneratorPipeline.generate(files.sorted { $0.key > $1.key }.map { SourceInput(path: $0.key, text: $0.value) })
        #expect(forward.output != nil)
        #expect(forward.output == backward.output)
    }
}
