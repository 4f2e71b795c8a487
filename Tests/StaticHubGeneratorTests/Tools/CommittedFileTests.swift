import StaticHubTestSupport
import Testing

@testable import StaticHubGenerator

/// What keeps a committed generated file small to review and safe to keep.
@Suite("Committed generated files")
struct CommittedFileTests {
    /// A manifest of `count` registrations `Service1`…, with `extra` inserted after the third.
    static func manifest(count: Int, extra: String? = nil) -> String {
        var registrations = (1...count).map { "        AutoRegister(Service\($0).self, using: Service\($0).init)," }
        if let extra { registrations.insert("        AutoRegister(\(extra).self, using: \(extra).init),", at: 3) }
        return "enum Hub {\n    static let manifest: [HubRegistration] = [\n" + registrations.joined(separator: "\n") + "\n    ]\n}\n"
    }

    @Test("Adding a registration moves no other one between overload buckets", arguments: [10, 40, 100])
    func stableBuckets(_ count: Int) throws {
        func committed(_ manifest: String) throws -> String {
            try #require(GeneratorPipeline.generate([SourceInput(path: "Manifest.swift", text: manifest)], sourceMapping: .omitted).output)
        }
        let before = try committed(Self.manifest(count: count))
        let after = try committed(Self.manifest(count: count, extra: "Added"))
        let diff = lineDiff(expected: before, actual: after).split(separator: "\n")
        #expect(diff.contains { $0.contains("func resolve(_: HubMetatype<Added>) -> Added {") })
        // No other registration's line comes or goes; only the conformance lists may change,
        // when the new registration opens a bucket.
        let conformances = [": extension Hub: ", ": extension Hub.Mocks: "]
        let others = diff.filter { line in line.contains("Service") && !conformances.contains { line.contains($0) } }
        #expect(others.isEmpty, "\(others)")
    }

    @Test("A generated file among the sources is an error that says which plugin to keep")
    func generatedFileAmongSources() throws {
        let generated = try #require(generate(Self.manifest(count: 1)).output)
        let result = generate(["Manifest.swift": Self.manifest(count: 1), "StaticHub.generated.swift": generated])
        #expect(result.output == nil)
        #expect(
            printed(result) == [
                "StaticHub.generated.swift:1:1: error: " + DiagnosticMessage.ReadingFiles.generatedFileInSources.text
            ])
    }
}
