import Foundation
import StaticHubTestSupport
import Testing

@testable import StaticHubGenerator

/// Each folder in `Goldens/` holds input manifests and `Expected.swift`, the exact file the
/// generator must write for them. A case whose hubs import hubs of other modules keeps those
/// modules in `Dependencies/<Module>/`, compiled in name order (a module may import those before it).
/// Inputs start with `// swift-format-ignore-file`: their spellings are what some cases test.
///
/// Regenerate every golden after an intended change with:
///
///     UPDATE_GOLDENS=1 swift test --filter StaticHubGeneratorTests
///
/// A recording run fails on purpose, so it can never pass silently.
@Suite("Golden files")
struct GoldenTests {
    static let cases = Fixtures.subdirectories(of: Fixtures.goldensDirectory)
    static let expectedFileName = "Expected.swift"

    static let dependenciesFolder = "Dependencies"

    /// The inputs of a case, named relative to its folder so the output is machine-independent.
    static func inputs(of name: String) throws -> [SourceInput] {
        let directory = Fixtures.goldensDirectory.appendingPathComponent(name)
        return try Fixtures.swiftFiles(in: directory)
            .filter { $0.lastPathComponent != expectedFileName }
            .map { SourceInput(path: $0.lastPathComponent, contents: .bytes(Array(try Data(contentsOf: $0)))) }
    }

    /// The case's dependency modules, in the order they are compiled.
    static func dependencies(of name: String) throws -> [ModuleSources] {
        let directory = Fixtures.goldensDirectory.appendingPathComponent(name).appendingPathComponent(dependenciesFolder)
        return try Fixtures.subdirectories(of: directory).map { module in
            let files = try Fixtures.swiftFiles(in: directory.appendingPathComponent(module))
            return ModuleSources(
                name: module,
                inputs: try files.map {
                    SourceInput(
                        path: "\(dependenciesFolder)/\(module)/\($0.lastPathComponent)", contents: .bytes(Array(try Data(contentsOf: $0))))
                })
        }
    }

    @Test("There are golden cases to check")
    func casesExist() {
        #expect(Self.cases.count >= 15)
    }

    @Test("Generated output matches the golden file", arguments: cases)
    func golden(_ name: String) throws {
        let result = GeneratorPipeline.generate(try Self.inputs(of: name), dependencies: try Self.dependencies(of: name))
        #expect(printed(result).isEmpty, "unexpected diagnostics")
        let output = try #require(result.output)
        let expectedURL = Fixtures.goldensDirectory.appendingPathComponent(name).appendingPathComponent(Self.expectedFileName)
        try expectGolden(output, at: expectedURL, named: "\(name)/\(Self.expectedFileName)")
    }

    /// The README and the DocC articles show generated code without its `#sourceLocation`
    /// lines, which only map lines to the manifest: an excerpt is the golden's text with those
    /// lines left out.
    @Test(
        "The documentation's excerpts of generated code are goldens' text",
        arguments: [
            ("manifest*):\n\n```swift\n", "RegisterMixedParameters", ""),
            ("this is all the importing side gets:\n\n  ```swift\n", "HubImport", "  "),
            ("private members in an extension of their own, so that changing them recompiles no other file:\n\n```swift\n", "Effects", ""),
            ("is registered, so it passes `nil`:\n\n```swift\n", "TagsOptionalProvider", ""),
            ("holding a `weak var instance:\n(any ImageCache)?`:\n\n```swift\n", "WeakSingletonRegister", ""),
            (
                "function of the hub that declares it, and the collection is one array literal of their calls:\n\n```swift\n",
                "Collections", ""
            )
        ])
    func readmeExcerpt(marker: String, golden name: String, indentation: String) throws {
        let articles = try Fixtures.files(
            in: Fixtures.packageDirectory.appendingPathComponent("Sources/StaticHub/Documentation.docc"), withExtension: "md")
        let readme = try ([Fixtures.packageDirectory.appendingPathComponent("README.md")] + articles)
            .map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        let start = try #require(readme.range(of: marker)).upperBound
        let end = try #require(readme.range(of: indentation + "```", range: start..<readme.endIndex)).lowerBound
        let excerpt = readme[start..<end].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(indentation) ? $0.dropFirst(indentation.count) : $0 }.joined(separator: "\n")
        let golden = try String(
            contentsOf: Fixtures.goldensDirectory.appendingPathComponent("\(name)/\(Self.expectedFileName)"),
            encoding: .utf8
        )
        let readable = golden.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.drop(while: { $0 == " " }).hasPrefix("#sourceLocation") }.joined(separator: "\n")
        #expect(!excerpt.isEmpty && readable.contains(excerpt))
    }

    @Test("Generated output compiles without warnings in Swift 6 and Swift 5, debug and release", arguments: cases)
    func goldenCompiles(_ name: String) throws {
        let directory = Fixtures.goldensDirectory.appendingPathComponent(name)
        let files = try Fixtures.swiftFiles(in: directory).map(\.path)
        let dependencies = try Self.dependencies(of: name)
        for (swiftVersion, debug) in [(6, true), (6, false), (5, true)] {
            let modules = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(at: modules) }
            try Self.compile(dependencies, of: directory, into: modules, swiftVersion: swiftVersion, debug: debug)
            let outcome = try Toolchain.typecheck(files, swiftVersion: swiftVersion, debug: debug, modules: modules)
            #expect(outcome.status == 0, "Swift \(swiftVersion)\(debug ? " (DEBUG)" : ""):\n\(outcome.output)")
            #expect(outcome.output.isEmpty, "Swift \(swiftVersion) printed:\n\(outcome.output)")
        }
    }

    /// Swift 6.2's NonisolatedNonsendingByDefault (on in new Xcode projects) makes async
    /// functions `nonisolated(nonsending)`, which convert to no `@isolated(any)` type: async
    /// factories and the generated async code must not need one.
    @Test(
        "Async registrations compile with NonisolatedNonsendingByDefault",
        arguments: ["Effects", "EffectsMainActor", "EffectsTyped", "IsolatedRegistrations", "ScopedMainActorHub", "TaskScopes"])
    func nonisolatedNonsending(_ name: String) throws {
        let files = try Fixtures.swiftFiles(in: Fixtures.goldensDirectory.appendingPathComponent(name)).map(\.path)
        for debug in [true, false] {
            let outcome = try Toolchain.typecheck(files, swiftVersion: 6, debug: debug, features: ["NonisolatedNonsendingByDefault"])
            #expect(outcome.status == 0 && outcome.output.isEmpty, "\(debug ? "debug" : "release"):\n\(outcome.output)")
        }
    }

    /// Every case again, in a target built as a new Xcode app's are: default isolation
    /// `MainActor` and approachable concurrency, on the case and on its dependency modules.
    /// The generator is told the default, as the build plugin tells it from `Package.swift`;
    /// the hubs the cases declare without an isolation are then main-actor hubs.
    /// Left out, as manifests that the default makes wrong: `IsolatedRegistrations` isolates
    /// registrations of a hub it leaves unannotated to another actor (the generator's error
    /// says so), and `NameOverride`'s actor hub, whose static members are nonisolated, calls
    /// initializers the default isolates (the compiler's error, on the manifest). And a limit
    /// of the DSL, on the manifest line: `Effects` and `EffectsTyped` register an `async`
    /// factory of a main-actor type as a non-`Sendable` existential (`any Engine`), which the
    /// DSL's plain async parameter takes only across an isolation boundary.
    static let casesUnderMainActorDefault = cases.filter {
        !["IsolatedRegistrations", "NameOverride", "Effects", "EffectsTyped"].contains($0)
    }

    @Test(
        "Generated output for a MainActor-default target compiles without warnings in Swift 6 and 5, debug and release, with and without approachable concurrency",
        arguments: casesUnderMainActorDefault)
    func goldenCompilesUnderMainActorDefault(_ name: String) throws {
        let directory = Fixtures.goldensDirectory.appendingPathComponent(name)
        let manifests = try Fixtures.swiftFiles(in: directory).filter { $0.lastPathComponent != Self.expectedFileName }
        let inputs = try manifests.map { SourceInput(path: $0.path, contents: .bytes(Array(try Data(contentsOf: $0)))) }
        let dependencies = try Self.dependencies(of: name).map {
            ModuleSources(name: $0.name, inputs: $0.inputs, defaultIsolation: .mainActor)
        }
        let approachable = Toolchain.approachableConcurrency
        for (swiftVersion, debug, features) in [(6, true, approachable), (6, false, approachable), (5, true, approachable), (6, true, [])] {
            let modules = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(at: modules) }
            try Self.compile(
                dependencies, of: directory, into: modules, swiftVersion: swiftVersion, debug: debug,
                features: features, defaultIsolation: .mainActor)
            let result = GeneratorPipeline.generate(inputs, dependencies: dependencies, defaultIsolation: .mainActor)
            #expect(printed(result).isEmpty, "unexpected diagnostics")
            let generated = modules.appendingPathComponent("Generated.swift")
            try (result.output ?? "").write(to: generated, atomically: true, encoding: .utf8)
            let outcome = try Toolchain.typecheck(
                manifests.map(\.path) + [generated.path], swiftVersion: swiftVersion, debug: debug, modules: modules,
                features: features, defaultIsolation: .mainActor)
            #expect(
                outcome.status == 0 && outcome.output.isEmpty,
                "Swift \(swiftVersion)\(debug ? " (DEBUG)" : "") \(features):\n\(outcome.output)")
        }
    }

    /// Each dependency module with the hub the generator writes for it, as a module in
    /// `directory` that the next ones and the case itself import.
    static func compile(
        _ dependencies: [ModuleSources], of caseDirectory: URL, into directory: URL, swiftVersion: Int, debug: Bool,
        features: [String] = [], defaultIsolation: DefaultIsolation = .nonisolated
    ) throws {
        for (index, module) in dependencies.enumerated() {
            // Real paths: the compiler checks the generated `#sourceLocation`s against the files.
            let inputs = module.inputs.map { SourceInput(path: caseDirectory.appendingPathComponent($0.path).path, contents: $0.contents) }
            let result = GeneratorPipeline.generate(
                inputs, dependencies: Array(dependencies[..<index]), defaultIsolation: module.defaultIsolation)
            #expect(printed(result).isEmpty, "\(module.name): unexpected diagnostics")
            let generated = directory.appendingPathComponent("\(module.name).generated.swift")
            try (result.output ?? "").write(to: generated, atomically: true, encoding: .utf8)
            let sources = inputs.map(\.path)
            let outcome = try Toolchain.emitModule(
                module.name, files: sources + [generated.path], into: directory, swiftVersion: swiftVersion, debug: debug,
                features: features, defaultIsolation: defaultIsolation
            )
            #expect(outcome.status == 0 && outcome.output.isEmpty, "\(module.name), Swift \(swiftVersion):\n\(outcome.output)")
        }
    }
}
