/// The checks of a hub and its declarations: requirements that nothing depends on or that
/// the hub registers too, and the types a weak singleton or an opaque registration needs.
extension HubModelBuilder {
    /// Reports a requirement no registration depends on, and a collection's element that
    /// depends on one (its collection is composed in the declaring hub, which cannot make it).
    mutating func checkRequirements(of interface: CatalogHub) {
        let required = Set(interface.requirements.map(\.identity))
        guard !required.isEmpty else { return }
        var needed: Set<RegistrationIdentity> = []
        for wired in interface.registrations {
            for parameter in wired.registration.parameters
            where required.contains(parameter.requiredIdentity) && parameter.form != .explicit {
                needed.insert(parameter.requiredIdentity)
            }
            if wired.isOpen, wired.registration.kind.isCollectionElement {
                let reached = wired.registration.parameters.first { required.contains($0.requiredIdentity) }?.requiredIdentity.description
                let message = DiagnosticMessage.openCollectionElement(wired.registration.identity.description, requirement: reached ?? "")
                diagnostics.append(Diagnostic(message, at: wired.registration.location))
            }
        }
        for requirement in interface.requirements where !needed.contains(requirement.identity) {
            diagnostics.append(
                Diagnostic(.requirementNotNeeded(requirement.identity.description, hub: interface.name), at: requirement.location))
        }
    }

    /// A struct or enum declared in the files read cannot be held weakly: said here, before
    /// the compiler's "'weak' may only be applied to class" in generated storage.
    mutating func checkWeakSingletonType(_ registration: Registration) {
        guard case .nominal = registration.registeredType, let name = registration.registeredType.nominalNames.first,
            let declaration = declarations[name], declaration.kind == .struct || declaration.kind == .enum
        else { return }
        let kind = declaration.kind == .struct ? "struct" : "enum"
        diagnostics.append(
            Diagnostic(.weakSingletonOfValueType(registration.registeredType.spelling, kind: kind), at: registration.registeredTypeLocation)
        )
    }

    /// `some P` needs a protocol: a struct, enum, class or actor the files read declare (or a
    /// standard value type) is reported here, once, where the compiler would report every
    /// generated member that spells `any` of it.
    mutating func checkOpaqueType(_ registration: Registration) {
        let type = registration.registeredType.withoutExistential
        guard case .nominal = type, knownTypes.concreteTypeNames.contains(type.spelling), !knownTypes.protocolNames.contains(type.spelling)
        else { return }
        diagnostics.append(
            Diagnostic(
                .opaqueNeedsProtocol(registration.kind.name, registration.writtenType.spelling), at: registration.registeredTypeLocation))
    }
}
