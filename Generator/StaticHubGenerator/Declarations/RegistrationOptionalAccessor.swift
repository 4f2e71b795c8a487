/// For a registration under `#if` that a registration of other builds takes as `.optional`:
/// `_resolveLoggerIfRegistered()`, declared in every build, which resolves it where its
/// clauses hold and is `nil` elsewhere. The dependent's factory calls it in place of the
/// accessor, which exists only under the clauses.
struct RegistrationOptionalAccessor: RegistrationRendering {
    let context: RegistrationContext

    /// Whether a registration of the hub takes this one as `.optional` in builds without it.
    var isNeeded: Bool {
        guard !registration.condition.isAlways else { return false }
        return hub.registrations.contains { dependent in
            dependent.importedFrom == nil && !dependent.registration.condition.implies(registration.condition)
                && dependent.parameters.contains { parameter in
                    guard parameter.parameter.form == .optional, case .registration(let target) = parameter.source else { return false }
                    return hub.registrations[target].cataloged.registration.location == registration.location
                }
        }
    }

    static func name(of target: WiredRegistration) -> String { "_\(target.accessorName)IfRegistered" }

    var declaration: FunctionDeclaration {
        FunctionDeclaration(
            documentation: [
                "`\(registration.registeredType.spelling)` where `#if \(registration.condition.spelling)` holds, else `nil`: what `.optional` parameters take in every build."
            ],
            attributes: ["@inline(__always)"],
            globalActor: isolation,
            accessModifier: access,
            name: Self.name(of: wired),
            effects: effects,
            result: TypeSyntax.optional(registration.registeredType).spelling,
            signatureLocation: registration.location,
            body: [
                .conditional(
                    registration.condition.spelling, [.line("return \(effects.callPrefix)\(accessor)()")], else: [.line("return nil")])
            ]
        )
    }
}
