/// The one form in which a hub's registrations and dependencies are matched, computed once
/// before wiring, so that two spellings of one type are one registration:
/// - the hub's member types are spelled from the hub (`Settings` → `Hub.Settings`): the
///   manifest is written inside the hub, the overloads are generated outside it;
/// - a protocol named bare is spelled as the existential it denotes (`Clock` → `any Clock`),
///   where the generator can tell it is a protocol: it is declared so in the files read, or a
///   manifest of the target writes `any Clock`.
struct TypeNormalizer: Sendable {
    /// What the target tells about its types' kinds, the same for every hub: gathered once.
    struct KnownTypes: Sendable {
        /// Qualified spellings known to name a protocol.
        var protocolNames: Set<String> = []
        /// Qualified spellings known to name a struct, enum, class or actor.
        var concreteTypeNames: Set<String> = Vocabulary.runtimeValueTypes

        /// - Parameters:
        ///   - declarations: every type declared in the files read.
        ///   - manifests: every manifest of the target, whose `any P` says `P` is a protocol.
        ///   - memberTypeNames: each hub's member types, to spell a manifest's types from its hub.
        init(declarations: some Sequence<TypeDeclaration>, manifests: [Manifest], memberTypeNames: [String: Set<String>]) {
            for declaration in declarations {
                switch declaration.kind {
                case .protocol: protocolNames.insert(declaration.qualifiedName)
                case .enum, .struct, .class, .actor: concreteTypeNames.insert(declaration.qualifiedName)
                }
            }
            for manifest in manifests {
                let members = memberTypeNames[manifest.hubName] ?? []
                for registration in manifest.registrations {
                    for type in [registration.writtenType] + registration.parameters.map(\.type) {
                        type.qualifyingMembers(members, of: manifest.hubName).forEachExistentialConstraint { protocolNames.insert($0) }
                    }
                }
            }
        }
    }

    let hubName: String
    /// Types and type aliases declared inside the hub, by their name there.
    let memberTypeNames: Set<String>
    let known: KnownTypes

    func normalized(_ type: TypeSyntax) -> TypeSyntax {
        existential(type.qualifyingMembers(memberTypeNames, of: hubName))
    }

    /// Whether `T.Type` is the metatype `resolve(_:)` must take for `type`: false for a bare
    /// name that may be a protocol from another module, whose `T.Type` is the existential
    /// metatype, which `Clock.self` does not convert to.
    func isKnownNotBareProtocol(_ type: TypeSyntax) -> Bool {
        guard case .nominal(let components) = type, components.last?.genericArguments.isEmpty == true else { return true }
        return known.concreteTypeNames.contains(type.spelling)
    }

    private func existential(_ type: TypeSyntax) -> TypeSyntax {
        switch type {
        case .nominal:
            let nominal = type.mappingChildren(existential)
            return known.protocolNames.contains(nominal.spelling) ? .existential(nominal) : nominal
        case .composition:
            // A composition used as a type is always an existential.
            return .existential(type)
        case .existential, .opaque, .metatype, .integer:
            // `P.Type` written bare is the existential metatype, not `(any P).Type`: left as written.
            return type
        case .optional, .implicitlyUnwrappedOptional, .array, .dictionary, .tuple, .function:
            return type.mappingChildren(existential)
        }
    }
}

private extension TypeSyntax {
    /// Calls `body` with the spelling of each single protocol written `any P` in the type.
    func forEachExistentialConstraint(_ body: (String) -> Void) {
        if case .existential(let constraint) = self, case .nominal = constraint {
            body(constraint.spelling)
        }
        for child in children { child.forEachExistentialConstraint(body) }
    }
}
