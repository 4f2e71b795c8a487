import StaticHubGenerator

/// A moved registration that code left on Factory still names keeps its property, as a
/// forwarder to the hub: a registration that stayed (`self.session()`), a container passed as
/// a value (`container.session()`), a key path (`@WeakLazyInjected(\.session)`). So a partly
/// migrated app builds and runs as before, and a later run moves more and drops the
/// forwarders nothing uses.
extension FactoryMigration {
    /// The moved registrations named where the migration did not rewrite the name, with the
    /// first such place: anywhere in an `extension Container`, elsewhere as a member
    /// (`.session`, not `self.session`, which is the type's own).
    func namesLeftOnFactory(_ reader: FactoryReader) -> [String: SourceLocation] {
        var found: [String: SourceLocation] = [:]
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            let edits = findings.edits[source.path] ?? []
            let containers = containerExtensionBodies(source)
            let movedMembers = translated.values.map(\.registration).filter { $0.sourceIndex == sourceIndex }.map(\.member)
            for index in source.tokens.indices where source.isKind(index, .identifier) {
                let name = source.text(index)
                guard translated[name] != nil, found[name] == nil, !movedMembers.contains(where: { $0.contains(index) }),
                    !edits.replace(index, in: source)
                else { continue }
                let inContainer = containers.contains { $0.contains(index) }
                // `x.name.now` is some type's own property: a `Factory` has no `now`.
                let asMember =
                    source.isKind(index - 1, .period) && !source.isWord(index - 2, "self")
                    && !(source.isKind(index + 1, .period) && !Self.factoryMembers.contains(source.text(index + 2)))
                if inContainer || asMember { found[name] = source.location(index) }
            }
        }
        return found
    }

    /// What a `Factory` value has, which code left on Factory calls on a registration.
    static let factoryMembers: Set<String> = [
        "resolve", "callAsFunction", "register", "reset", "scope", "context", "decorator", "once", "timeToLive", "cached",
        "singleton", "shared", "unique", "graph", "onTest", "onPreview", "onDebug", "onSimulator", "onDevice", "onArg", "onArgs",
        "registration", "self"
    ]

    /// Every body of an extension of a container (`extension Container`, with a conformance
    /// such as `: AutoRegistering` or without, or of the app's own container).
    func containerExtensionBodies(_ source: SwiftSource) -> [ClosedRange<Int>] {
        source.tokens.indices.compactMap { index in
            guard source.isWord(index, "extension"), isContainer(source, index + 1),
                let open = (index + 2..<source.tokens.count).first(where: { source.isKind($0, .leftBrace) }),
                let close = source.partner(of: open)
            else { return nil }
            return open...close
        }
    }

    /// The accessor of `hub` that a forwarder left by an earlier run calls, its closure's whole
    /// body (`self { AppHub.resolveSession() }`, `self { parameter in AppHub.resolveUser(parameter) }`);
    /// nil for any other registration. Such a registration moved already: it is not moved again.
    func hubForwarderAccessor(_ registration: FactoryRegistration) -> String? {
        guard registration.aliasOf == nil, registration.closure.prelude == nil else { return nil }
        let parameters = registration.closure.parameters
        return HubForwarderCall.accessor(
            in: sources[registration.sourceIndex], body: registration.closure.body, hub: hub,
            parameter: parameters.count == 1 ? parameters[0].name : nil)
    }

    /// Whether `registration` is an earlier run's forwarder to a registration of the hub that
    /// lives in a scope (as a run-time configuration moves): what is shared cannot depend on it.
    func isForwarderToScopedRegistration(_ registration: FactoryRegistration) -> Bool {
        guard hubForwarderAccessor(registration) != nil else { return false }
        // The manifest as a migration writes it, one argument a line or not: compared without white space.
        let type = registration.type.filter { !$0.isWhitespace }
        return sources.contains { source in
            let text = source.text.filter { !$0.isWhitespace }
            return ["ScopeInput", "ScopedRegister"].contains { text.contains("\($0)(\(type).self") }
        }
    }

    /// The comment a forwarder is written under.
    var forwarderComment: String { "// Moved to \(hub); forwards there while code left on Factory uses it." }

    /// `var session: Factory<Session> { self { AppHub.resolveSession() } }`, with the
    /// property's modifiers and type as written.
    func forwarder(_ registration: FactoryRegistration, _ entry: ManifestEntry) -> String {
        let source = sources[registration.sourceIndex]
        let declaration = source.text(registration.member.lowerBound, registration.nameToken + 1)
        let bodyOpen =
            (registration.nameToken + 2...registration.member.upperBound).first { source.isKind($0, .leftBrace) }
            ?? registration.member.upperBound
        let type = source.oneLine(registration.nameToken + 2, bodyOpen - 1)
        let resolve = "\(hub).\(entry.accessor)"
        let actor = entry.isolation == "MainActor" ? "@MainActor " : ""
        let closure =
            registration.explicitParameter == nil
            ? "self { \(actor)\(actor.isEmpty ? "" : "in ")\(resolve)() }"
            : "self { \(actor)parameter in \(resolve)(parameter) }"
        let indentation = String(repeating: " ", count: source.location(registration.member.lowerBound).column - 1)
        return forwarderComment + "\n" + "\(indentation)\(declaration) \(type) { \(closure) }"
    }
}
