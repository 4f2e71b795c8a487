import StaticHubGenerator

/// Where the manifests go, and what is left of each container extension.
extension FactoryMigration {
    /// One manifest per file, where its first `extension Container` was: in place of it when it
    /// held nothing else, else above it.
    mutating func placeManifests(_ reader: FactoryReader) {
        let removable = emptiedAppContainers(reader)
        for (sourceIndex, source) in sources.enumerated() {
            let extensions = reader.extensions.filter { $0.sourceIndex == sourceIndex }
            var entries: [ManifestLine] = []
            var anchor: (range: Range<Int>, replaces: Bool)?
            for container in extensions {
                let moved = container.registrations.filter { translated[$0] != nil }
                entries += moved.flatMap { name in
                    translated[name].flatMap { moved in
                        moved.registration.aliasOf == nil && moved.entry.forwardsTo == nil ? moved.entry.inputs + [moved.entry.line] : nil
                    } ?? []
                }
                // An emptied app container's class goes, though it registers nothing itself.
                let keepsAll = moved.isEmpty && !(container.isClassBody && removable.contains(container.container))
                let keepsSome =
                    container.isClassBody
                    ? !removable.contains(container.container)
                    : !container.otherMembers.isEmpty || moved.count < container.registrations.count
                        || moved.contains { forwarded[$0] != nil }
                if let member = container.otherMembers.first, !container.isClassBody {
                    findings.untouched(
                        .containerMembersLeft,
                        "'extension \(container.container)' keeps members that are not registrations; move them by hand",
                        at: location(sourceIndex, member))
                }
                if keepsAll { continue }
                let whole = source.lineStart(of: container.declaration.lowerBound)..<source.lineEnd(of: container.declaration.upperBound)
                if keepsSome {
                    for name in moved {
                        guard let (registration, entry) = translated[name] else { continue }
                        let member = registration.member
                        if let use = forwarded[name] {
                            // An earlier run's forwarder stays as it is.
                            if entry.forwardsTo == nil {
                                findings.add(
                                    source.replacement(member.lowerBound, member.upperBound, with: forwarder(registration, entry)),
                                    in: source.path)
                            }
                            findings.keepsOldImport.insert(source.path)
                            findings.caveat(
                                .forwarder,
                                "'\(name)' moved to '\(hub)', and stays in Factory as a forwarder to it while code left on Factory uses it "
                                    + "(\(use.path):\(use.line)); a later run removes it once nothing does",
                                at: location(sourceIndex, registration.nameToken))
                        } else if entry.forwardsTo != nil,
                            let comment = source.commentLine(above: member.lowerBound, startingWith: forwarderComment)
                        {
                            // An earlier run's forwarder that nothing uses any more goes with its comment.
                            findings.add(TextEdit(comment.lowerBound..<source.lineEnd(of: member.upperBound), ""), in: source.path)
                        } else {
                            findings.add(source.deletion(member.lowerBound, member.upperBound), in: source.path)
                        }
                    }
                    if anchor == nil { anchor = (whole.lowerBound..<whole.lowerBound, false) }
                } else if anchor == nil {
                    anchor = (whole, true)
                } else {
                    findings.add(TextEdit(whole, ""), in: source.path)
                }
            }
            guard let anchor, !entries.isEmpty else { continue }
            let hub = hub
            findings.translated.insert(source.path)
            findings.manifests.append(
                ManifestPlacement(path: source.path, entries: entries) { name in
                    TextEdit(anchor.range, ManifestPlacement.hubExtension(hub, name, entries) + (anchor.replaces ? "" : "\n"))
                })
        }
    }

    /// The app's own containers left with nothing to do: every registration of theirs moved
    /// (none forwards), their declarations hold nothing else but `shared` and `manager`, and no
    /// code outside those declarations names them any more. Their class goes with the rest.
    private func emptiedAppContainers(_ reader: FactoryReader) -> Set<String> {
        var removable: Set<String> = []
        for name in Set(reader.extensions.filter(\.isClassBody).map(\.container)) {
            let declarations = reader.extensions.filter { $0.container == name }
            let emptied = declarations.allSatisfy { container in
                let others = container.otherMembers.filter { member in
                    let memberName = FactoryReader.memberName(sources[container.sourceIndex], at: member)
                    return !(container.isClassBody && (memberName == "shared" || memberName == "manager"))
                }
                return others.isEmpty && container.registrations.allSatisfy { translated[$0] != nil && forwarded[$0] == nil }
            }
            guard emptied else { continue }
            let stillNamed = sources.indices.contains { sourceIndex in
                let source = sources[sourceIndex]
                let own = declarations.filter { $0.sourceIndex == sourceIndex }.map(\.declaration)
                return source.tokens.indices.contains { index in
                    source.isKind(index, .identifier) && source.text(index) == name && !isClaimed(sourceIndex, index)
                        && !own.contains { $0.contains(index) }
                }
            }
            if !stillNamed { removable.insert(name) }
        }
        return removable
    }
}
