import StaticHubMigration
import Testing

/// A file's import of the old library becomes `import StaticHub`, unless something of the
/// library is left in it.
@Suite("The old library's import")
struct OldImportTests {
    @Test(
        "An implicit '.shared' left in a moved closure may be Factory's container: the file keeps its FactoryKit import",
        arguments: [
            ("UITestBootstrap(container: .shared)", "import StaticHub\nimport FactoryKit\n"),
            ("UITestBootstrap(container: Settings.shared)", "import StaticHub\n")
        ])
    func implicitShared(_ made: String, _ imports: String) throws {
        let container = """
            import FactoryKit

            extension Container {
                var uiTestBootstrap: Factory<UITestBootstrap> {
                    self { \(made) }
                }
            }

            """
        let types = """
            import FactoryKit

            final class Settings { static let shared = Container() }
            final class UITestBootstrap { init(container: Container) {} }

            """
        let result = Migration.run(
            .factory, hub: "AppHub", files: [("Container+UITests.swift", container), ("Types.swift", types)], hubFilePath: "AppHub.swift")
        #expect(!result.messages.contains { $0.kind != .caveat }, "\(result.messages)")
        let migrated = try #require(result.changes.first { $0.path == "Container+UITests.swift" }).migrated
        #expect(migrated.hasPrefix(imports + "\n"), "\(migrated)")
        #expect(migrated.contains("AutoRegister(UITestBootstrap.self, using: { \(made) })"), "\(migrated)")
    }
}
