/// Generated code for a target whose default isolation is `MainActor` (SE-0466), where every
/// declaration that says nothing is `@MainActor`: a hub's members, its mock builder, its
/// factories and the extensions of the protocols that carry its overloads alike.
///
/// Generated code is written for the nonisolated default: members that an actor isolates
/// say so (`@MainActor static func`), or inherit it from an isolated hub, and the rest say
/// nothing. Under `MainActor`, the rest must say `nonisolated`, or the module's default would
/// isolate them: then the mock builder's conformance to the runtime's protocols crosses into
/// main-actor code, and a nonisolated hub's members stop being callable from other threads.
enum ExplicitIsolation {
    /// `declarations` of the hub named `hub`, with `nonisolated` written where the nonisolated
    /// default left it implicit: on every type declared (the mock builder, factories, storage
    /// cells: nested types never inherit their hub's isolation), on every extension of
    /// another type (members there carry their isolation themselves), and on the hub's own
    /// extensions when the hub is not isolated.
    static func written(_ declarations: [Declaration], hub: String, hubIsIsolated: Bool) -> [Declaration] {
        declarations.map { written($0, hub: hub, hubIsIsolated: hubIsIsolated) }
    }

    private static func written(_ declaration: Declaration, hub: String, hubIsIsolated: Bool) -> Declaration {
        switch declaration {
        case .nominalType(let type):
            return .nominalType(
                NominalTypeDeclaration(
                    documentation: type.documentation, accessModifier: type.accessModifier, kind: type.kind, name: type.name,
                    inheritance: type.inheritance, location: type.location,
                    members: written(type.members, hub: hub, hubIsIsolated: hubIsIsolated), isNonisolated: true))
        case .typeExtension(let `extension`):
            return .typeExtension(
                ExtensionDeclaration(
                    extendedType: `extension`.extendedType, conformances: `extension`.conformances,
                    members: written(`extension`.members, hub: hub, hubIsIsolated: hubIsIsolated),
                    isNonisolated: `extension`.extendedType != hub || !hubIsIsolated))
        case .conditional(let condition, let body, let otherwise):
            return .conditional(
                condition, written(body, hub: hub, hubIsIsolated: hubIsIsolated),
                else: otherwise.map { written($0, hub: hub, hubIsIsolated: hubIsIsolated) })
        case .function, .variable, .typeAlias, .importStatement, .comment, .blankLine:
            return declaration
        }
    }
}
