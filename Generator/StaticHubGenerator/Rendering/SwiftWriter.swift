/// Accumulates Swift source with consistent four-space indentation.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0

    /// Writes one line at the current indentation; an empty line has no trailing spaces.
    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            text += String(repeating: "    ", count: depth) + content
        }
        text += "\n"
    }

    /// Writes a line at column 1: `#sourceLocation` directives read best unindented.
    mutating func directive(_ content: String) {
        text += content + "\n"
    }

    /// Writes `header {`, the body one level deeper, and `}`.
    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// Writes the body inside `#if condition` … `#endif`, at the same indentation.
    mutating func conditional(_ condition: String, _ body: (inout SwiftWriter) -> Void) {
        line("#if " + condition)
        body(&self)
        line("#endif")
    }
}
