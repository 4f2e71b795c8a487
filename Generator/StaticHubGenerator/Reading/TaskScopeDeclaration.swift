/// A `TaskScope(S.self)` element of a manifest: `S` is a task scope of the hub, whose
/// instances and inputs live per `withScope` call (per request, say) rather than per process.
struct TaskScopeDeclaration: Sendable, Codable {
    static let functionName = "TaskScope"

    /// The scope's marker type; in the normal form (see `TypeNormalizer`) once the hub is built.
    let scope: TypeSyntax
    /// The marker type's token.
    let location: SourceLocation
}
