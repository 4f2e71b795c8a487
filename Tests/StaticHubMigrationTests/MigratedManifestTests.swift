import StaticHubGenerator
import StaticHubMigration
import Testing

/// The manifests a migration writes: computed, so that an edit of another file does not
/// type-check them, and split where one array would grow too long.
@Suite("Migrated manifests")
struct MigratedManifestTests {
    @Test("More registrations than one array should hold are split into computed manifests the generator reads without a warning")
    func longManifestsAreSplit() throws {
        let count = GeneratorPipeline.longestManifest + 1
        let properties = (0..<count).map { "    var service\($0): Factory<Service\($0)> { self { Service\($0)() } }" }
        let text = "import FactoryKit\n\nextension Container {\n" + properties.joined(separator: "\n") + "\n}\n"
        let result = Migration.run(.factory, hub: "AppHub", files: [("Container.swift", text)], hubFilePath: "AppHub.swift")
        let migrated = try #require(result.changes.first { $0.path == "Container.swift" }?.migrated)
        #expect(migrated.contains("    static var all: [HubRegistration] {\n        [\n"))
        #expect(migrated.contains("    static var all2: [HubRegistration] {\n        [\n            AutoRegister(Service500.self"))
        let generated = GeneratorPipeline.generate([SourceInput(path: "Container.swift", text: migrated + "enum AppHub {}\n")])
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics)")
        #expect(generated.output?.contains("static func resolveService500()") == true)
    }
}
