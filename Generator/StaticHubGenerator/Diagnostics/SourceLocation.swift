/// A position in a source file: 1-based line and column (the column counts UTF-8 bytes,
/// as the Swift compiler's does).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public var description: String { "\(path):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
