import Foundation
import StaticHubTestSupport
import Testing

@testable import StaticHubCommandLine
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
/// given. Every test of hubs across modules also checks, here, that the modules' summaries
/// stand for their sources: the same output and the same diagnostics, on the same lines, when
/// the importer reads each module's summary (through its encoding) instead.
func generate(_ manifest: String, dependencies: [InMemoryModule]) -> GenerationResult {
    let modules = dependencies.map { module, files in
        ModuleSources(name: module, inputs: files.map { SourceInput(path: $0.key, text: $0.value) })
    }
    let target = [SourceInput(path: "Manifest.swift", text: manifest)]
    let result = GeneratorPipeline.generate(target, dependencies: modules)
    let fromSummaries = GeneratorPipeline.generate(target, dependencies: modules.map(summarised))
    #expect(printed(fromSummaries) == printed(result), "the summaries' diagnostics differ from the sources'")
    #expect(fromSummaries.output == result.output, "the output from summaries differs from the output from sources")
    return result
}

/// `module` as an importer reads it from the summary its own build writes, encoded and read back.
private func summarised(_ module: ModuleSources) -> ModuleSources {
    let summary = GeneratorPipeline.summary(of: module).summary
    let text = SummaryFile.text(of: summary)
    let file = SourceInput(path: "\(module.name)\(SummaryFile.suffix)", text: text)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("statichub-summary-\(UUID().uuidString)\(SummaryFile.suffix)")
    defer { try? FileManager.default.removeItem(at: path) }
    guard (try? text.write(to: path, atomically: true, encoding: .utf8)) != nil, case .success(let read) = SummaryFile.read(path.path)
    else {
        Issue.record("the summary of \(module.name) does not read back")
        return module
    }
    return ModuleSources(summary: read.summary ?? summary, file: file)
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
