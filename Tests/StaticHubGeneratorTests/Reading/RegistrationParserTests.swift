import Testing

@testable import StaticHubGenerator

@Suite("Registration parser")
struct RegistrationParserTests {
    /// Wraps registration lines in a hub and manifest; the first registration is on line 3.
    private func manifest(_ registrations: String) -> String {
        """
        enum Hub {
            static let manifest: [HubRegistration] = [
        \(registrations)
            ]
        }
        """
    }

    private func registrations(_ source: String) -> [Registration] {
        let file = FileParser.parse(Lexer.tokenize(SourceFile(path: "Manifest.swift", text: manifest(source)))).file
        return file.manifests.flatMap(\.registrations)
    }

    @Test("Parameters: resolved for auto kinds, explicit or resolved for Register, explicit with factory:")
    func parameterSources() throws {
        let parsed = registrations(
            """
                    AutoRegister(A.self, parameterTypes: B.self, C.self, using: A.init(b:c:)),
                    Register(D.self, parameterTypes: .explicit(Int.self), HubParameter.resolved(B.self), using: D.init),
                    Register(E.self, parameterTypes: Int.self, String.self, factory: E.init(_:name:)),
            """)
        #expect(parsed.map(\.kind.name) == ["AutoRegister", "Register", "Register"])
        #expect(parsed[0].parameters.map(\.form) == [.resolved, .resolved])
        #expect(parsed[0].parameters.map(\.label) == ["b", "c"])
        #expect(parsed[1].parameters.map(\.form) == [.explicit, .resolved])
        #expect(parsed[1].parameters.map(\.label) == [nil, nil])
        #expect(parsed[2].parameters.map(\.form) == [.explicit, .explicit])
        #expect(parsed[2].parameters.map(\.label) == [nil, "name"])
        #expect(parsed[2].parameters.map(\.type.spelling) == ["Int", "String"])
    }

    @Test("Positions: the kind token, the registered type, each parameter and the factory")
    func positions() throws {
        let parsed = try #require(
            registrations(
                """
                        StaticHub.Register(
                            (any P).self,
                            parameterTypes: .explicit(Date.self),
                            using: { date in Impl(date) }
                        ),
                """
            ).first)
        #expect(parsed.location.description == "Manifest.swift:3:19")
        #expect(parsed.registeredTypeLocation.description == "Manifest.swift:4:13")
        #expect(parsed.parameters[0].location.description == "Manifest.swift:5:39")
        #expect(parsed.factory.location.description == "Manifest.swift:6:20")
        #expect(parsed.factory.text == "{ date in Impl(date) }")
    }

    @Test("effects: in each spelling, typed throws too, and where it is")
    func effects() throws {
        let parsed = registrations(
            """
                    AutoRegister(A.self, effects: .throws, using: A.init),
                    SingletonRegister(B.self, effects: HubEffects.async, using: B.init),
                    Register(C.self, name: "c", effects: [.throws, .async], parameterTypes: .explicit(Int.self), using: C.init),
                    AutoRegister(D.self, using: D.init),
                    AutoRegister(E.self, effects: [.async, .throws(Store.Failure.self)], using: E.init),
            """)
        let failure = TypeSyntax.nominal([.init(name: "Store", genericArguments: []), .init(name: "Failure", genericArguments: [])])
        #expect(
            parsed.map(\.declaredEffects) == [
                Effects(throwing: .throwing), Effects(isAsync: true), Effects(isAsync: true, throwing: .throwing), .none,
                Effects(isAsync: true, throwing: .typed(failure))
            ])
        #expect(parsed[0].effectsLocation?.description == "Manifest.swift:3:39")
        #expect(parsed[3].effectsLocation == nil)
    }

    @Test("name: and a trailing closure")
    func nameAndTrailingClosure() throws {
        let parsed = try #require(registrations(#"        AutoRegister(A.self, name: "primary") { A(values: [1, 2]) },"#).first)
        #expect(parsed.nameOverride == "primary")
        #expect(parsed.plainName == "Primary")
        #expect(parsed.factory.text == "{ A(values: [1, 2]) }")
    }

    @Test(
        "Malformed registrations get a positioned error and nothing is generated",
        arguments: [
            (
                "        makeRegistrations(),",
                "Manifest.swift:3:9: error: unknown registration kind 'makeRegistrations'; expected one of AutoRegister, SingletonRegister, ScopedRegister, WeakSingletonRegister, CollectionRegister, Register, FactoryRegister, OpaqueAutoRegister, OpaqueSingletonRegister, OpaqueRegister, OpaqueFactoryRegister"
            ),
            (
                "        AutoRegistr(A.self, using: A.init),",
                "Manifest.swift:3:9: error: unknown registration kind 'AutoRegistr'; expected one of AutoRegister, SingletonRegister, ScopedRegister, WeakSingletonRegister, CollectionRegister, Register, FactoryRegister, OpaqueAutoRegister, OpaqueSingletonRegister, OpaqueRegister, OpaqueFactoryRegister"
            ),
            (
                "        42,",
                "Manifest.swift:3:9: error: expected a registration such as 'AutoRegister(…)' in a '[HubRegistration]' manifest"
            ),
            (
                "        AutoRegister(A.self, using: A.init).named(),",
                "Manifest.swift:3:44: error: expected a registration such as 'AutoRegister(…)' in a '[HubRegistration]' manifest"
            ),
            (
                "        AutoRegister(A, using: A.init),",
                "Manifest.swift:3:22: error: 'AutoRegister' needs the registered type first, written as 'SomeType.self'"
            ),
            (
                "        AutoRegister(using: A.init),",
                "Manifest.swift:3:22: error: 'AutoRegister' needs the registered type first, written as 'SomeType.self'"
            ),
            ("        AutoRegister(A.self),", "Manifest.swift:3:9: error: 'AutoRegister' needs a factory: add 'using: SomeType.init'"),
            (
                "        AutoRegister(A.self, parameterTypes: B.self, usin: A.init),",
                "Manifest.swift:3:54: error: 'AutoRegister' has no argument 'usin:'"
            ),
            (
                "        AutoRegister(A.self, B.self, using: A.init),",
                "Manifest.swift:3:30: error: unexpected unlabelled argument in 'AutoRegister'; parameter types follow 'parameterTypes:'"
            ),
            (
                "        SingletonRegister(A.self, factory: A.init),",
                "Manifest.swift:3:35: error: 'SingletonRegister' takes its factory as 'using:', not 'factory:'"
            ),
            (
                "        Register(A.self, parameterTypes: Int.self, using: A.init),",
                "Manifest.swift:3:42: error: expected a parameter form: '.explicit(SomeType.self)', '.resolved(SomeType.self)', '.optional(SomeType.self)', '.provider(SomeType.self)' or '.collection(SomeType.self)'"
            ),
            (
                "        Register(A.self, parameterTypes: .implicit(Int.self), using: A.init),",
                "Manifest.swift:3:43: error: expected a parameter form: '.explicit(SomeType.self)', '.resolved(SomeType.self)', '.optional(SomeType.self)', '.provider(SomeType.self)' or '.collection(SomeType.self)'"
            ),
            (
                "        Register(A.self, parameterTypes: .explicit(Int), using: A.init),",
                "Manifest.swift:3:52: error: expected a parameter type written as 'SomeType.self'"
            ),
            (
                "        AutoRegister(A.self, parameterTypes: B, using: A.init),",
                "Manifest.swift:3:46: error: expected a parameter type written as 'SomeType.self'"
            ),
            (
                "        AutoRegister(Array<Int.self, using: A.init),",
                "Manifest.swift:3:22: error: cannot read the type 'Array<Int': expected '>' at the end of the type"
            ),
            (
                "        OpaqueAutoRegister([Int].self, using: { [1] }),",
                "Manifest.swift:3:28: error: 'OpaqueAutoRegister' resolves to 'some P', so it needs a protocol such as '(any P)', not '[Int]'"
            ),
            (
                "        OpaqueSingletonRegister((any P)?.self, using: f),",
                "Manifest.swift:3:33: error: 'OpaqueSingletonRegister' resolves to 'some P', so it needs a protocol such as '(any P)', not '(any P)?'"
            ),
            (
                #"        AutoRegister(A.self, name: "not valid", using: A.init),"#,
                "Manifest.swift:3:36: error: 'name:' takes a string literal that is a Swift identifier, such as \"theme\""
            ),
            (
                "        AutoRegister(A.self, parameterTypes: B.self, using: A.init(b:c:)),",
                "Manifest.swift:3:61: error: factory 'A.init(b:c:)' names 2 arguments but 1 parameter type is declared"
            ),
            (
                "        AutoRegister(A.self, effects: .rethrows, using: A.init),",
                "Manifest.swift:3:39: error: 'effects:' takes '.throws', '.throws(SomeError.self)', '.async' or a list of them such as '[.async, .throws]'"
            ),
            (
                "        AutoRegister(A.self, effects: [], using: A.init),",
                "Manifest.swift:3:39: error: 'effects:' takes '.throws', '.throws(SomeError.self)', '.async' or a list of them such as '[.async, .throws]'"
            ),
            (
                "        AutoRegister(A.self, effects: throwing, using: A.init),",
                "Manifest.swift:3:39: error: 'effects:' takes '.throws', '.throws(SomeError.self)', '.async' or a list of them such as '[.async, .throws]'"
            ),
            (
                "        AutoRegister(A.self, effects: [.async, .async], using: A.init),",
                "Manifest.swift:3:48: error: '.async' is listed twice in 'effects:'"
            ),
            (
                "        AutoRegister(A.self, effects: .throws(DatabaseError), using: A.init),",
                "Manifest.swift:3:39: error: 'effects:' takes '.throws', '.throws(SomeError.self)', '.async' or a list of them such as '[.async, .throws]'"
            ),
            (
                "        FactoryRegister(A.self, effects: .throws, factory: A.init),",
                "Manifest.swift:3:42: error: 'FactoryRegister' is soft-deprecated and takes no 'effects:'; write 'Register', which does"
            ),
            // The labels a kind takes come from one table (`RegistrationKind.labels`), the DSL's too.
            (
                "        HubRequirement(A.self, default: A.init, using: A.init),",
                "Manifest.swift:3:49: error: 'HubRequirement' has no argument 'using:'"
            ),
            (
                "        OpaqueAutoRegister((any P).self, mustMockInTests: true, using: A.init),",
                "Manifest.swift:3:42: error: 'OpaqueAutoRegister' has no argument 'mustMockInTests:'"
            ),
            (
                "        WeakSingletonRegister(A.self, effects: [.async, .throws], using: A.init),",
                "Manifest.swift:3:48: error: a weak singleton cannot be '.async': it is created under a lock, which cannot be held across a suspension; '.throws' works, or register it with 'SingletonRegister'"
            ),
            (
                "        AutoRegister(A.self, tag: Stripe, using: A.init),",
                "Manifest.swift:3:35: error: 'tag:' takes a type written as 'SomeTag.self', such as an 'enum Stripe {}' of your own"
            ),
            (
                "        AutoRegister(A.self, parameterTypes: .explicit(Int.self), using: A.init),",
                "Manifest.swift:3:47: error: 'AutoRegister' resolves every parameter, so it has no caller to pass an '.explicit' one; register with 'Register' to take arguments"
            ),
            (
                "        SingletonRegister(A.self, parameterTypes: .optional(B.self), C.self, using: A.init),",
                "Manifest.swift:3:70: error: write '.resolved(C.self)': once one parameter uses a form such as '.optional' or '.provider', every parameter is written as one"
            ),
            (
                "        AutoRegister(A.self, parameterTypes: .resolved(B.self, tags: X.self), using: A.init),",
                "Manifest.swift:3:64: error: a parameter form takes the type and, optionally, 'tag: SomeTag.self'"
            ),
            (
                "        Register(A.self, parameterTypes: .explicit(Int.self, tag: X.self), using: A.init),",
                "Manifest.swift:3:62: error: '.explicit' takes only the parameter type: its caller passes the value, so it has no tag"
            ),
            (
                "        AutoRegister(A.self, parameterTypes: .provider(B.self, tag: X), using: A.init),",
                "Manifest.swift:3:69: error: 'tag:' takes a type written as 'SomeTag.self', such as an 'enum Stripe {}' of your own"
            ),
            (
                "        AutoRegister(A.self, parameterTypes: .lazy(B.self), using: A.init),",
                "Manifest.swift:3:47: error: expected a parameter form: '.explicit(SomeType.self)', '.resolved(SomeType.self)', '.optional(SomeType.self)', '.provider(SomeType.self)' or '.collection(SomeType.self)'"
            ),
            (
                #"        CollectionRegister(A.self, name: "a", using: A.init),"#,
                "Manifest.swift:3:36: error: 'CollectionRegister' takes no 'name:': its elements make one collection, whose accessor is named after the type; to keep two collections of one type apart, give them a 'tag:'"
            ),
            (
                "        CollectionRegister(A.self, parameterTypes: .explicit(Int.self), using: A.init),",
                "Manifest.swift:3:53: error: 'CollectionRegister' resolves every parameter, so it has no caller to pass an '.explicit' one; register with 'Register' to take arguments"
            ),
            (
                "        CollectionRegister(A.self, factory: A.init),",
                "Manifest.swift:3:36: error: 'CollectionRegister' takes its factory as 'using:', not 'factory:'"
            ),
            (
                "        OpaqueCollectionRegister((any P).self, using: f),",
                "Manifest.swift:3:9: error: unknown registration kind 'OpaqueCollectionRegister'; expected one of AutoRegister, SingletonRegister, ScopedRegister, WeakSingletonRegister, CollectionRegister, Register, FactoryRegister, OpaqueAutoRegister, OpaqueSingletonRegister, OpaqueRegister, OpaqueFactoryRegister"
            ),
            (
                "        OpaqueSingletonRegister((any P).self, effects: .async, using: f),",
                "Manifest.swift:3:56: error: an opaque singleton cannot have effects: its storage would have to name the factory's hidden type, which Swift does not allow; register it with 'SingletonRegister' and the protocol type, or with 'OpaqueAutoRegister'"
            )
        ]
    )
    func malformed(_ registration: String, _ expected: String) {
        check(registration, expected)
    }

    @Test("More parameter types than the registration functions take is an error at the first extra one")
    func tooManyParameters() {
        let types = Array(repeating: "B.self", count: Registration.maximumParameterCount + 1).joined(separator: ", ")
        let column = "        AutoRegister(A.self, parameterTypes: ".count + Registration.maximumParameterCount * "B.self, ".count + 1
        check(
            "        AutoRegister(A.self, parameterTypes: \(types), using: A.init),",
            "Manifest.swift:3:\(column): error: 'AutoRegister' takes at most 30 parameter types, and this one has 31; group some dependencies into one type (a struct of them) and register that"
        )
    }

    private func check(_ registration: String, _ expected: String) {
        let result = generate(manifest(registration))
        #expect(printed(result) == [expected])
        #expect(result.output == nil)
    }

    @Test("Every malformed registration of a run is reported, in source order")
    func collectsAll() {
        let result = generate(
            manifest(
                """
                        AutoRegister(A.self),
                        AutoRegister(B.self, using: B.init),
                        Unknown(C.self),
                """))
        #expect(
            printed(result) == [
                "Manifest.swift:3:9: error: 'AutoRegister' needs a factory: add 'using: SomeType.init'",
                "Manifest.swift:5:9: error: unknown registration kind 'Unknown'; expected one of AutoRegister, SingletonRegister, ScopedRegister, WeakSingletonRegister, CollectionRegister, Register, FactoryRegister, OpaqueAutoRegister, OpaqueSingletonRegister, OpaqueRegister, OpaqueFactoryRegister"
            ])
    }
}
