/// A property list in the old text form Xcode writes `project.pbxproj` in:
/// `{ key = value; }`, `( a, b, )`, strings bare or quoted, `/* comments */`. Read for build
/// settings only, so it keeps each string's position and nothing of data or dates.
indirect enum PropertyListText: Sendable {
    case string(String, at: SourceLocation)
    case array([PropertyListText])
    case dictionary([String: PropertyListText])

    /// The list in `bytes`, or nil when they are not one (the reader then knows nothing).
    static func parse(_ bytes: [UInt8], path: String) -> PropertyListText? {
        var parser = Parser(bytes: bytes, path: path)
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skipTrivia()
        return parser.position == bytes.count ? value : nil
    }

    subscript(key: String) -> PropertyListText? {
        if case .dictionary(let entries) = self { return entries[key] }
        return nil
    }

    var string: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    var location: SourceLocation? {
        if case .string(_, let location) = self { return location }
        return nil
    }

    var strings: [String] {
        if case .array(let items) = self { return items.compactMap(\.string) }
        return []
    }

    private struct Parser {
        let bytes: [UInt8]
        let path: String
        var position = 0
        var line = 1
        var lineStart = 0

        /// Deeper than any project Xcode writes; a bound so hostile input cannot exhaust the stack.
        static let maximumDepth = 64

        init(bytes: [UInt8], path: String) {
            self.bytes = bytes
            self.path = path
        }

        mutating func value(depth: Int) -> PropertyListText? {
            guard depth < Self.maximumDepth else { return nil }
            skipTrivia()
            guard position < bytes.count else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                advance()
                var entries: [String: PropertyListText] = [:]
                while true {
                    skipTrivia()
                    if take(UInt8(ascii: "}")) { return .dictionary(entries) }
                    guard case .string(let key, _)? = string(), take(UInt8(ascii: "=")),
                        let entry = value(depth: depth + 1), take(UInt8(ascii: ";"))
                    else { return nil }
                    entries[key] = entry
                }
            case UInt8(ascii: "("):
                advance()
                var items: [PropertyListText] = []
                while true {
                    skipTrivia()
                    if take(UInt8(ascii: ")")) { return .array(items) }
                    guard let item = value(depth: depth + 1) else { return nil }
                    items.append(item)
                    if !take(UInt8(ascii: ",")) {
                        guard take(UInt8(ascii: ")")) else { return nil }
                        return .array(items)
                    }
                }
            default:
                return string()
            }
        }

        /// A quoted or bare string at the current position.
        mutating func string() -> PropertyListText? {
            skipTrivia()
            let location = SourceLocation(path: path, line: line, column: position - lineStart + 1)
            if take(UInt8(ascii: "\"")) {
                var text: [UInt8] = []
                while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                    if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count { advance() }
                    text.append(bytes[position])
                    advance()
                }
                guard take(UInt8(ascii: "\"")) else { return nil }
                return .string(String(decoding: text, as: UTF8.self), at: location)
            }
            let start = position
            while position < bytes.count, !Self.endsBareString(bytes[position]) { advance() }
            guard position > start else { return nil }
            return .string(String(decoding: bytes[start..<position], as: UTF8.self), at: location)
        }

        static func endsBareString(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "{"),
                UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "="), UInt8(ascii: ";"),
                UInt8(ascii: ","), UInt8(ascii: "\""):
                true
            default:
                false
            }
        }

        /// Skips spaces, line breaks and comments (`/* … */`, `// …`).
        mutating func skipTrivia() {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    advance()
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                    advance(by: 2)
                    while position < bytes.count,
                        !(bytes[position] == UInt8(ascii: "*") && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"))
                    {
                        advance()
                    }
                    advance(by: 2)
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                    while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { advance() }
                } else {
                    return
                }
            }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            skipTrivia()
            guard position < bytes.count, bytes[position] == byte else { return false }
            advance()
            return true
        }

        mutating func advance(by count: Int = 1) {
            for _ in 0..<count where position < bytes.count {
                if bytes[position] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = position + 1
                }
                position += 1
            }
        }
    }
}
