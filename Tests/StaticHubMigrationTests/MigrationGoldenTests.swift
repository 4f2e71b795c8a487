import Foundation
import StaticHubGenerator
import StaticHubMigration
import StaticHubTestSupport
import Testing

/// Each migration case, and each fixture app, migrated in memory and compared whole with its
/// golden: the exit status, every message, and every file the migration writes. Record with
///
///     UPDATE_GOLDENS=1 swift test --filter StaticHubMigrationTests
@Suite("Migration goldens")
struct MigrationGoldenTests {
    static let casesDirectory = Fixtures.packageDirectory.appendingPathComponent("Tests/StaticHubMigrationTests/Cases")
    static let appsDirectory = Fixtures.packageDirectory.appendingPathComponent("Tests/Fixtures/Migration")
    static let goldensDirectory = Fixtures.packageDirectory.appendingPathComponent("Tests/StaticHubMigrationTests/Goldens")

    static let cases =
        Fixtures.subdirectories(of: casesDirectory).map { casesDirectory.appendingPathComponent($0) }
        + Fixtures.subdirectories(of: appsDirectory).map { appsDirectory.appendingPathComponent($0) }

    @Test("A case migrates to its golden", arguments: cases)
    func migration(of directory: URL) throws {
        let name = directory.lastPathComponent
        let style = try #require(MigrationStyle.allCases.first { name.lowercased().hasPrefix($0.rawValue) }, "\(name) names no style")
        let files = try Fixtures.swiftFiles(in: directory).map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
        let result = Migration.run(
            style, hub: "AppHub", files: files, hubFilePath: "AppHub.swift", hubIsolation: Self.hubIsolation(ofCase: name))
        try expectGolden(
            Self.render(result), at: Self.goldensDirectory.appendingPathComponent(name + ".txt"), named: "Migration/Goldens/\(name).txt")
    }

    /// A case named with `MainActor` is an app target whose default isolation is `MainActor`,
    /// as the command reads it from `Package.swift` or the Xcode project.
    static func hubIsolation(ofCase name: String) -> DefaultIsolation {
        name.contains("MainActor") ? .mainActor : .nonisolated
    }

    /// The exit status, the messages and the files, in the order the command prints and writes them.
    static func render(_ result: MigrationResult) -> String {
        var text = "exit status: \(result.leftSomethingUntouched ? 1 : 0)\n\n== messages\n"
        text += result.messages.map { $0.description + "\n" }.joined()
        for change in result.changes {
            text += "\n== \(change.original == nil ? "new file" : "file") \(change.path)\n" + change.migrated
        }
        return text
    }

    @Test("Warnings point at the lines they name")
    func warningsPointAtRealLines() throws {
        for directory in Self.cases {
            let name = directory.lastPathComponent
            let style = try #require(MigrationStyle.allCases.first { name.lowercased().hasPrefix($0.rawValue) })
            let files = try Fixtures.swiftFiles(in: directory).map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
            let texts = Dictionary(uniqueKeysWithValues: files.map { ($0.0, $0.1) })
            let result = Migration.run(
                style, hub: "AppHub", files: files, hubFilePath: "AppHub.swift", hubIsolation: Self.hubIsolation(ofCase: name))
            for message in result.messages {
                let lines = try #require(texts[message.location.path]).split(separator: "\n", omittingEmptySubsequences: false)
                let line = lines[message.location.line - 1]
                // The column is on a token: the character there is not white space.
                let column = line.utf8.dropFirst(message.location.column - 1).first
                #expect(column != nil && column != UInt8(ascii: " "), "\(message) points at '\(line)'")
            }
        }
    }

    @Test("A second run over what the first wrote changes nothing: what moved, and its forwarders, stay as written", arguments: cases)
    func secondRun(of directory: URL) throws {
        let name = directory.lastPathComponent
        let style = try #require(MigrationStyle.allCases.first { name.lowercased().hasPrefix($0.rawValue) })
        let files = try Fixtures.swiftFiles(in: directory).map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
        let isolation = Self.hubIsolation(ofCase: name)
        let first = Migration.run(style, hub: "AppHub", files: files, hubFilePath: "AppHub.swift", hubIsolation: isolation)
        var written = Dictionary(uniqueKeysWithValues: files.map { ($0.0, $0.1) })
        for change in first.changes { written[change.path] = change.migrated }
        let again = Migration.run(
            style, hub: "AppHub", files: written.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, hubFilePath: "AppHub.swift",
            hubIsolation: isolation)
        #expect(again.changes.isEmpty, "\(again.changes.map { "\($0.path):\n\($0.migrated)" })")
    }
}
