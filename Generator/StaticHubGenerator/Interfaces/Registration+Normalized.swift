/// A manifest's records with their types in the normal form (see `TypeNormalizer`) that
/// every match of the interface stage and after uses. Generated names keep the manifest's
/// spelling.
extension Registration {
    /// `taskScopes`: the scopes the hub declares with `TaskScope`, normalised.
    func normalized(with normalizer: TypeNormalizer, taskScopes: Set<TypeSyntax> = []) -> Registration {
        var effects = declaredEffects
        effects.isolation = effects.isolation.map(normalizer.normalized)
        if let thrownType = effects.thrownType {
            effects.throwing = .typed(normalizer.normalized(thrownType))
        }
        return Registration(
            kind: kind, location: location, hubName: hubName, registeredType: normalizer.normalized(registeredType),
            writtenType: writtenType, registeredTypeLocation: registeredTypeLocation, tag: tag.map(normalizer.normalized),
            writtenTag: writtenTag, parameters: parameters.map { $0.normalized(with: normalizer) }, factory: factory,
            nameOverride: nameOverride,
            scope: scope.map { scope in
                let type = normalizer.normalized(scope.type)
                return Scope(type: type, location: scope.location, isTask: taskScopes.contains(type))
            },
            declaredEffects: effects, effectsLocation: effectsLocation, mustMockInTests: mustMockInTests, scopeEnd: scopeEnd,
            condition: condition)
    }
}

extension Registration.Parameter {
    func normalized(with normalizer: TypeNormalizer) -> Self {
        Self(form: form, type: normalizer.normalized(type), tag: tag.map(normalizer.normalized), label: label, location: location)
    }
}

extension TaskScopeDeclaration {
    func normalized(with normalizer: TypeNormalizer) -> TaskScopeDeclaration {
        TaskScopeDeclaration(scope: normalizer.normalized(scope), location: location)
    }
}

extension Requirement {
    func normalized(with normalizer: TypeNormalizer) -> Requirement {
        Requirement(type: normalizer.normalized(type), tag: tag.map(normalizer.normalized), location: location, hasDefault: hasDefault)
    }
}
