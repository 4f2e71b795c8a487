/// Which types the generator can tell are `Sendable` from the declarations it reads: the
/// standard value types, actors, types isolated to a global actor, and types and protocols
/// that list `Sendable` (or `Actor`) among what they inherit, directly or through a protocol
/// read here; in a module whose default isolation is `MainActor`, every class, struct, enum and
/// actor not declared `nonisolated`, which that default isolates to the main actor. Anything
/// else counts as not `Sendable`, the answer that always compiles: an
/// `.async` registration then runs on its isolated dependency's actor instead of awaiting it.
struct Sendability {
    private var declarations: [String: (declaration: TypeDeclaration, defaultIsolation: DefaultIsolation)] = [:]

    /// `modules`: each module's declarations read here, with its default isolation.
    init(modules: [(declarations: [TypeDeclaration], defaultIsolation: DefaultIsolation)]) {
        // By the last component of the name: manifests name types as they like.
        for module in modules {
            for declaration in module.declarations {
                let name = declaration.qualifiedName.lastNameComponent
                if self.declarations[name] == nil { self.declarations[name] = (declaration, module.defaultIsolation) }
            }
        }
    }

    func isKnownSendable(_ type: TypeSyntax) -> Bool {
        switch type {
        case .nominal(let components):
            guard let last = components.last, last.genericArguments.isEmpty else { return false }
            return Vocabulary.runtimeValueTypes.contains(last.name) || isSendableDeclaration(named: last.name, seen: [])
        case .existential(let inner):
            return isKnownSendable(inner)
        case .composition(let members):
            return members.contains(where: isKnownSendable)
        case .optional(let wrapped), .array(let wrapped):
            return isKnownSendable(wrapped)
        default:
            return false
        }
    }

    private func isSendableDeclaration(named name: String, seen: Set<String>) -> Bool {
        if name == "Sendable" || name == "Actor" || name == "AnyActor" { return true }
        guard let (declaration, defaultIsolation) = declarations[name], !seen.contains(name) else { return false }
        if declaration.kind == .actor
            || declaration.attributes.contains(where: { $0 == "MainActor" || $0.hasSuffix("Actor") && $0 != "globalActor" })
            || (defaultIsolation.globalActor != nil && declaration.kind != .protocol && !declaration.isNonisolated)
        {
            return true
        }
        return declaration.inheritedNames.contains { isSendableDeclaration(named: $0, seen: seen.union([name])) }
    }
}
