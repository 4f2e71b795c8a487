/// Requirements across hubs: which registrations of a hub are open (they reach one of its
/// `HubRequirement`s), and the registrations an importing hub builds from the open ones of
/// the hubs it imports.
///
/// An importer builds its own copy of each open registration as if its manifest had it: the
/// same type, name, kind and explicit parameters, resolved from the importer, with a factory
/// that is the declaring hub's `_openMake…` function. That function takes what the importer
/// provides (the requirements and the other open registrations) and makes everything else
/// inside the declaring hub, so its implementation types stay internal there. A copy that
/// reaches one of the importer's own requirements is open in turn: the requirement passes on.
enum OpenRegistrations {
    /// `hub` with, for each of its requirements, the registrations that reach it marked,
    /// directly or through others (an edge through `.provider` too: the provider's target
    /// cannot be made without the importer either); those reaching one without a default are open.
    static func marked(_ hub: CatalogHub) -> CatalogHub {
        guard !hub.requirements.isEmpty else { return hub }
        var dependents: [RegistrationIdentity: [Int]] = [:]
        for (index, cataloged) in hub.registrations.enumerated() where !cataloged.registration.kind.isRequirementDefault {
            for parameter in cataloged.registration.parameters where parameter.form != .explicit && parameter.form != .collection {
                dependents[parameter.requiredIdentity, default: []].append(index)
            }
        }
        var reachedRequirements = hub.registrations.map(\.reachedRequirements)
        var isOpen = hub.registrations.map(\.isOpen)
        for requirement in hub.requirements {
            var reached = [requirement.identity]
            while let identity = reached.popLast() {
                for index in dependents[identity] ?? [] where reachedRequirements[index].insert(requirement.identity).inserted {
                    if !requirement.hasDefault { isOpen[index] = true }
                    if !hub.registrations[index].registration.kind.isCollectionElement {
                        reached.append(hub.registrations[index].registration.identity)
                    }
                }
            }
        }
        return hub.with(
            registrations: hub.registrations.indices.map {
                hub.registrations[$0].with(reachedRequirements: reachedRequirements[$0], isOpen: isOpen[$0])
            })
    }

    /// Whether `importer` builds its own copy of `cataloged`, a registration of the hub it imports:
    /// it is open, or it reaches a requirement whose default the importer replaces by
    /// registering the type (`replaced`: the importer's own registrations).
    static func isRebuilt(_ cataloged: CatalogRegistration, replacing replaced: Set<RegistrationIdentity>) -> Bool {
        cataloged.isOpen || (cataloged.isBuiltByImporters && !cataloged.reachedRequirements.isDisjoint(with: replaced))
    }

    /// Whether `importer` drops the default `cataloged` of a requirement it registers itself.
    static func isReplacedDefault(_ cataloged: CatalogRegistration, replacing replaced: Set<RegistrationIdentity>) -> Bool {
        cataloged.registration.kind.isRequirementDefault && replaced.contains(cataloged.registration.identity)
    }

    /// Whether an importer passes `parameter` to the `_openMake…` function of the registration
    /// that has it, in the factory's order, given the hub's `passedToOpenMake`: the one rule
    /// the copy's parameters (here) and the function's (the wiring) both follow.
    static func passesToOpenMake(_ parameter: Registration.Parameter, passed: Set<RegistrationIdentity>) -> Bool {
        parameter.form == .explicit || (parameter.form != .collection && passed.contains(parameter.requiredIdentity))
    }

    /// What `importer` builds from `open`, an open registration of `declaring`, which it
    /// imports at `location`. `open.effects` are its effects in `declaring`: those of its
    /// `_openMake…` function, since what the importer passes adds its own on its side.
    static func rebuilt(_ open: CatalogRegistration, of declaring: CatalogHub, in importer: CatalogHub, through location: SourceLocation)
        -> CatalogRegistration
    {
        let passed = declaring.passedToOpenMake
        let written = open.registration
        let registration = Registration(
            kind: written.kind, location: location, hubName: importer.name, registeredType: written.registeredType,
            writtenType: written.writtenType, registeredTypeLocation: location, tag: written.tag, writtenTag: written.writtenTag,
            parameters: written.parameters.filter { passesToOpenMake($0, passed: passed) }.map { $0.located(at: location) },
            factory: Registration.Factory(text: "\(declaring.name).\(open.openMakeName)", location: location, compoundNameBase: nil),
            nameOverride: written.nameOverride, scope: written.scope, declaredEffects: open.effects, effectsLocation: nil,
            mustMockInTests: written.mustMockInTests, scopeEnd: written.scopeEnd)
        // A new registration of the importer's, with nothing of the catalog's work on the
        // original but its mocks: its effects, requirements and openness are its own.
        return CatalogRegistration(
            DeclaredRegistration(
                registration: registration, plainName: open.plainName, hasPlainMetatype: open.hasPlainMetatype,
                hasPlainTagMetatype: open.hasPlainTagMetatype, access: min(open.access, importer.access),
                accessLimitedBy: open.accessLimitedBy, elementNumber: open.elementNumber)
        )
        .with(origin: .rebuilt(from: declaring.name))
        .with(mockedAs: open.mockedAs ?? MockIdentity(hubName: declaring.name, mockName: open.plainName))
    }
}

extension CatalogHub {
    /// The identities an importer provides to the `_openMake…` functions of this hub's
    /// registrations: its requirements, and the registrations importers build themselves.
    var passedToOpenMake: Set<RegistrationIdentity> {
        Set(requirements.map(\.identity)).union(registrations.filter(\.isBuiltByImporters).map(\.registration.identity))
    }
}
