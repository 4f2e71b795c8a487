import StaticHubGenerator

/// The migration's check of its own manifests: the generator's stages run on the files as
/// the migration would write them, and every error they report that the files as they were
/// did not is the migration's. With one, nothing is written: a migration never leaves code
/// that the build plugin rejects.
enum GeneratorCheck {
    /// The generator's errors that `changes` (made by `edits`) bring to `sources`, as messages
    /// at the places of the original files where the migration would write what they fault.
    static func errors(
        of changes: [MigrationResult.FileChange], by edits: [String: [TextEdit]], to sources: [SwiftSource], isolation: DefaultIsolation
    ) -> [MigrationMessage] {
        guard !changes.isEmpty else { return [] }
        let migrated = Dictionary(changes.map { ($0.path, $0.migrated) }) { first, _ in first }
        let before = sources.map { SourceInput(path: $0.path, contents: .bytes(Array($0.file.source.bytes))) }
        var after = sources.map { SourceInput(path: $0.path, contents: .bytes(Array((migrated[$0.path] ?? $0.text).utf8))) }
        after += changes.filter { $0.original == nil }.map { SourceInput(path: $0.path, contents: .bytes(Array($0.migrated.utf8))) }
        let known = Set(generatorErrors(before, isolation).map { "\($0.location.path): \($0.message)" })
        let originals = Dictionary(sources.map { ($0.path, $0) }) { first, _ in first }
        return generatorErrors(after, isolation).filter { !known.contains("\($0.location.path): \($0.message)") }.map { diagnostic in
            let location = diagnostic.location
            let written = migrated[location.path].map { line(location.line, of: $0) } ?? ""
            var place = location
            if let source = originals[location.path], let text = migrated[location.path] {
                let original = (edits[location.path] ?? []).originalOffset(ofEdited: offset(ofLine: location.line, in: text))
                place = firstWord(ofLineAt: original, in: source)
            }
            return MigrationMessage(
                .error, .rejectedByGenerator,
                "the migration would write '\(written)' here, which the generator rejects: \(diagnostic.message); nothing was written",
                at: place)
        }
    }

    /// The first character of the line holding `offset` that is not white space: the
    /// declaration a manifest goes into, for an offset where it is inserted.
    private static func firstWord(ofLineAt offset: Int, in source: SwiftSource) -> SourceLocation {
        let bytes = source.file.source.bytes
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        return source.file.source.location(of: start)
    }

    private static func line(_ number: Int, of text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(number - 1).first.map { String($0).trimmingSpaces } ?? ""
    }

    private static func offset(ofLine number: Int, in text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).prefix(number - 1).reduce(0) { $0 + $1.utf8.count + 1 }
    }

    private static func generatorErrors(_ inputs: [SourceInput], _ isolation: DefaultIsolation) -> [Diagnostic] {
        GeneratorPipeline.generate(inputs, defaultIsolation: isolation).diagnostics.filter { $0.severity == .error }
    }
}
