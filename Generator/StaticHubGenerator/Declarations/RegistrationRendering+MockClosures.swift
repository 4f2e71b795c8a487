/// The closure types of a registration's mocks, as callers pass them and as the registry
/// stores them, and the calls of a stored one.
extension RegistrationRendering {
    /// A closure mock as callers pass it: over the explicit parameters (`@Sendable` unless an
    /// actor isolates the hub, since mocks cross tasks), with the registration's effects.
    var mockClosureType: TypeSyntax { mockClosureType(effects) }

    /// A closure mock as the registry stores it: typed throws erased (see `_HubTypedThrows`).
    var storedMockClosureType: TypeSyntax { mockClosureType(effects.untyped) }

    func mockClosureType(_ effects: Effects) -> TypeSyntax {
        // An isolated registration's mock runs on its actor, so a test there can pass a
        // closure over a non-`Sendable` spy.
        .function(
            .init(
                attributes: isolation.map { ["@" + $0] } ?? (isIsolated ? [] : ["@Sendable"]),
                parameters: explicitParameters.map(\.type),
                effects: effects.typeWords,
                result: registration.registeredType
            ))
    }

    /// A call of the stored closure mock `name` with the explicit arguments, its typed error
    /// restored (see `_HubTypedThrows`).
    func callingMock(_ name: String) -> String {
        let call = "\(effects.callPrefix)\(name)(\(positionalArguments))"
        guard let thrownType = effects.thrownType else { return call }
        return "\(effects.callPrefix)\(GeneratedCode.typedThrowsType).call({ \(call) }, throwing: \(thrownType.metatypeExpression))"
    }

    /// The closure mock named `name` as stored: itself, or with typed throws a closure that
    /// calls it, throwing any error.
    func storedMock(_ name: String) -> String {
        guard effects.thrownType != nil else { return name }
        let arguments = explicitParameters.indices.map { "$\($0)" }.joined(separator: ", ")
        return "{ \(effects.callPrefix)\(name)(\(arguments)) }"
    }

    /// The closure a caller would write for an opaque registration's mock, so that the
    /// unavailable `mock` matches the call and shows its message.
    var opaqueMockClosureType: TypeSyntax {
        .function(
            .init(
                attributes: [],
                parameters: explicitParameters.map(\.type),
                effects: effects.typeWords,
                result: .existential(registration.registeredType.withoutExistential)
            ))
    }
}
