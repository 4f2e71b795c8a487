/// The checks of a hub's requirements: one that nothing depends on, and a collection's
/// element that depends on one.
extension WiringChecks {
    /// Reports a requirement no registration depends on, and a collection's element that
    /// depends on one (its collection is composed in the declaring hub, which cannot make it).
    mutating func checkRequirements(of interface: CatalogHub) {
        let required = Set(interface.requirements.map(\.identity))
        guard !required.isEmpty else { return }
        var needed: Set<RegistrationIdentity> = []
        for cataloged in interface.registrations {
            for parameter in cataloged.registration.parameters
            where required.contains(parameter.requiredIdentity) && parameter.form != .explicit {
                needed.insert(parameter.requiredIdentity)
            }
            if cataloged.isOpen, cataloged.registration.kind.isCollectionElement {
                let reached = cataloged.registration.parameters.first { required.contains($0.requiredIdentity) }?.requiredIdentity
                    .description
                let message = DiagnosticMessage.Requirements.openCollectionElement(
                    cataloged.registration.identity.description, requirement: reached ?? "")
                diagnostics.append(Diagnostic(message, at: cataloged.registration.location))
            }
        }
        for requirement in interface.requirements where !needed.contains(requirement.identity) {
            diagnostics.append(
                Diagnostic(
                    .Requirements.requirementNotNeeded(requirement.identity.description, hub: interface.name), at: requirement.location))
        }
    }
}
