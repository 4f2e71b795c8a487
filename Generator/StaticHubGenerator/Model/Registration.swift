/// One registration read from a manifest, with the source positions diagnostics need.
struct Registration: Sendable {
    struct Parameter: Sendable {
        enum Source: Sendable {
            /// Passed by the caller of `resolve(…)`.
            case explicit
            /// Resolved from the hub.
            case resolved
        }

        var source: Source
        var type: TypeSyntax
        /// The factory's argument label for this parameter; nil when unlabelled.
        var label: String?
        var location: SourceLocation
    }

    /// The factory expression, copied verbatim into generated code.
    struct Factory: Sendable {
        var text: String
        var location: SourceLocation
        /// For a compound name such as `AppContext.init(boot:theme:)`, the part before its
        /// argument labels (`AppContext.init`), so generated code can call it directly.
        var compoundNameBase: String?
    }

    var kind: RegistrationKind
    /// The registration function's name token.
    var location: SourceLocation
    var hubName: String
    var registeredType: TypeSyntax
    var registeredTypeLocation: SourceLocation
    var parameters: [Parameter]
    var factory: Factory
    /// Overrides the plain type name in generated identifiers (`name: "theme"`).
    var nameOverride: String?

    var explicitParameters: [Parameter] {
        parameters.filter { $0.source == .explicit }
    }

    /// Spells the hub's member types from the hub, for code generated outside it (see
    /// `TypeSyntax.qualifyingMembers`). Generated names keep the manifest's spelling.
    mutating func qualifyMemberTypes(_ memberTypeNames: Set<String>, of hubName: String) {
        guard !memberTypeNames.isEmpty else { return }
        registeredType = registeredType.qualifyingMembers(memberTypeNames, of: hubName)
        for index in parameters.indices {
            parameters[index].type = parameters[index].type.qualifyingMembers(memberTypeNames, of: hubName)
        }
    }

    /// `ThemeProtocol` for `(any ThemeProtocol)`, or the `name:` override.
    var plainName: String {
        nameOverride.map(TypeSyntax.capitalized) ?? registeredType.plainName
    }
}
