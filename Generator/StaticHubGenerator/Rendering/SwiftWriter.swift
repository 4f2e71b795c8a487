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
        indented(body)
        line("}")
    }

    /// Writes the body one level deeper.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Writes the body inside `#if condition` … `#endif` (with an `#else` branch if given),
    /// at the same indentation.
    mutating func conditional(
        _ condition: String,
        _ body: (inout SwiftWriter) -> Void,
        else otherwise: ((inout SwiftWriter) -> Void)? = nil
    ) {
        line("#if " + condition)
        body(&self)
        if let otherwise {
            line("#else")
            otherwise(&self)
        }
        line("#endif")
    }
}
