/// A registration call's labelled arguments, sorted by label and checked against those its
/// kind takes; `ManifestPieceParser` reads each one's value.
extension RegistrationParser {
    /// Sorts the arguments after the registered type by label; the unlabelled ones after
    /// `parameterTypes:` are its further parameter types.
    mutating func readLabelledArguments(_ arguments: [CallArgument], kind: RegistrationKind) -> LabelledArguments? {
        var result = LabelledArguments()
        var isInParameterList = false
        let labels = kind.labels
        for argument in arguments {
            // A label the kind does not take (`RegistrationKind.labels`), but for those that
            // get a message of their own: `factory:`, a collection element's `name:`, and a
            // soft-deprecated name's `effects:`.
            if let label = argument.label, let known = RegistrationKind.Label(rawValue: label), !labels.contains(known),
                known != .factory, !(known == .name && kind.isCollectionElement), !(known == .effects && kind.replacement != nil)
            {
                return fail(.ReadingManifests.unknownArgument(label, kind.name), at: argument.labelIndex!)
            }
            switch argument.label {
            case nil where isInParameterList:
                result.parameters.append(argument)
            case nil:
                return fail(.ReadingManifests.unexpectedUnlabelledArgument(kind.name), at: argument.value.lowerBound)
            case "parameterTypes":
                isInParameterList = true
                result.parameters.append(argument)
            case "tag":
                isInParameterList = false
                guard let range = pieces.typeBeforeSelf(argument.value) else {
                    return fail(
                        .ReadingManifests.expectedTagType, at: argument.value.isEmpty ? argument.labelIndex! : argument.value.lowerBound)
                }
                guard let type = parseType(range) else { return nil }
                result.tag = type
            case "scope":
                isInParameterList = false
                guard let range = pieces.typeBeforeSelf(argument.value) else {
                    return fail(
                        .ReadingManifests.expectedScopeType, at: argument.value.isEmpty ? argument.labelIndex! : argument.value.lowerBound)
                }
                guard let type = parseType(range) else { return nil }
                result.scope = Registration.Scope(type: type, location: file.location(ofToken: range.lowerBound))
            case "isolation":
                isInParameterList = false
                guard let range = pieces.typeBeforeSelf(argument.value), let type = parseType(range), case .nominal = type else {
                    return fail(
                        .ReadingManifests.expectedGlobalActor, at: argument.value.isEmpty ? argument.labelIndex! : argument.value.lowerBound
                    )
                }
                result.isolation = type
            case "name":
                isInParameterList = false
                guard !kind.isCollectionElement else { return fail(.ReadingManifests.nameOnCollectionElement, at: argument.labelIndex!) }
                guard let name = pieces.nameLiteral(argument.value) else {
                    return fail(.ReadingManifests.expectedNameLiteral, at: argument.value.lowerBound)
                }
                result.nameOverride = name
            case "mustMockInTests":
                isInParameterList = false
                guard argument.value.count == 1,
                    file.isIdentifier(argument.value.lowerBound, "true") || file.isIdentifier(argument.value.lowerBound, "false")
                else {
                    return fail(
                        .ReadingManifests.expectedBooleanLiteral("mustMockInTests"),
                        at: argument.value.isEmpty ? argument.labelIndex! : argument.value.lowerBound)
                }
                result.mustMockInTests = file.isIdentifier(argument.value.lowerBound, "true")
            case "effects":
                isInParameterList = false
                guard let effects = parseEffects(argument.value) else { return nil }
                result.effects = (effects, file.location(ofToken: argument.value.lowerBound))
            case "default":
                isInParameterList = false
                result.factory = ("using", argument.value)
            case "onScopeEnd":
                isInParameterList = false
                guard !argument.value.isEmpty else {
                    return fail(.ReadingManifests.expectedScopeEnd, at: argument.labelIndex!)
                }
                result.scopeEnd = argument.value
            case let label? where label == "using" || label == "factory":
                isInParameterList = false
                guard label == "using" || kind.takesExplicitParameters else {
                    return fail(.ReadingManifests.factoryLabelNotAllowed(label, kind.name), at: argument.labelIndex!)
                }
                result.factory = (label, argument.value)
            case let label?:
                return fail(.ReadingManifests.unknownArgument(label, kind.name), at: argument.labelIndex!)
            }
        }
        return result
    }
}
