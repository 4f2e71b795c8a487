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
            dependent.importedFrom == nil && !dependent.registration.condition.isProvided(under: providedUnder)
                && dependent.parameters.contains { parameter in
                    guard parameter.parameter.form == .optional, case .registration(let target) = parameter.source else { return false }
                    return hub.registrations[target].cataloged.registration.location == registration.location
                }
        }
    }

    static func name(of target: WiredRegistration) -> String { "_\(target.accessorName)IfRegistered" }

    /// The conditions under which it or one of its alternatives is registered.
    private var providedUnder: [BuildCondition] {
        [registration.condition] + wired.alternatives.map { hub.registrations[$0].registration.condition }
    }

    /// Where it, or one of its alternatives, is registered.
    private var condition: String { BuildCondition.spelling(ofAny: providedUnder) }

    var declaration: FunctionDeclaration {
        FunctionDeclaration(
            documentation: [
                "`\(registration.registeredType.spelling)` where `#if \(condition)` holds, else `nil`: what `.optional` parameters take in every build."
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
                    condition, [.line("return \(effects.callPrefix)\(accessor)()")], else: [.line("return nil")])
            ]
        )
    }
}
