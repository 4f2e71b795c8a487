import Foundation
import StaticHubTestSupport

@testable import StaticHubGenerator

/// This target's fixtures, beside its tests.
extension Fixtures {
    static let testsDirectory = packageDirectory.appendingPathComponent("Tests/StaticHubGeneratorTests")
    static let goldensDirectory = testsDirectory.appendingPathComponent("Goldens")
    static let compileFailuresDirectory = testsDirectory.appendingPathComponent("CompileFailures")
}

/// A dependency module given in memory: its name and its `path: contents` files.
typealias InMemoryModule = (module: String, files: [String: String])

/// Runs the pipeline on the target's `Manifest.swift` with dependency modules, in the order
/// given.
func generate(_ manifest: String, dependencies: [InMemoryModule]) -> GenerationResult {
    GeneratorPipeline.generate(
        [SourceInput(path: "Manifest.swift", text: manifest)],
        dependencies: dependencies.map { module, files in
            ModuleSources(name: module, inputs: files.map { SourceInput(path: $0.key, text: $0.value) })
        }
    )
}

/// Runs the whole pipeline on in-memory files named `path: contents`.
func generate(_ files: [String: String]) -> GenerationResult {
    GeneratorPipeline.generate(files.map { SourceInput(path: $0.key, text: $0.value) })
}

/// Runs the pipeline on one file named `Manifest.swift`, in a target with `defaultIsolation`.
func generate(_ source: String, defaultIsolation: DefaultIsolation = .nonisolated) -> GenerationResult {
    GeneratorPipeline.generate([SourceInput(path: "Manifest.swift", text: source)], defaultIsolation: defaultIsolation)
}

/// Runs the pipeline on a `Manifest.swift` whose hub `Hub` registers `registration` alone, on
/// line 3 (column 9), where messages about it point.
func generate(registration: String) -> GenerationResult {
    generate(
        """
        enum Hub {
            static let manifest: [HubRegistration] = [
                \(registration),
            ]
        }
        """)
}

/// The diagnostics of a run as the CLI prints them, one string per diagnostic.
func printed(_ result: GenerationResult) -> [String] {
    result.diagnostics.map(\.description)
}
