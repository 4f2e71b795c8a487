import StaticHubGenerator

/// MDI: the registration attributes on a hub's declarations become one manifest with the same
/// arguments; the hub and its call sites stay as they are.
enum MDIMigration {
    /// MDI's attributes, and the StaticHub kind each becomes (the deprecated `FactoryRegister`
    /// spellings become the names StaticHub keeps).
    static let kinds: [String: RegistrationKind] = [
        "AutoRegister": .auto, "SingletonRegister": .singleton, "Register": .register, "FactoryRegister": .register,
        "OpaqueAutoRegister": .opaqueAuto, "OpaqueSingletonRegister": .opaqueSingleton, "OpaqueRegister": .opaqueRegister,
        "OpaqueFactoryRegister": .opaqueRegister
    ]

    /// A declaration that carries registration attributes.
    private struct AttributedDeclaration {
        let sourceIndex: Int
        let hub: String
        let keyword: Int
        let open: Int
        let close: Int
        /// Each attribute's `@` and closing parenthesis.
        var attributes: [(first: Int, last: Int)] = []
    }

    static func run(_ sources: [SwiftSource]) -> StyleFindings {
        var findings = StyleFindings()
        var declarations: [AttributedDeclaration] = []
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            var index = 0
            while index < source.tokens.count {
                guard source.isKind(index, .at), kinds[source.text(index + 1)] != nil, source.isKind(index + 2, .leftParen),
                    let close = source.partner(of: index + 2)
                else {
                    index += 1
                    continue
                }
                guard let declared = declaredType(after: close, in: source) else {
                    findings.untouched(
                        .propertyWrapperLeft,
                        "'@\(source.text(index + 1))' is not on a type or extension; move it by hand", at: source.location(index))
                    index = close + 1
                    continue
                }
                if declarations.last?.sourceIndex != sourceIndex || declarations.last?.open != declared.open {
                    declarations.append(
                        AttributedDeclaration(
                            sourceIndex: sourceIndex, hub: declared.name, keyword: declared.keyword, open: declared.open,
                            close: declared.close))
                }
                declarations[declarations.count - 1].attributes.append((index, close))
                index = close + 1
            }
        }
        findings.takenNames = SwiftSource.memberNames(of: Set(declarations.map(\.hub)), in: sources)
        var hosts: Set<String> = []
        for declaration in declarations {
            let source = sources[declaration.sourceIndex]
            let isHost = hosts.insert(declaration.hub).inserted
            let isEmpty = declaration.close == declaration.open + 1
            if !isHost, isEmpty, source.isWord(declaration.keyword, "extension") {
                // Nothing is left of it: `@AutoRegister(…) extension Hub {}`.
                findings.add(source.deletion(declaration.attributes[0].first, declaration.close), in: source.path)
            } else {
                for attribute in declaration.attributes {
                    findings.add(source.deletion(attribute.first, attribute.last), in: source.path)
                }
            }
            guard isHost else { continue }
            let entries = declarations.filter { $0.hub == declaration.hub }.flatMap { other in
                other.attributes.map { attribute in
                    let otherSource = sources[other.sourceIndex]
                    // Only attributes found in `kinds` were collected.
                    let kind = kinds[otherSource.text(attribute.first + 1)] ?? .auto
                    return ManifestLine(kind: kind, arguments: arguments(otherSource, attribute.first + 3..<attribute.last))
                }
            }
            let indentation = source.indentation(of: declaration.open) + "    "
            let closingIndentation = source.indentation(of: declaration.close)
            let afterOpen = source.tokens[declaration.open].range.upperBound
            let range = isEmpty ? afterOpen..<source.tokens[declaration.close].range.lowerBound : afterOpen..<afterOpen
            findings.manifests.append(
                ManifestPlacement(path: source.path, entries: entries) { name in
                    let manifest = ManifestPlacement.storedDeclaration(name, entries, indentation: indentation)
                    return TextEdit(range, "\n" + manifest + (isEmpty ? closingIndentation : ""))
                })
        }
        return findings
    }

    /// An attribute's arguments as a manifest line groups them: each label starts a group, so
    /// the types after `parameterTypes:` stay together.
    private static func arguments(_ source: SwiftSource, _ range: Range<Int>) -> [String] {
        var groups: [[String]] = []
        for piece in source.commaSeparated(range) {
            let text = source.oneLine(piece.lowerBound, piece.upperBound - 1)
            let isLabelled = source.isKind(piece.lowerBound, .identifier) && source.isKind(piece.lowerBound + 1, .colon)
            if isLabelled || groups.isEmpty {
                groups.append([text])
            } else {
                groups[groups.count - 1].append(text)
            }
        }
        return groups.map { $0.joined(separator: ", ") }
    }

    /// The type an attribute list ending at `close` is attached to: `extension Dependency {`,
    /// `enum Dependency {`, after any more attributes and modifiers.
    private static func declaredType(after close: Int, in source: SwiftSource) -> (name: String, keyword: Int, open: Int, close: Int)? {
        var index = close + 1
        while index < source.tokens.count {
            if source.isKind(index, .at), source.isKind(index + 1, .identifier) {
                index += 2
                if source.isKind(index, .leftParen), let end = source.partner(of: index) { index = end + 1 }
            } else if SwiftSource.declarationModifiers.contains(source.text(index)) {
                index += 1
            } else {
                break
            }
        }
        guard ["extension", "enum", "struct", "class", "actor"].contains(source.text(index)), source.isKind(index + 1, .identifier) else {
            return nil
        }
        var name = source.text(index + 1)
        var position = index + 2
        while source.isKind(position, .period), source.isKind(position + 1, .identifier) {
            name += "." + source.text(position + 1)
            position += 2
        }
        guard let open = (position..<source.tokens.count).first(where: { source.isKind($0, .leftBrace) }),
            let end = source.partner(of: open)
        else {
            return nil
        }
        return (name, index, open, end)
    }
}
