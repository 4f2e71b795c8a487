import Foundation
import StaticHubMigration
import StaticHubTestSupport
import Testing

/// Broken input never crashes or hangs the migration: every case and fixture app, with each of
/// its lines left out in turn and cut short at many points, migrated as each library.
@Suite("Migration robustness")
struct MigrationRobustnessTests {
    @Test("Each line left out, and the text cut short, still migrates without a crash", arguments: MigrationGoldenTests.cases)
    func damagedInput(_ directory: URL) throws {
        let files = try Fixtures.swiftFiles(in: directory).map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
        var runs = 0
        for (fileIndex, file) in files.enumerated() {
            let lines = file.1.split(separator: "\n", omittingEmptySubsequences: false)
            var variants = lines.indices.map { left in
                lines.enumerated().filter { $0.offset != left }.map(\.element).joined(separator: "\n")
            }
            let utf8 = Array(file.1.utf8)
            variants += stride(from: 0, to: utf8.count, by: 23).map { String(decoding: utf8[..<$0], as: UTF8.self) }
            for variant in variants {
                var damaged = files
                damaged[fileIndex].1 = variant
                for style in MigrationStyle.allCases {
                    let result = Migration.run(style, hub: "AppHub", files: damaged, hubFilePath: "AppHub.swift")
                    // Whatever it made of the damage, it says where in the input it is.
                    #expect(result.messages.allSatisfy { message in damaged.contains { $0.0 == message.location.path } })
                    runs += 1
                }
            }
        }
        #expect(runs > 0)
    }
}
