import StaticHubGenerator
import StaticHubMigration
import Testing

/// The manifests a migration writes: computed, so that an edit of another file does not
/// type-check them, and split where one array would grow too long.
@Suite("Migrated manifests")
struct MigratedManifestTests {
    @Test("More registrations than one array should hold are split into computed manifests the generator reads without a warning")
    func longManifestsAreSplit() throws {
        let count = Vocabulary.longestManifest + 1
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

    @Test("A type that moved registrations resolve and no file registers becomes a requirement the generator accepts")
    func unregisteredDependencyBecomesARequirement() throws {
        let assembly = """
            import Swinject

            final class ServicesAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Store.self) { r in Store(host: r.resolve(HostSettings.self)!) }
                }
            }

            """
        let types = "protocol HostSettings {}\nfinal class Store { init(host: any HostSettings) {} }\nenum AppHub {}\n"
        let result = Migration.run(
            .swinject, hub: "AppHub", files: [("Assembly.swift", assembly), ("Types.swift", types)], hubFilePath: "AppHub.swift")
        let migrated = try #require(result.changes.first { $0.path == "Assembly.swift" }?.migrated)
        #expect(migrated.contains("            HubRequirement((any HostSettings).self),\n"))
        #expect(result.messages.contains { $0.message.hasPrefix("'(any HostSettings)' is registered in none of these files") })
        let inputs = [SourceInput(path: "Assembly.swift", text: migrated), SourceInput(path: "Types.swift", text: types)]
        let generated = GeneratorPipeline.generate(inputs)
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics)")
        // Without the line the generator asks for the registration.
        let withoutRequirement = migrated.replacingOccurrences(of: "            HubRequirement((any HostSettings).self),\n", with: "")
        let asked = GeneratorPipeline.generate([SourceInput(path: "Assembly.swift", text: withoutRequirement), inputs[1]])
        #expect(!asked.diagnostics.isEmpty)
    }
}
