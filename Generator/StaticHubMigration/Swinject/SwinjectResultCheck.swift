import StaticHubGenerator

/// The Swinject migration's check of its own result, read from the files as they were and the
/// edits it would make, apart from the planner's reasoning: every resolve left on Swinject
/// still reaches a registration there (one it left, or a forwarder to the hub). A resolve that
/// would not is an error, and nothing is written: a migrated app never stops, or gets `nil`,
/// where it got an instance before.
enum SwinjectResultCheck {
    static func unreachedResolves(
        _ sources: [SwiftSource], _ types: TypeDirectory, hub: String, edits: [String: [TextEdit]]
    ) -> [MigrationMessage] {
        let reader = SwinjectReader(sources, types)
        var removed: [SwinjectDependency] = []
        /// Those of `removed` that take arguments, which only a resolve that passes them reaches.
        var takingArguments: Set<SwinjectDependency> = []
        for registration in reader.registrations {
            let source = sources[registration.sourceIndex]
            let keyword = source.tokens[registration.keyword].range
            let edit = (edits[source.path] ?? []).first { !$0.range.isEmpty && $0.range.contains(keyword.lowerBound) }
            // Deleted, not replaced by a forwarder that registers it again.
            if let edit, !edit.replacement.contains(".register(") {
                let dependency = SwinjectDependency(type: registration.type, name: registration.name)
                removed.append(dependency)
                if !takesNoArguments(registration) { takingArguments.insert(dependency) }
            }
        }
        guard !removed.isEmpty else { return [] }
        var messages: [MigrationMessage] = []
        for source in sources where source.errors.isEmpty {
            let sourceEdits = edits[source.path] ?? []
            for site in SwinjectResolveSite.all(in: source, hub: hub, types) where !sourceEdits.replace(site.token, in: source) {
                let unreached: [SwinjectDependency]
                switch site.target {
                case .dependency(let dependency): unreached = removed.contains(dependency) ? [dependency] : []
                case .anyType: unreached = removed.filter { !takingArguments.contains($0) }
                }
                guard !unreached.isEmpty else { continue }
                let names = unreached.map { "'\($0.type)'" + ($0.name.map { " named \"\($0)\"" } ?? "") }.joined(separator: ", ")
                messages.append(
                    MigrationMessage(
                        .error, .resolveUnreached,
                        "'\(site.text)' stays on Swinject, which would no longer register \(names); nothing was written",
                        at: source.location(site.token)))
            }
        }
        return messages
    }

    /// Whether a registration's factory takes no arguments: Swinject keys one that takes
    /// some by their types too, so a resolve that passes none does not reach it.
    private static func takesNoArguments(_ registration: SwinjectRegistration) -> Bool {
        guard case .closure(let closure) = registration.factory else { return true }
        return closure.parameters.count <= 1
    }
}
