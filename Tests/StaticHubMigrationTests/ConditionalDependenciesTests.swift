import StaticHubMigration
import Testing

/// A closure that resolves registrations under `#if`: the manifest's closure takes every
/// branch's dependencies as parameters, so the caveat names those that were resolved only in
/// some builds, and only those.
@Suite("Dependencies resolved under #if")
struct ConditionalDependenciesTests {
    private let types = """
        final class Formatter { init() {} }
        final class Report { init() {} }
        final class Playlist { init(name: String, formatter: Formatter, report: Report? = nil) {} }
        enum AppHub {}

        """

    private let caveatTail =
        "resolves 'Report' under '#if', which the manifest's closure takes as parameters: each is now resolved whichever "
        + "branch is compiled; where building one has effects, take '.provider(T.self)' and call 'make()' in its branch"

    private func caveats(_ style: MigrationStyle, _ registrations: String) -> [String] {
        let result = Migration.run(
            style, hub: "AppHub", files: [("Registrations.swift", registrations), ("Types.swift", types)], hubFilePath: "AppHub.swift")
        #expect(!result.changes.isEmpty, "\(result.messages)")
        return result.messages.filter { $0.id == .conditionalDependencies }.map(\.message)
    }

    private func factoryContainer(_ playlist: String) -> String {
        """
        import FactoryKit

        extension Container {
            var formatter: Factory<Formatter> { self { Formatter() } }
            var report: Factory<Report> { self { Report() } }
            var playlist: Factory<Playlist> {
                self {
        \(playlist)
                }
            }
        }

        """
    }

    private func swinjectAssembly(_ playlist: String) -> String {
        """
        import Swinject

        final class PlaylistAssembly: Assembly {
            func assemble(container: Container) {
                container.register(Formatter.self) { _ in Formatter() }
                container.register(Report.self) { _ in Report() }
                container.register(Playlist.self) { r in
        \(playlist)
                }
            }
        }

        """
    }

    @Test("A Factory closure: a dependency resolved in each branch is not named, one resolved in one branch is")
    func factoryNamesOnlyConditionalOnes() {
        let playlist = """
                    #if DEBUG
                        return Playlist(name: "debug", formatter: self.formatter(), report: self.report())
                    #else
                        return Playlist(name: "release", formatter: self.formatter())
                    #endif
            """
        #expect(caveats(.factory, factoryContainer(playlist)) == ["'playlist' " + caveatTail])
    }

    @Test("A Factory closure that also resolves a dependency outside the #if gets no caveat for it")
    func factoryUnconditionalResolveIsNotNamed() {
        let playlist = """
                    let formatter = self.formatter()
                    #if DEBUG
                        return Playlist(name: "debug", formatter: self.formatter())
                    #else
                        return Playlist(name: "release", formatter: formatter)
                    #endif
            """
        #expect(caveats(.factory, factoryContainer(playlist)).isEmpty)
    }

    @Test("A Swinject closure: a dependency resolved outside the #if too is not named, one resolved only inside is")
    func swinjectNamesOnlyConditionalOnes() {
        let playlist = """
                    let formatter = r.resolve(Formatter.self)!
                    #if DEBUG
                        return Playlist(name: "debug", formatter: r.resolve(Formatter.self)!, report: r.resolve(Report.self)!)
                    #else
                        return Playlist(name: "release", formatter: formatter)
                    #endif
            """
        #expect(caveats(.swinject, swinjectAssembly(playlist)) == ["this registration " + caveatTail])
    }
}
