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
        var attributes: [MDIAttribute] = []
    }

    static func run(_ sources: [SwiftSource], _ types: TypeDirectory) -> StyleFindings {
        var findings = StyleFindings()
        var declarations: [AttributedDeclaration] = []
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            var index = 0
            while index < source.tokens.count {
                guard let attribute = MDIAttribute(source, at: index) else {
                    index += 1
                    continue
                }
                index = attribute.close + 1
                guard let declared = declaredType(after: attribute.close, in: source) else {
                    findings.untouched(
                        .propertyWrapperLeft,
                        "'@\(source.text(attribute.at + 1))' is not on a type or extension; move it by hand",
                        at: source.location(attribute.at))
                    continue
                }
                if declarations.last?.sourceIndex != sourceIndex || declarations.last?.open != declared.open {
                    declarations.append(
                        AttributedDeclaration(
                            sourceIndex: sourceIndex, hub: declared.name, keyword: declared.keyword, open: declared.open,
                            close: declared.close))
                }
                declarations[declarations.count - 1].attributes.append(attribute)
            }
        }
        findings.takenNames = SwiftSource.memberNames(of: Set(declarations.map(\.hub)), in: sources)
        var lines: [Int: [ManifestLine]] = [:]
        var moved: [Int: [MDIAttribute]] = [:]
        for (position, declaration) in declarations.enumerated() {
            let source = sources[declaration.sourceIndex]
            for attribute in declaration.attributes {
                switch attribute.manifestLine(source, types) {
                case .success(let line):
                    lines[position, default: []].append(line)
                    moved[position, default: []].append(attribute)
                case .failure(let reason):
                    findings.stays("this registration", in: "MDI", reason, at: source.location(attribute.at))
                }
            }
        }
        var hosts: Set<String> = []
        for (position, declaration) in declarations.enumerated() {
            let source = sources[declaration.sourceIndex]
            let isHost = hosts.insert(declaration.hub).inserted
            let isEmpty = declaration.close == declaration.open + 1
            let attributes = moved[position] ?? []
            // Each attribute goes on its own, so comments between them stay where they were.
            for attribute in attributes {
                findings.add(source.deletion(attribute.at, attribute.close), in: source.path)
            }
            if !isHost, isEmpty, attributes.count == declaration.attributes.count, source.isWord(declaration.keyword, "extension"),
                let last = attributes.last
            {
                // Nothing is left of it: `@AutoRegister(…) extension Hub {}`.
                findings.add(source.deletion(last.close + 1, declaration.close), in: source.path)
            }
            let entries = declarations.indices.filter { declarations[$0].hub == declaration.hub }.flatMap { lines[$0] ?? [] }
            guard isHost, !entries.isEmpty else { continue }
            let indentation = source.indentation(of: declaration.open) + "    "
            let closingIndentation = source.indentation(of: declaration.close)
            let afterOpen = source.tokens[declaration.open].range.upperBound
            let range = isEmpty ? afterOpen..<source.tokens[declaration.close].range.lowerBound : afterOpen..<afterOpen
            findings.manifests.append(
                ManifestPlacement(path: source.path, entries: entries) { name, _ in
                    let manifest = ManifestPlacement.storedDeclaration(name, entries, indentation: indentation)
                    return TextEdit(range, "\n" + manifest + (isEmpty ? closingIndentation : ""))
                })
        }
        return findings
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
