import Foundation
import StaticHubTestSupport
import Testing

@testable import StaticHubGenerator

/// The DocC article of diagnostics is the catalogue (`DiagnosticEntry`) rendered: every
/// identifier under its section, with its severity and each form of its message. A change to
/// a message shows here, and the same recording run as the goldens writes the article:
///
///     UPDATE_GOLDENS=1 swift test --filter StaticHubGeneratorTests
@Suite("Diagnostics article")
struct DiagnosticsArticleTests {
    static let article = Fixtures.packageDirectory.appendingPathComponent("Sources/StaticHub/Documentation.docc/Diagnostics.md")

    @Test("The article is the catalogue rendered")
    func articleIsTheCatalogue() throws {
        try expectGolden(Self.render(), at: Self.article, named: "Diagnostics.md")
    }

    @Test("Each identifier's examples are messages of that identifier, and notes are filed as notes")
    func examplesMatchTheirEntry() {
        for id in DiagnosticMessage.ID.allCases {
            #expect(!id.entry.examples.isEmpty, "\(id.rawValue)")
            #expect(id.entry.examples.allSatisfy { $0.id == id }, "\(id.rawValue)")
        }
        #expect(DiagnosticMessage.ID.allCases.allSatisfy { $0.rawValue.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } })
    }

    private static let introduction = """
        # Diagnostics

        Every message the generator prints, by its stable identifier.

        <!-- The catalogue in DiagnosticEntry.swift, rendered by DiagnosticsArticleTests: change the messages there. -->

        ## Overview

        The generator reports what it finds as `path:line:column: severity: message`, on the
        manifest token at fault, so SwiftPM and Xcode show it in place; an error stops the build
        before the compiler sees generated code, and no file is written. A note follows the error
        it explains, at the place it names. Names in ‹angle quotes› stand for what the message
        names in your code. Errors the compiler reports in generated code land on the manifest line
        of the registration at fault.

        """

    static func render() -> String {
        var blocks = [introduction]
        for section in DiagnosticEntry.Section.allCases {
            let ids = DiagnosticMessage.ID.allCases.filter { $0.entry.section == section }
            guard !ids.isEmpty else { continue }
            blocks.append("## \(section.rawValue)\n")
            for id in ids {
                blocks.append("### \(id.rawValue)\n")
                let severity =
                    switch id.entry.severity {
                    case .error: "An error."
                    case .warning: "A warning."
                    case .note: "A note."
                    }
                blocks.append(severity + "\n")
                var seen: Set<String> = []
                // A code span, not a blockquote: docc reads a quoted line whose first words end
                // in a colon as an aside, and crashed on these (swift-markdown, toolchain 6.3.1).
                for example in id.entry.examples where seen.insert(example.text).inserted {
                    blocks.append("`\(example.text)`\n")
                }
            }
        }
        return blocks.joined(separator: "\n")
    }
}
