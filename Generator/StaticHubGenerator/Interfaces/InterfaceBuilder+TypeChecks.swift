/// The types a weak singleton or an opaque registration needs, checked as the interface
/// stage reads each registration.
extension InterfaceBuilder {
    /// A struct or enum declared in the files read cannot be held weakly: said here, before
    /// the compiler's "'weak' may only be applied to class" in generated storage.
    mutating func checkWeakSingletonType(_ registration: Registration) {
        guard case .nominal = registration.registeredType, let name = registration.registeredType.nominalNames.first,
            let declaration = types[name], declaration.kind == .struct || declaration.kind == .enum
        else { return }
        let kind = declaration.kind == .struct ? "struct" : "enum"
        diagnostics.append(
            Diagnostic(
                .ReadingManifests.weakSingletonOfValueType(registration.registeredType.spelling, kind: kind),
                at: registration.registeredTypeLocation)
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
                .ReadingManifests.opaqueNeedsProtocol(registration.kind.name, registration.writtenType.spelling),
                at: registration.registeredTypeLocation))
    }
}
