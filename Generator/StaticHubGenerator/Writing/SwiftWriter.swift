/// Accumulates Swift source with consistent four-space indentation, and maps the lines
/// that can fail for a reason in a manifest to their manifest line with `#sourceLocation`.
///
/// Each line is one of three kinds. A line *mapped* to a manifest location is reported
/// there by the compiler. A *generated* line (the default) is reported where it stands in
/// the generated file, so a mapping in force before it is reset first. A *neutral* line
/// (blank, a comment, an attribute on its own line) cannot fail: it takes whatever mapping
/// is in force, which lets a directive precede a doc comment instead of splitting it from
/// its declaration. Directives are written only where the mapping changes.
struct SwiftWriter {
    private var written = ""
    private var depth = 0
    /// Neutral lines not written yet: where they go depends on the next line's kind.
    private var pending: [String] = []
    /// The manifest line the next written line is reported at, if a mapping is in force.
    private var mappedNext: SourceLocation?
    /// False for files that are committed: their `#sourceLocation` paths could only be
    /// relative, which collide with the real files' `#fileID`.
    private let sourceMapping: SourceMapping
    /// The last directive's text up to its line number, and its path: most directives of a file
    /// name the same manifest, and escaping its path again for each was a tenth of a run.
    private var directivePrefix: (path: String, text: String)?

    /// `capacity`: the bytes expected, so a large file grows its text once instead of by doubling.
    init(sourceMapping: SourceMapping = .manifestLines, capacity: Int = 0) {
        self.sourceMapping = sourceMapping
        written.reserveCapacity(capacity)
    }

    /// What was written; a copy only when neutral lines are still pending (a file of 10,000
    /// registrations is 28 MB).
    var text: String { pending.isEmpty ? written : written + pending.joined() }

    /// Writes one generated line at the current indentation; blank lines and comments are neutral.
    mutating func line(_ content: String = "") {
        if content.isEmpty || content.hasPrefix("//") {
            neutral(content)
        } else {
            write(content, mappedTo: nil)
        }
    }

    /// Writes one line that the compiler reports at `location`'s line, or a generated line
    /// when there is no location.
    mutating func line(_ content: String, mappedTo location: SourceLocation?) {
        guard let location else { return line(content) }
        write(content, mappedTo: sourceMapping == .manifestLines ? location : nil)
    }

    /// Writes a line that cannot fail, such as an attribute on its own line.
    mutating func neutral(_ content: String) {
        pending.append((content.isEmpty ? "" : indentation + content) + "\n")
    }

    /// Writes `header {`, the body one level deeper, and `}`; the header maps to `location`.
    mutating func block(_ header: String, mappedTo location: SourceLocation? = nil, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {", mappedTo: location)
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
    /// at the same indentation. The compiler does not say whether it applies directives in an
    /// inactive branch, so the `#if` lines are generated ones: no mapping crosses them.
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

    private static let indentations = (0..<12).map { String(repeating: "    ", count: $0) }

    private var indentation: String {
        depth < Self.indentations.count ? Self.indentations[depth] : String(repeating: "    ", count: depth)
    }

    /// Appends `content` as a line at the current indentation.
    private mutating func append(_ content: String) {
        written += indentation
        written += content
        written += "\n"
    }

    private mutating func write(_ content: String, mappedTo location: SourceLocation?) {
        guard let location else {
            if mappedNext != nil {
                written += SourceLocationDirective.end
                written += "\n"
                mappedNext = nil
            }
            flushPending()
            append(content)
            return
        }
        // Blank lines and `// MARK:`s stay before the directive; the neutral lines after the
        // last of them (a doc comment, attributes) sit between the directive and this line, so
        // the directive names an earlier line (never before line 1: then this one is off a few).
        if let lastBlank = pending.lastIndex(where: { $0 == "\n" || $0.drop(while: { $0 == " " }).hasPrefix("// MARK:") }) {
            written += pending[...lastBlank].joined()
            mappedNext?.line += lastBlank + 1
            pending.removeSubrange(...lastBlank)
        }
        let first = SourceLocation(path: location.path, line: max(1, location.line - pending.count), column: 1)
        let continues = mappedNext.map { $0.path == first.path && $0.line == first.line } ?? false
        if !continues {
            writeDirective(first)
        }
        let next = first.line + pending.count + 1
        flushPending()
        append(content)
        mappedNext = SourceLocation(path: location.path, line: next, column: 1)
    }

    private mutating func writeDirective(_ location: SourceLocation) {
        if directivePrefix?.path != location.path {
            directivePrefix = (location.path, SourceLocationDirective.prefix(location.path))
        }
        written += directivePrefix?.text ?? ""
        written += String(location.line)
        written += ")\n"
    }

    private mutating func flushPending() {
        written += pending.joined()
        pending.removeAll()
    }
}
