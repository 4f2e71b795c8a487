/// What a registration adds to the extensions that serve importing hubs too: the accessor's
/// forwarder in `_Accessors`, and the overloaded `resolve` and `factory(of:)` in a bucket.
struct RegistrationOverloads: RegistrationRendering {
    let context: RegistrationContext

    // MARK: In the accessors' extension

    /// The accessor as importing hubs see it: a forwarder to this hub's, so a singleton is
    /// this hub's instance and its mocks are this hub's; and the factory struct's name.
    /// `@inlinable` when public, so another module calls this hub's accessor directly.
    var importedAccessor: [Declaration] {
        let forwarder = function(
            accessor,
            documentation: "Resolves \(resultDescription) from `\(hub.name)`.",
            parameters: accessorParameters,
            effects: effects,
            result: resultType,
            body: [.line(forwardToAccessorWithLocation)]
        )
        .with(attributes: [wired.access >= .public ? "@inlinable" : "@inline(__always)"])
        guard !plan.isShared, !explicitParameters.isEmpty else { return [.function(forwarder)] }
        let factoryStruct = TypeAliasDeclaration(
            accessModifier: access, name: factoryStructName, type: "\(hub.name).\(factoryStructName)", location: location)
        return [.function(forwarder), .typeAlias(factoryStruct)]
    }

    /// The accessor on a task scope's resolver (`scope.resolveRequestLog()` in a `withScope`
    /// body): a forwarder to the hub's, at most as visible as the resolver.
    func resolverAccessor(visibleAs limit: AccessLevel) -> Declaration {
        let level = min(wired.access, limit)
        return .function(
            FunctionDeclaration(
                documentation: ["Resolves \(resultDescription) from `\(hub.name)`, as its `\(accessor)` does."],
                attributes: [level >= .public ? "@inlinable" : "@inline(__always)"],
                globalActor: globalActor, accessModifier: level.memberModifier, kind: .instanceFunction, name: accessor,
                parameters: accessorParameters, effects: effects, result: resultType, signatureLocation: location,
                body: [.line(forwardToAccessorWithLocation)]))
    }

    // MARK: In an overload bucket's extension

    /// `resolve(_:)`, `resolve()` and `factory(of:)`, for an extension of an overload bucket.
    ///
    /// The same for every lifetime (a singleton's factory makes the shared instance): every
    /// file that calls an overloaded `resolve` depends on these extensions, so a member that
    /// came and went with a lifetime flip would recompile all of them.
    var overloads: [Declaration] {
        let forward: [Statement] = [.line(forwardToAccessorWithLocation)]
        var overloads: [Declaration] = [
            .function(
                function("resolve", parameters: typeSelector + accessorParameters, effects: effects, result: resultType, body: forward))
        ]
        // `resolve() -> some P` cannot be overloaded by its opaque result type.
        if !isOpaque {
            overloads.append(
                .function(
                    function("resolve", parameters: tagSelector + accessorParameters, effects: effects, result: resultType, body: forward))
            )
        }
        return overloads + factories.map(Declaration.function)
    }

    var factories: [FunctionDeclaration] {
        let factoryType = GeneratedCode.factoryType(for: effects)
        let ofType = [FunctionDeclaration.Parameter(label: "of", name: "_", type: metatype)] + tagSelector
        let closureFactory: [Statement] = [.line("\(factoryType) { \(forwardToAccessor) }")]
        guard !explicitParameters.isEmpty else {
            return [
                function(
                    "factory",
                    documentation: "A factory that resolves \(resultDescription) on each `make()`.",
                    parameters: ofType,
                    result: "\(factoryType)<\(resultType)>",
                    body: closureFactory
                )
            ]
        }
        return [
            function(
                "factory",
                parameters: ofType,
                result: "\(hub.name).\(factoryStructName)",
                body: [.line("\(hub.name).\(factoryStructName)()")]
            ),
            function(
                "factory",
                documentation: "A factory that resolves \(resultDescription) with these parameters on each `make()`.",
                parameters: ofType + parameterList,
                result: "\(factoryType)<\(resultType)>",
                body: closureFactory
            )
        ]
    }
}
