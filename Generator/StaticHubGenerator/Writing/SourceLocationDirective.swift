/// The `#sourceLocation` directives the writer puts around a line mapped to the manifest, so
/// that the compiler reports an error in generated code on the manifest line that caused it.
enum SourceLocationDirective {
    /// `#sourceLocation(file: "path", line: `, the path escaped.
    static func prefix(_ path: String) -> String {
        var escaped = path
        // Escape only the rare path that needs it.
        if escaped.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) {
            escaped = ""
            for character in path {
                if character == "\\" || character == "\"" { escaped.append("\\") }
                escaped.append(character)
            }
        }
        return "#sourceLocation(file: \"\(escaped)\", line: "
    }

    static let end = "#sourceLocation()"
}
