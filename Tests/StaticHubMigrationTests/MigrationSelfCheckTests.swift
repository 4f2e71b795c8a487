import Foundation
import StaticHubTestSupport
import Testing

@testable import StaticHubMigration

/// The migration checks its own result before writing: the generator's stages accept every
/// manifest it writes, and every resolve it leaves on Swinject still reaches a registration.
@Suite("The migration's check of its own result")
struct MigrationSelfCheckTests {
    private let registry = """
        import Swinject

        let appContainer: Container = {
            let container = Container()
            container.register(Clock.self) { _ in Clock() }
            return container
        }()

        func start() {
            let clock: Clock = appContainer.resolve()
            print(appContainer.resolve(Clock.self)!)
        }

        """

    /// The edit a faulty pass would make: the registration's line deleted, no forwarder.
    private func deletingRegistration(replacement: String) throws -> (SwiftSource, [String: [TextEdit]]) {
        let source = SwiftSource(path: "Registry.swift", text: registry)
        let keyword = try #require(source.tokens.indices.first { source.isWord($0, "register") })
        let close = try #require(source.tokens.indices.first { source.tokens[$0].line == 5 && source.isKind($0, .rightBrace) })
        return (source, ["Registry.swift": [source.replacement(keyword - 2, close, with: replacement)]])
    }

    @Test("A resolve left on Swinject whose registration went is an error at the resolve")
    func unreachedResolve() throws {
        let (source, edits) = try deletingRegistration(replacement: "")
        let messages = SwinjectResultCheck.unreachedResolves([source], TypeDirectory([source]), hub: "AppHub", edits: edits)
        let unregistered = "stays on Swinject, which would no longer register 'Clock'; nothing was written [resolve-unreached]"
        #expect(
            messages.map(\.description) == [
                "Registry.swift:10:37: error: 'appContainer.resolve()' \(unregistered)",
                "Registry.swift:11:24: error: 'appContainer.resolve(Clock.self)' \(unregistered)"
            ])
    }

    @Test("A forwarder in its place keeps every resolve reaching it")
    func forwarderKeepsResolves() throws {
        let (source, edits) = try deletingRegistration(replacement: "container.register(Clock.self) { _ in AppHub.resolveClock() }")
        #expect(SwinjectResultCheck.unreachedResolves([source], TypeDirectory([source]), hub: "AppHub", edits: edits).isEmpty)
    }

    @Test("Resolves of the hub, and registrations that take arguments, are not Swinject's to reach")
    func hubResolvesAndArguments() throws {
        let text = """
            let container = Container()
            container.register(Session.self) { _, id in Session(id: id) }
            let session = AppHub.resolve(Session.self)

            """
        let source = SwiftSource(path: "Main.swift", text: text)
        let keyword = try #require(source.tokens.indices.first { source.isWord($0, "register") })
        let close = try #require(source.tokens.indices.last { source.tokens[$0].line == 2 && source.isKind($0, .rightBrace) })
        let edits = ["Main.swift": [source.deletion(keyword - 2, close)]]
        #expect(SwinjectResultCheck.unreachedResolves([source], TypeDirectory([source]), hub: "AppHub", edits: edits).isEmpty)
    }

    /// MDIRejected's golden shows the generator's check refusing a manifest.
    @Test("Every fixture's migration passes its own checks", arguments: MigrationGoldenTests.cases)
    func fixturesPass(_ directory: URL) throws {
        let name = directory.lastPathComponent
        guard name != "MDIRejected" else { return }
        let style = try #require(MigrationStyle.allCases.first { name.lowercased().hasPrefix($0.rawValue) })
        let files = try Fixtures.swiftFiles(in: directory).map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
        let result = Migration.run(
            style, hub: "AppHub", files: files, hubFilePath: "AppHub.swift", hubIsolation: MigrationGoldenTests.hubIsolation(ofCase: name))
        #expect(result.messages.filter { [.rejectedByGenerator, .resolveUnreached].contains($0.id) }.isEmpty)
    }
}

extension MigrationSelfCheckTests {
    @Test("A migration the generator rejects writes nothing and says nothing of what a move would change")
    func rejectedMigrationHasNoCaveats() {
        let assembly = """
            import Swinject

            final class ClockAssembly: Assembly {
                func assemble(container: Container) {
                    // A cycle, which the generator rejects.
                    container.register(Clock.self) { r in Clock(ticker: r.resolve(Ticker.self)!) }
                    container.register(Ticker.self) { r in Ticker(clock: r.resolve(Clock.self)!) }
                }
            }

            final class Clock { init(ticker: Ticker) {} }
            final class Ticker { init(clock: Clock) {} }

            """
        let result = Migration.run(.swinject, hub: "AppHub", files: [("ClockAssembly.swift", assembly)], hubFilePath: "AppHub.swift")
        #expect(result.changes.isEmpty)
        #expect(result.messages.map(\.id) == [.rejectedByGenerator])
    }
}
