/// Reads a type from the tokens of a manifest argument such as `(any P<Int>)?`.
///
/// Recursion is bounded by `maximumDepth`, so hostile input fails with a message
/// instead of exhausting the stack.
struct TypeParser {
    struct Failure: Error, Equatable {
        let reason: String
    }

    private struct Piece {
        let text: String
        let isIdentifier: Bool
        let isNumber: Bool
        let hasLeadingSpace: Bool
    }

    private static let maximumDepth = 64
    private let pieces: [Piece]
    private var position = 0
    private var depth = 0

    /// Parses `tokens[range]` of `file` as one complete type.
    static func parse(_ file: LexedFile, _ range: Range<Int>) throws(Failure) -> TypeSyntax {
        var parser = TypeParser(pieces: Self.pieces(file, range))
        guard !parser.pieces.isEmpty else { throw Failure(reason: "the type is missing") }
        let type = try parser.parseType()
        if parser.position < parser.pieces.count {
            throw Failure(reason: "unexpected '\(parser.pieces[parser.position].text)'")
        }
        return type
    }

    /// Splits operator tokens into single characters (so `>>` closes two generic lists
    /// and `?>` is an optional followed by a close), keeping `->` whole.
    private static func pieces(_ file: LexedFile, _ range: Range<Int>) -> [Piece] {
        var pieces: [Piece] = []
        for index in range {
            let token = file.tokens[index]
            let text = file.text(token)
            guard token.kind == .operator else {
                pieces.append(
                    Piece(
                        text: text, isIdentifier: token.kind == .identifier, isNumber: token.kind == .number,
                        hasLeadingSpace: token.hasLeadingSpace)
                )
                continue
            }
            var rest = Substring(text)
            var isFirst = true
            while !rest.isEmpty {
                let length = rest.hasPrefix("->") ? 2 : 1
                pieces.append(
                    Piece(
                        text: String(rest.prefix(length)), isIdentifier: false, isNumber: false,
                        hasLeadingSpace: isFirst && token.hasLeadingSpace)
                )
                rest = rest.dropFirst(length)
                isFirst = false
            }
        }
        return pieces
    }

    private init(pieces: [Piece]) {
        self.pieces = pieces
    }

    // MARK: Grammar

    private mutating func parseType() throws(Failure) -> TypeSyntax {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw Failure(reason: "the type is nested too deeply") }

        var attributes: [String] = []
        while peek("@") {
            position += 1
            guard let name = takeIdentifier() else { throw expected("an attribute name after '@'") }
            attributes.append("@" + name)
        }
        if let keyword = current?.text, keyword == "any" || keyword == "some", current?.isIdentifier == true,
            position + 1 < pieces.count, Self.canStartType(pieces[position + 1])
        {
            position += 1
            let constraint = collapse(try parseComposition())
            guard attributes.isEmpty else { throw Failure(reason: "attributes apply only to function types") }
            return keyword == "any" ? .existential(constraint) : .opaque(constraint)
        }
        let type = try parseComposition()
        if peek("async") || peek("throws") || peek("->") {
            guard case .tuple(let parameters) = type else {
                throw Failure(reason: "function parameters must be in parentheses")
            }
            var effects: [String] = []
            while let effect = current?.text, effect == "async" || effect == "throws" {
                effects.append(effect)
                position += 1
            }
            try expect("->")
            let result = try parseType()
            return .function(.init(attributes: attributes, parameters: parameters.map(\.type), effects: effects, result: result))
        }
        guard attributes.isEmpty else { throw Failure(reason: "attributes apply only to function types") }
        return collapse(type)
    }

    private mutating func parseComposition() throws(Failure) -> TypeSyntax {
        let first = try parsePostfix()
        guard peek("&") else { return first }
        var members = [collapse(first)]
        while peek("&") {
            position += 1
            members.append(collapse(try parsePostfix()))
        }
        return .composition(members)
    }

    private mutating func parsePostfix() throws(Failure) -> TypeSyntax {
        var type = try parsePrimary()
        while let piece = current {
            if piece.text == "?", !piece.hasLeadingSpace {
                position += 1
                type = .optional(collapse(type))
            } else if piece.text == "!", !piece.hasLeadingSpace {
                position += 1
                type = .implicitlyUnwrappedOptional(collapse(type))
            } else if piece.text == ".", let keyword = text(after: 1), keyword == "Type" || keyword == "Protocol" {
                position += 2
                type = .metatype(collapse(type), keyword: keyword)
            } else {
                break
            }
        }
        return type
    }

    private mutating func parsePrimary() throws(Failure) -> TypeSyntax {
        guard let piece = current else { throw expected("a type") }
        switch piece.text {
        case "[":
            position += 1
            let element = try parseType()
            if peek(":") {
                position += 1
                let value = try parseType()
                try expect("]")
                return .dictionary(key: element, value: value)
            }
            try expect("]")
            return .array(element)
        case "(":
            position += 1
            var elements: [TypeSyntax.TupleElement] = []
            while !peek(")") {
                var label: String?
                if current?.isIdentifier == true, text(after: 1) == ":" {
                    label = current?.text
                    position += 2
                } else if current?.isIdentifier == true, pieces.indices.contains(position + 2),
                    pieces[position + 1].isIdentifier, pieces[position + 2].text == ":"
                {
                    label = pieces[position + 1].text
                    position += 3
                }
                elements.append(.init(label: label, type: try parseType()))
                if peek(",") { position += 1 } else { break }
            }
            try expect(")")
            return .tuple(elements)
        default:
            guard piece.isIdentifier, !Self.reservedWords.contains(piece.text) else {
                throw Failure(reason: "unexpected '\(piece.text)'")
            }
            return .nominal(try parseNominalPath())
        }
    }

    private mutating func parseNominalPath() throws(Failure) -> [TypeSyntax.NominalComponent] {
        var components: [TypeSyntax.NominalComponent] = []
        repeat {
            if !components.isEmpty { position += 1 }  // the "."
            guard let name = takeIdentifier() else { throw expected("a type name") }
            var arguments: [TypeSyntax] = []
            if peek("<"), current?.hasLeadingSpace == false {
                position += 1
                repeat {
                    if !arguments.isEmpty { position += 1 }  // the ","
                    if let piece = current, piece.isNumber {
                        position += 1
                        arguments.append(.integer(piece.text))
                    } else {
                        arguments.append(try parseType())
                    }
                } while peek(",")
                try expect(">")
            }
            components.append(.init(name: name, genericArguments: arguments))
        } while continuesPath
        return components
    }

    /// Whether a `.` and another type name follow (not `.Type` or `.Protocol`).
    private var continuesPath: Bool {
        guard peek("."), let next = text(after: 1), pieces[position + 1].isIdentifier else { return false }
        return next != "Type" && next != "Protocol"
    }

    // MARK: Helpers

    private static let reservedWords: Set = ["any", "some", "inout", "throws", "async", "rethrows", "self"]

    private static func canStartType(_ piece: Piece) -> Bool {
        piece.isIdentifier || piece.text == "(" || piece.text == "[" || piece.text == "@"
    }

    /// A one-element unlabelled tuple is only parentheses.
    private func collapse(_ type: TypeSyntax) -> TypeSyntax {
        if case .tuple(let elements) = type, elements.count == 1, elements[0].label == nil {
            return elements[0].type
        }
        return type
    }

    private var current: Piece? {
        position < pieces.count ? pieces[position] : nil
    }

    private func text(after offset: Int) -> String? {
        position + offset < pieces.count ? pieces[position + offset].text : nil
    }

    private func peek(_ text: String) -> Bool {
        current?.text == text
    }

    private mutating func takeIdentifier() -> String? {
        guard let piece = current, piece.isIdentifier else { return nil }
        position += 1
        return piece.text
    }

    private mutating func expect(_ text: String) throws(Failure) {
        guard peek(text) else { throw expected("'\(text)'") }
        position += 1
    }

    private func expected(_ what: String) -> Failure {
        if let piece = current {
            return Failure(reason: "expected \(what) but found '\(piece.text)'")
        }
        return Failure(reason: "expected \(what) at the end of the type")
    }
}
