import StaticHubMigration
import Testing

/// A run-time configuration whose closure opens with a capture list: each name it captures
/// with a value of its own is spelled out where the scope starts, and only there.
@Suite("Configurations written with a capture list")
struct CaptureListTests {
    private let container = """
        import FactoryKit

        struct Signature { let name: String }
        struct Banner { let text: String }

        extension Container {
            // A new one each time: the registration becomes the scope's input.
            var signature: Factory<Signature> {
                self { Signature(name: "nobody") }
            }

            // Shared: one input per argument of the initializer both closures call.
            var banner: Factory<Banner> {
                self { Banner(text: "") }.cached
            }
        }

        """

    private func migratedLaunch(_ launch: String) -> String? {
        let result = Migration.run(
            .factory, hub: "AppHub", files: [("Container.swift", container), ("Launch.swift", launch)], hubFilePath: "AppHub.swift")
        return result.changes.first { $0.path == "Launch.swift" }?.migrated
    }

    @Test("A captured name becomes its value; a label of the same name, a member of that name and a plain capture stay")
    func spelledOut() {
        let launch = """
            import FactoryKit

            func launch(settings: Settings, name: String) {
                Container.shared.signature.register { [settings, name = settings.author.name] in Signature(name: name + settings.name) }
            }

            """
        #expect(
            migratedLaunch(launch) == """
                import StaticHub

                func launch(settings: Settings, name: String) {
                    AppHub.startScope(SignatureConfiguration.self, signature: Signature(name: settings.author.name + settings.name))
                }

                """)
    }

    @Test("A value that is more than a chain of names is parenthesised where it is spelled out")
    func parenthesised() {
        let launch = """
            import FactoryKit

            func launch(first: String, last: String) {
                Container.shared.banner.register { [full = first + " " + last] in Banner(text: full.uppercased()) }
            }

            """
        #expect(
            migratedLaunch(launch) == """
                import StaticHub

                func launch(first: String, last: String) {
                    AppHub.startScope(BannerConfiguration.self, text: (first + " " + last).uppercased())
                }

                """)
    }

    @Test("A closure that captures 'self' weakly stays on Factory")
    func weakSelfStays() {
        let launch = """
            import FactoryKit

            final class Model {
                var name = ""
                func configure() {
                    Container.shared.signature.register { [weak self] in Signature(name: self?.name ?? "") }
                }
            }

            """
        #expect(migratedLaunch(launch) == nil)
    }
}
