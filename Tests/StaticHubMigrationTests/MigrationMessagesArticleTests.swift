import Foundation
import StaticHubMigration
import StaticHubTestSupport
import Testing

/// The DocC article of `statichub-migrate`'s messages is the catalogue (`MigrationMessageEntry`)
/// rendered: each identifier under its section, with what it means. The recording run of the
/// migration goldens writes it:
///
///     UPDATE_GOLDENS=1 swift test --filter StaticHubMigrationTests
@Suite("Migration messages article")
struct MigrationMessagesArticleTests {
    static let article = Fixtures.packageDirectory.appendingPathComponent(
        "Sources/StaticHub/Documentation.docc/MigrationMessages.md")

    @Test("The article is the catalogue rendered")
    func articleIsTheCatalogue() throws {
        try expectGolden(Self.render(), at: Self.article, named: "MigrationMessages.md")
    }

    @Test("Identifiers are lowercase words joined by hyphens, and each says what it means")
    func identifiers() {
        for id in MigrationMessage.ID.allCases {
            #expect(id.rawValue.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(id.rawValue)")
            #expect(id.entry.meaning.hasSuffix("."), "\(id.rawValue)")
        }
    }

    @Test("Every message the goldens record ends with an identifier of the catalogue")
    func goldensCarryIdentifiers() throws {
        let known = Set(MigrationMessage.ID.allCases.map(\.rawValue))
        var seen: Set<String> = []
        for golden in try FileManager.default.contentsOfDirectory(atPath: MigrationGoldenTests.goldensDirectory.path) {
            let text = try String(contentsOf: MigrationGoldenTests.goldensDirectory.appendingPathComponent(golden), encoding: .utf8)
            // The messages run from their header to the first file's.
            let messages = text.components(separatedBy: "\n== messages\n")[1].components(separatedBy: "\n== ")[0]
            for line in messages.split(separator: "\n") {
                let id = line.split(separator: "[").last.map { String($0.dropLast()) } ?? ""
                #expect(line.hasSuffix("]") && known.contains(id), "\(golden): \(line)")
                seen.insert(id)
            }
        }
        // A file no parser reads cannot sit among the fixtures, which swift-format checks:
        // MigrateCommandTests asserts that message's whole line instead.
        // Nor does a fixture make the migration fault its own result: MigrationSelfCheckTests
        // makes that fault by hand and asserts the message.
        let unseen = known.subtracting(seen).subtracting([MigrationMessage.ID.unreadableFile, .resolveUnreached].map(\.rawValue)).sorted()
        #expect(unseen.isEmpty, "no golden shows \(unseen)")
    }

    private static let introduction = """
        # Migration messages

        Every message `statichub-migrate` prints, by its stable identifier.

        <!-- The catalogue in MigrationMessageEntry.swift, rendered by MigrationMessagesArticleTests: change the messages there. -->

        ## Overview

        The command prints each message as `path:line:column: warning: message [identifier]`, at
        a position in the files as they were before it; a file it cannot read is an `error:`.
        A registration left on the old library says why in its message; code left on it names
        what to write instead; a caveat says what behaves differently after the move. See
        <doc:Migrating> for what the command does and how to finish by hand.

        """

    static func render() -> String {
        var blocks = [introduction]
        for section in MigrationMessageEntry.Section.allCases {
            let ids = MigrationMessage.ID.allCases.filter { $0.entry.section == section }
            guard !ids.isEmpty else { continue }
            blocks.append("## \(section.rawValue)\n")
            for id in ids {
                blocks.append("### \(id.rawValue)\n")
                blocks.append(id.entry.meaning + "\n")
            }
        }
        return blocks.joined(separator: "\n")
    }
}
