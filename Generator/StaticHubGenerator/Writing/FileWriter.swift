/// The writing stage: each generated file's declarations → its text, and nothing else.
enum FileWriter {
    static func write(_ files: FileDeclarations.Files, sourceMapping: SourceMapping) -> GeneratedFiles {
        GeneratedFiles(
            hubFile: text(of: files.hubFile, sourceMapping: sourceMapping),
            parts: files.parts.mapValues { text(of: $0, sourceMapping: sourceMapping) })
    }

    private static func text(of file: FileDeclarations.File, sourceMapping: SourceMapping) -> String {
        var writer = SwiftWriter(sourceMapping: sourceMapping, capacity: 4096 + 3072 * file.registrationCount)
        writer.write(file.declarations)
        return writer.text
    }
}
