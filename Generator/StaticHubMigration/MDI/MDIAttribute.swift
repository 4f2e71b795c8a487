import StaticHubGenerator

/// One MDI registration attribute, `@AutoRegister(…)`, read as the manifest line it becomes.
///
/// An attribute written for MDI before 4.0 takes its factory as `factory:` on every kind and
/// lists no `parameterTypes:`: that MDI resolved the factory's parameters by their types. Its
/// line takes the factory as `using:` (but on `Register`, whose `factory:` makes every listed
/// parameter explicit, as it did then) and the parameter types read from the factory's
/// declaration, which the generator needs written.
struct MDIAttribute {
    let kind: RegistrationKind
    /// The `@`.
    let at: Int
    /// The closing parenthesis.
    let close: Int

    /// The attribute at `at` when it is one of MDI's registrations.
    init?(_ source: SwiftSource, at: Int) {
        guard source.isKind(at, .at), let kind = MDIMigration.kinds[source.text(at + 1)], source.isKind(at + 2, .leftParen),
            let close = source.partner(of: at + 2)
        else { return nil }
        self.kind = kind
        self.at = at
        self.close = close
    }

    /// The manifest line, or why it cannot be written: the parameters an older attribute left
    /// for MDI to infer, of a factory whose one declaration it cannot find.
    func manifestLine(_ source: SwiftSource, _ types: TypeDirectory) -> Result<ManifestLine, Untranslatable> {
        var groups = argumentGroups(source)
        guard kind != .register, kind != .opaqueRegister, let factoryIndex = groups.firstIndex(where: { $0.label == "factory" }) else {
            return .success(ManifestLine(kind: kind, arguments: groups.map(\.text)))
        }
        let factory = groups[factoryIndex]
        groups[factoryIndex].text = "using:" + factory.text.dropFirst("factory:".count)
        if !groups.contains(where: { $0.label == "parameterTypes" }) {
            switch inferredParameterTypes(source, factory.tokens.dropFirst(2), types) {
            case .success(let parameters) where !parameters.isEmpty:
                groups.insert(
                    ArgumentGroup(label: "parameterTypes", text: "parameterTypes: " + parameters.joined(separator: ", "), tokens: 0..<0),
                    at: factoryIndex)
            case .success: break
            case .failure(let reason): return .failure(reason)
            }
        }
        return .success(ManifestLine(kind: kind, arguments: groups.map(\.text)))
    }

    private struct ArgumentGroup {
        var label: String?
        var text: String
        var tokens: Range<Int>
    }

    /// The arguments as a manifest line groups them: each label starts a group, so the types
    /// after `parameterTypes:` stay together.
    private func argumentGroups(_ source: SwiftSource) -> [ArgumentGroup] {
        var groups: [ArgumentGroup] = []
        for piece in source.commaSeparated(at + 3..<close) {
            let text = source.oneLine(piece.lowerBound, piece.upperBound - 1)
            let isLabelled = source.isKind(piece.lowerBound, .identifier) && source.isKind(piece.lowerBound + 1, .colon)
            if isLabelled || groups.isEmpty {
                groups.append(ArgumentGroup(label: isLabelled ? source.text(piece.lowerBound) : nil, text: text, tokens: piece))
            } else {
                groups[groups.count - 1].text += ", " + text
                groups[groups.count - 1].tokens = groups[groups.count - 1].tokens.lowerBound..<piece.upperBound
            }
        }
        return groups
    }

    /// The parameter types, as `parameterTypes:` lists them, of the function `reference` names:
    /// `Impl.init`, `Impl.init(client:)`, `Impl.make(users:)`. A closure takes none.
    private func inferredParameterTypes(_ source: SwiftSource, _ reference: Range<Int>, _ types: TypeDirectory) -> Result<
        [String], Untranslatable
    > {
        guard let first = reference.first, !source.isKind(first, .leftBrace) else { return .success([]) }
        var names: [String] = []
        var index = first
        while source.isKind(index, .identifier) || source.isWord(index, "init") {
            names.append(source.text(index))
            guard source.isKind(index + 1, .period) else { break }
            index += 2
        }
        var labels: [String]?
        if source.isKind(index + 1, .leftParen), let end = source.partner(of: index + 1) {
            labels = source.text(index + 2, end - 1).split(separator: ":").map { String($0).trimmingSpaces }
            index = end
        }
        let written = source.oneLine(first, reference.upperBound - 1)
        guard names.count >= 2, index == reference.upperBound - 1, let function = names.last,
            let declaration = types[names[names.count - 2]]
        else {
            return .failure(
                Untranslatable(
                    .initializerNotFound,
                    "MDI before 4.0 resolved the parameters of '\(written)', and it found no declaration of it to read their types from; "
                        + "add 'parameterTypes:' to the attribute, then run again"))
        }
        let candidates =
            function == "init"
            ? types.initializers(of: declaration, labels: labels) : types.staticFunctions(named: function, of: declaration, labels: labels)
        guard candidates.count == 1, let parameters = candidates.first else {
            let reason =
                candidates.isEmpty
                ? "it found no declaration of '\(written)' to read their types from"
                : "'\(written)' names one of several functions; name one with its labels, as in '\(names.dropLast().joined(separator: "."))."
                    + "\(function)(a:b:)'"
            return .failure(
                Untranslatable(
                    .initializerNotFound,
                    "MDI before 4.0 resolved the parameters of '\(written)', and \(reason); or add 'parameterTypes:' to the attribute"))
        }
        return .success(parameters.map { ManifestEntry.spelled($0.type, types) + ".self" })
    }
}
