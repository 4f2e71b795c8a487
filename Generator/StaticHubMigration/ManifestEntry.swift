import StaticHubGenerator

/// One registration a migration writes into a manifest, in the DSL's argument order.
struct ManifestEntry {
    var kind: RegistrationKind
    /// The registered type as a manifest spells it, without `.self`: `(any APIClient)`.
    var type: String
    var scope: String?
    var tag: String?
    var isolation: String?
    /// Each as written in `parameterTypes:`: `(any A).self`, `.explicit(Int.self)`.
    var parameters: [String] = []
    /// The `using:` factory; nil for a scope input, whose value its scope's start binds.
    var factory: String?
    /// A scope input's `default:` value, made until its scope first starts.
    var defaultValue: String?
    /// The scope inputs it is made from, written before it.
    var inputs: [ManifestLine] = []
    /// For a forwarder an earlier run left in the old library (`self { AppHub.resolveClock() }`):
    /// the accessor it calls. It is in no manifest: the registration moved already.
    var forwardsTo: String?

    /// The accessor its resolves call: the generator's for its type and tag, or a forwarder's.
    var accessor: String { forwardsTo ?? Self.accessor(type: type, tag: tag) }

    /// What an earlier run's forwarder of `type` to `accessor` stands for: the tag is what the
    /// accessor names after the type (`DateBuffer` of `resolveTimeIntervalDateBuffer`), so that
    /// an override of a tagged registration is not taken for the type's untagged one.
    static func forwarder(of type: String, to accessor: String) -> ManifestEntry {
        let untagged = Self.accessor(type: type, tag: nil)
        let tag = accessor.hasPrefix(untagged) && accessor != untagged ? String(accessor.dropFirst(untagged.count)) : nil
        return ManifestEntry(kind: .auto, type: type, tag: tag, forwardsTo: accessor)
    }

    var line: ManifestLine {
        var arguments = ["\(type).self"]
        if let scope { arguments.append("scope: \(scope).self") }
        if let tag { arguments.append("tag: \(tag).self") }
        if let isolation { arguments.append("isolation: \(isolation).self") }
        if !parameters.isEmpty { arguments.append("parameterTypes: " + parameters.joined(separator: ", ")) }
        if let factory { arguments.append("using: \(factory)") }
        if let defaultValue { arguments.append("default: { \(defaultValue) }") }
        return ManifestLine(kind: kind, arguments: arguments)
    }

    /// The accessor StaticHub generates for the registration of `type` with `tag`:
    /// `resolveAPIClient` for `(any APIClient)`, by the generator's own rule. (Text that is not
    /// one type, which a manifest keeps in parentheses, is named by its last word.)
    static func accessor(type: String, tag: String?) -> String {
        registrationAccessorName(type: type, tag: tag) ?? "resolve" + TypeDirectory.baseName(of: type) + (tag ?? "")
    }

    /// A type as written in the old library's code, spelled for a manifest by the generator's
    /// own type syntax: a bare protocol name becomes `(any P)`, and what `.self` cannot follow
    /// directly is parenthesised (see `manifestTypeOperand`). Text that is not one type is
    /// kept, in parentheses.
    static func spelled(_ written: String, _ types: TypeDirectory) -> String {
        let type = written.trimmingSpaces
        return manifestTypeOperand(type) { types[$0]?.kind == .protocol } ?? "(\(type))"
    }

    /// `apiClient` for `APIClient`, `session` for `Session`: a parameter name from a type name.
    static func lowerCamel(_ name: String) -> String {
        let characters = Array(name)
        let upperRun = characters.prefix { $0.isUppercase }.count
        // `APIClient`: lower the run but its last letter, which starts the next word.
        let lowered = upperRun > 1 && upperRun < characters.count ? upperRun - 1 : max(upperRun, 1)
        return String(characters.prefix(lowered)).lowercased() + String(characters.dropFirst(lowered))
    }
}

/// A registration as a manifest writes it: on one line when it fits, else one argument (with
/// the types after `parameterTypes:` together) on each line.
struct ManifestLine {
    var kind: RegistrationKind
    /// `(any P).self`, `tag: T.self`, `parameterTypes: A.self, B.self`, `using: …`.
    var arguments: [String]

    static let width = 120

    /// On one line when it fits and no argument is a closure of several lines; else one
    /// argument per line, a closure's lines indented under its argument.
    func text(indentation: String) -> String {
        let oneLine = "\(kind.name)(\(arguments.joined(separator: ", ")))"
        guard indentation.count + oneLine.count + 1 > Self.width || oneLine.contains("\n") else { return indentation + oneLine + ",\n" }
        let inner = indentation + "    "
        let indented = arguments.map { inner + $0.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + inner) }
        return indentation + kind.name + "(\n" + indented.joined(separator: ",\n") + "\n" + indentation + "),\n"
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }

    /// `Card` for `card`, `StripeLive` for `stripe-live`: a type name from a word of the old code.
    var upperCamelTypeName: String {
        let words = split { !($0.isLetter || $0.isNumber) }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = name.first else { return "Unnamed" }
        return first.isNumber ? "N" + name : name
    }
}
