import Foundation
import StaticHubTestSupport
import Testing

@testable import StaticHubCommandLine
@testable import StaticHubGenerator

/// Each fixture in `CompileFailures/` is generated and then compiled with the real
/// toolchain in Swift 6 mode; the build must fail with the compiler's message on the
/// line that caused it: the registration, or the misuse of the generated API. A fixture starts
/// with `// swift-format-ignore-file`: its lines are what the cases name.
@Suite("Compile failures point at the manifest")
struct CompileFailureTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var fixture: String
        /// Every error must be on this line of the fixture's Manifest.swift.
        var line: Int
        /// Each of these must start the message of at least one error.
        var messages: [String]
        /// The target's default isolation; under `MainActor`, with approachable concurrency too,
        /// as Xcode's new-app template builds.
        var defaultIsolation: DefaultIsolation = .nonisolated
        /// Whether the error comes after type-checking (a non-escapable value escaping is
        /// found in SIL): the fixture is then compiled into a module.
        var emitsModule = false

        var testDescription: String { fixture }
    }

    static let cases = [
        Case(
            fixture: "ExplicitParameterMismatch",
            line: 15,
            messages: [
                "member 'explicit' in 'HubParameter<any Clock>' produces result of type 'HubParameter<Int>', but context expects 'HubParameter<any Clock>'"
            ]
        ),
        Case(
            fixture: "FactoryTypeMismatch",
            line: 18,
            // With the `HubParameter` overloads of `AutoRegister`, Swift 6.3 reports the mismatch
            // at each parameter type, naming the type the factory expects there.
            messages: [
                "cannot convert value of type 'Int.Type' to expected argument type 'HubParameter<String>'",
                "cannot convert value of type 'String.Type' to expected argument type 'HubParameter<Int>'"
            ]
        ),
        // Past ten parameter types the registration functions take a pack, and the mismatch
        // is still the compiler's readable message on the manifest line.
        Case(
            fixture: "LongParameterListMismatch",
            line: 14,
            messages: [
                "cannot convert value of type '@Sendable (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, String) -> Report' "
                    + "to expected argument type '@isolated(any) (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) -> Report'"
            ]
        ),
        Case(
            fixture: "WeakSingletonOfValueType",
            line: 13,
            messages: [
                "'weak' must not be applied to non-class-bound 'any Settings'; consider adding a protocol conformance that has a class bound"
            ]
        ),
        Case(
            fixture: "NonSendableSingleton",
            line: 13,
            messages: [
                "static property '_sharedCache' is not concurrency-safe because non-'Sendable' type 'Cache' may have shared mutable state"
            ]
        ),
        // A factory isolated to an actor needs the registration isolated to it: on the manifest line.
        Case(
            fixture: "MainActorFactoryWithoutIsolation",
            line: 13,
            messages: ["call to main actor-isolated initializer 'init()' in a synchronous nonisolated context"]
        ),
        // An isolated registration's members are isolated: calling one off the actor fails at the call.
        Case(
            fixture: "IsolatedResolveOffTheActor",
            line: 17,
            messages: ["call to main actor-isolated static method 'resolve' in a synchronous nonisolated context"]
        ),
        Case(
            fixture: "OpaqueScopedMock",
            line: 16,
            messages: [
                "'mock(_:factory:)' is unavailable: opaque registrations cannot be mocked: callers see 'some Engine', whose type cannot change"
            ]
        ),
        Case(
            fixture: "OpaqueGlobalMock",
            line: 16,
            messages: [
                "'mock(_:factory:)' is unavailable: opaque registrations cannot be mocked: callers see 'some Engine', whose type cannot change"
            ]
        ),
        // A factory referenced without labels: the declared parameter types pick it, and the
        // compiler's readable message lands on the manifest line, never "failed to produce diagnostic".
        Case(
            fixture: "LabelledInitializerMismatch",
            line: 14,
            messages: ["cannot convert value of type 'Int.Type' to expected argument type 'HubParameter<String>'"]
        ),
        Case(
            fixture: "OverloadedInitializerMismatch",
            line: 14,
            messages: [
                "member 'explicit' in 'HubParameter<String>' produces result of type 'HubParameter<Double>', but context expects 'HubParameter<String>'"
            ]
        ),
        Case(fixture: "PrivateFactory", line: 18, messages: ["'makeClock' is inaccessible due to 'private' protection level"]),
        Case(fixture: "ClosureLineMapping", line: 16, messages: ["'secretTitle' is inaccessible due to 'private' protection level"]),
        // Errors on lines after the first of a declaration, with a registration right below
        // that must not receive them.
        Case(fixture: "FileprivateSingleton", line: 15, messages: ["'Cache' is inaccessible due to 'fileprivate' protection level"]),
        Case(fixture: "FileprivateTransient", line: 15, messages: ["'Token' is inaccessible due to 'fileprivate' protection level"]),
        Case(
            fixture: "FileprivateExplicitArgument", line: 17, messages: ["'Secret' is inaccessible due to 'fileprivate' protection level"]),
        Case(fixture: "FileprivateOpaque", line: 14, messages: ["'Engine' is inaccessible due to 'fileprivate' protection level"]),
        // Effects: a factory that does less than `effects:` declares, or more.
        Case(
            fixture: "EffectsThrowsOnPlainFactory",
            line: 12,
            messages: ["'callAsFunction()' is unavailable: the factory does not throw: remove '.throws' from 'effects:'"]
        ),
        Case(
            fixture: "EffectsAsyncOnSyncFactory",
            line: 12,
            messages: ["'callAsFunction()' is unavailable: the factory is not async: remove '.async' from 'effects:'"]
        ),
        Case(
            fixture: "ThrowingFactoryWithoutEffects",
            line: 12,
            messages: [
                "invalid conversion from throwing function of type '@Sendable () throws -> Keychain' to non-throwing function type '@isolated(any) () -> Keychain'"
            ]
        ),
        Case(fixture: "AsyncFactoryDeclaredThrows", line: 12, messages: ["'async' call in a function that does not support concurrency"]),
        Case(fixture: "ThrowingFactoryDeclaredAsync", line: 12, messages: ["call can throw, but it is not marked with 'try'"]),
        // Collections: an element that is not of the type, and a factory that takes another array.
        Case(
            fixture: "CollectionElementTypeMismatch",
            line: 14,
            messages: ["cannot convert value of type '@Sendable () -> Printer' to expected argument type '@isolated(any) () -> any Sink'"]
        ),
        Case(
            fixture: "CollectionParameterMismatch",
            line: 16,
            // The `HubParameter` forms take a pack: the compiler names the parameter.
            messages: [
                "member 'collection(_:tag:)' in 'HubParameter<[ConsoleSink]>' produces result of type 'HubParameter<[any Sink]>', but context expects 'HubParameter<[ConsoleSink]>'"
            ]
        ),
        // A dependent inherits its dependency's effects: the caller's `try` is missing.
        Case(fixture: "ResolveWithoutTry", line: 22, messages: ["call can throw, but it is not marked with 'try'"]),
        // Under Xcode's defaults: types are main-actor unless marked, a hub without isolation
        // too, and the same errors land on the same lines.
        Case(
            fixture: "MainActorDefaultTypeOnNonisolatedHub", line: 13,
            messages: ["call to main actor-isolated initializer 'init()' in a synchronous nonisolated context"],
            defaultIsolation: .mainActor),
        Case(
            fixture: "MainActorDefaultNonSendableSingleton", line: 14,
            messages: [
                "static property '_sharedCache' is not concurrency-safe because non-'Sendable' type 'Cache' may have shared mutable state"
            ], defaultIsolation: .mainActor),
        Case(
            fixture: "MainActorDefaultResolveOffTheActor", line: 18,
            messages: ["call to main actor-isolated static method 'resolveBanner()' in a synchronous nonisolated context"],
            defaultIsolation: .mainActor),
        // A task scope's instance is shared by the body's child tasks: a singleton's check, on its line.
        Case(fixture: "NonSendableTaskScoped", line: 16, messages: ["static property '_sharedCart' is not concurrency-safe"]),
        // So are its inputs, which the body's child tasks share: on the `TaskScope` line.
        Case(fixture: "NonSendableTaskScopeInput", line: 17, messages: ["static property '_inputsRequestScope' is not concurrency-safe"]),
        // Each kind of scope has its own members: a task scope no reset, a process scope no `withScope`.
        Case(fixture: "ResetTaskScope", line: 19, messages: ["type 'Hub' has no member 'resetScope'"]),
        Case(fixture: "WithScopeOfProcessScope", line: 18, messages: ["type 'Hub' has no member 'withScope'"]),
        // A task scope's resolver cannot leave its `withScope` body, ...
        Case(
            fixture: "TaskScopeResolverEscapes", line: 19, messages: ["lifetime-dependent variable 'scope' escapes its scope"],
            emitsModule: true),
        Case(
            fixture: "TaskScopeResolverReturned", line: 19,
            messages: [
                "static method 'withScope' requires that 'Hub.RequestScopeResolver' (aka '_HubTaskScopeResolver<Hub, RequestScope>') conform to 'Escapable'"
            ]),
        // ... and has no member for what needs another task scope.
        Case(
            fixture: "TaskScopeResolverOtherScope", line: 24,
            messages: [
                "referencing instance method 'resolveCheckout(file:line:)' on '_HubTaskScopeResolver' requires the types 'BatchScope' and 'RequestScope' be equivalent"
            ])
    ]

    @Test("The compiler's error lands on the registration", arguments: cases)
    func failsOnManifestLine(_ testCase: Case) throws {
        let manifest = Fixtures.compileFailuresDirectory.appendingPathComponent(testCase.fixture).appendingPathComponent("Manifest.swift")
        let result = GeneratorPipeline.generate([FileSystem.read(manifest.path)], defaultIsolation: testCase.defaultIsolation)
        #expect(result.diagnostics.isEmpty, "the generator accepts the fixture; the compiler must reject it")
        let output = try #require(result.output)

        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = directory.appendingPathComponent("Hub+StaticHub.generated.swift")
        try output.write(to: generated, atomically: true, encoding: .utf8)

        let features = testCase.defaultIsolation == .mainActor ? Toolchain.approachableConcurrency : []
        let outcome =
            testCase.emitsModule
            ? try Toolchain.emitModule(
                "Fixture", files: [manifest.path, generated.path], into: directory, swiftVersion: 6, debug: true, features: features,
                defaultIsolation: testCase.defaultIsolation)
            : try Toolchain.typecheck(
                [manifest.path, generated.path], swiftVersion: 6, features: features, defaultIsolation: testCase.defaultIsolation)
        #expect(outcome.status != 0)
        let errors = outcome.output.split(separator: "\n").filter { $0.contains(": error: ") && !$0.contains("|") }
        #expect(!errors.isEmpty, "no errors in:\n\(outcome.output)")
        for error in errors {
            #expect(error.hasPrefix("\(manifest.path):\(testCase.line):"), "error not on line \(testCase.line): \(error)")
            #expect(!error.contains("failed to produce diagnostic"), "\(error)")
        }
        for message in testCase.messages {
            #expect(errors.contains { $0.contains(": error: " + message) }, "missing '\(message)' in:\n\(outcome.output)")
        }
    }

    @Test("A file from a StaticHub whose generated code differs fails on its version line, saying to regenerate")
    func otherVersion() throws {
        let manifest = Fixtures.compileFailuresDirectory.appendingPathComponent("PrivateFactory").appendingPathComponent("Manifest.swift")
        let output = try #require(GeneratorPipeline.generate([FileSystem.read(manifest.path)], sourceMapping: .omitted).output)
        let current = GeneratedCode.versionMarker
        let newer = "_GeneratedByStaticHub_99_0_0_RegenerateIfNotFound"
        #expect(output.contains(current))
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = directory.appendingPathComponent("StaticHub.generated.swift")
        try output.replacingOccurrences(of: current, with: newer).write(to: generated, atomically: true, encoding: .utf8)
        let outcome = try Toolchain.typecheck([manifest.path, generated.path], swiftVersion: 6)
        let line = try #require(output.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(current) }) + 1
        #expect(
            outcome.output.contains(
                "\(generated.path):\(line):44: error: cannot find type '\(newer)' in scope"
            ), "\(outcome.output)")
    }

    @Test("The .hubMocks trait on a hub isolated to a global actor other than the main actor says why not, and what to call")
    func traitOnIsolatedHub() throws {
        let source = """
            import StaticHub
            import StaticHubTesting
            import Testing

            @globalActor actor Storage { static let shared = Storage() }
            @Storage
            enum Hub {}

            extension Hub {
                static let manifest: [HubRegistration] = [
                    AutoRegister(Int.self, using: { 1 }),
                ]
            }

            @Test(.hubMocks(Hub.self) { $0.mock(Int.self) { 2 } })
            func usesTheTrait() {}
            """
        _ = try Toolchain.testingModuleDirectory.get()
        let (manifest, outcome) = try typecheckWithGeneratedCode(source)
        #expect(
            outcome.output.contains(
                "\(manifest):15:8: error: 'hubMocks' is unavailable: a hub isolated to a global actor other than the main actor sets its mocks on that actor, "
                    + "which a test trait cannot do; call 'await Hub.withMocks({ … }) { … }' in the test body"
            ), "\(outcome.output)")
    }

    @Test("A @MainActor builder in a shared trait declared with the non-isolated trait type fails on the builder")
    func mainActorBuilderInSharedTrait() throws {
        let source = """
            import StaticHub
            import StaticHubTesting
            import Testing

            enum Hub {}

            extension Hub {
                static let manifest: [HubRegistration] = [
                    AutoRegister(Int.self, using: { 1 }),
                ]
            }

            extension Trait where Self == HubMocksTrait<Hub> {
                static var two: Self {
                    .hubMocks(Hub.self) { @MainActor mocks in mocks.mock(Int.self) { 2 } }
                }
            }
            """
        _ = try Toolchain.testingModuleDirectory.get()
        let (manifest, outcome) = try typecheckWithGeneratedCode(source)
        // The README and DocC give the type to declare instead: `MainActorHubMocksTrait`.
        #expect(
            outcome.output.contains(
                "\(manifest):15:29: error: converting function value of type '@MainActor @Sendable (inout Hub.Mocks) -> ()' to '@Sendable (inout Hub.Mocks) -> Void' loses global actor 'MainActor'"
            ), "\(outcome.output)")
    }

    @Test("A @MainActor builder for a hub isolated to another global actor says why not, and what to call")
    func mainActorBuilderOnIsolatedHub() throws {
        let source = """
            import StaticHub
            import StaticHubTesting
            import Testing

            @globalActor actor Storage { static let shared = Storage() }
            @Storage
            enum Hub {}

            extension Hub {
                static let manifest: [HubRegistration] = [
                    AutoRegister(Int.self, using: { 1 }),
                ]
            }

            @Test(.hubMocks(Hub.self) { @MainActor mocks in mocks.mock(Int.self) { 2 } })
            func usesTheTrait() {}
            """
        _ = try Toolchain.testingModuleDirectory.get()
        let (manifest, outcome) = try typecheckWithGeneratedCode(source)
        #expect(
            outcome.output.contains(
                "\(manifest):15:8: error: 'hubMocks' is unavailable: a hub isolated to a global actor other than the main actor sets its mocks on that actor, "
                    + "not with a '@MainActor' builder; call 'await Hub.withMocks({ … }) { … }' in the test body"
            ), "\(outcome.output)")
    }

    @Test("The same non-Sendable singleton compiles on a hub isolated to the main actor")
    func isolatedHubAcceptsNonSendableSingleton() throws {
        let source = """
            import StaticHub

            final class Cache {
                var items: [String] = []
            }

            @MainActor
            enum Hub {}

            extension Hub {
                static let manifest: [HubRegistration] = [
                    SingletonRegister(Cache.self, using: Cache.init),
                ]
            }
            """
        let (_, outcome) = try typecheckWithGeneratedCode(source)
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    @Test("A startScope call that forgets one of the scope's inputs does not compile, naming the missing label")
    func startScopeMissingInput() throws {
        let source = """
            import StaticHub

            enum Session {}
            enum Key {}

            enum Hub {}

            extension Hub {
                static let manifest: [HubRegistration] = [
                    ScopeInput(Int.self, scope: Session.self, name: "retryCount"),
                    ScopeInput(String.self, scope: Session.self, tag: Key.self, name: "publishableKey"),
                ]
            }

            func configure() {
                Hub.startScope(Session.self, retryCount: 3)
            }
            """
        let (manifest, outcome) = try typecheckWithGeneratedCode(source)
        #expect(
            outcome.output.contains("\(manifest):16:47: error: missing argument for parameter 'publishableKey' in call"),
            "\(outcome.output)")
    }

    /// Writes `source` as `Manifest.swift`, generates its hub beside it and type-checks both in
    /// Swift 6 mode; the manifest's path comes back for the messages.
    private func typecheckWithGeneratedCode(_ source: String) throws -> (manifestPath: String, outcome: Toolchain.Outcome) {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manifest = directory.appendingPathComponent("Manifest.swift")
        try source.write(to: manifest, atomically: true, encoding: .utf8)
        let output = try #require(generate(["Manifest.swift": source]).output)
        let generated = directory.appendingPathComponent("Generated.swift")
        try output.write(to: generated, atomically: true, encoding: .utf8)
        return (manifest.path, try Toolchain.typecheck([manifest.path, generated.path], swiftVersion: 6))
    }
}
