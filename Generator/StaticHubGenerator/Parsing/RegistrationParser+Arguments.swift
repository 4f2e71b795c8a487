/// A registration call's arguments: the registered type, the labelled ones each kind takes,
/// the parameter types, the factory and `effects:`.
extension RegistrationParser {
    /// The first argument, `SomeType.self`: unlabelled, and a protocol for opaque kinds.
    mutating func parseRegisteredType(_ argument: Argument?, kind: RegistrationKind, callee: Int) -> (TypeSyntax, Range<Int>)? {
        guard let argument, argument.label == nil, !argument.value.isEmpty, let range = typeBeforeSelf(argument.value) else {
            let position = argument.map { $0.labelIndex ?? $0.value.lowerBound } ?? callee
            return fail(.expectedRegisteredType(kind.name), at: position)
        }
        guard let type = parseType(range) else { return nil }
        if kind.isOpaque, !type.withoutExistential.canBeOpaqueConstraint {
            return fail(.opaqueNeedsProtocol(kind.name, type.spelling), at: range.lowerBound)
        }
        return (type, range)
    }

    /// Sorts the arguments after the registered type by label; the unlabelled ones after
    /// `parameterTypes:` are its further parameter types.
    mutating func readLabelledArguments(_ arguments: [Argument], kind: RegistrationKind) -> LabelledArguments? {
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
                return fail(.unknownArgument(label, kind.name), at: argument.labelIndex!)
            }
            switch argument.label {
            case nil where isInParameterList:
                result.parameters.append(argument)
            case nil:
                return fail(.unexpectedUnlabelledArgument(kind.name), at: argument.value.lowerBound)
            case "parameterTypes":
                isInParameterList = true
                result.parameters.append(argument)
            case "tag":
                isInParameterList = false
                guard let range = typeBeforeSelf(argument.value) else {
                    return fail(.expectedTagType, at: argument.value.isEmpty ? argument.labelIndex! : argument.value.lowerBound)
                }
                guard let type = parseType(range) else { return nil }
                result.tag = type
            case "scope":
                isInParameterList = false
                guard let range = typeBeforeSelf(argument.value) else {
                    return fail(.expectedScopeType, at: argument.value.isEmpty ? argument.labelIndex! : argument.value.lowerBound)
                }
                guard let type = parseType(range) else { return nil }
                result.scope = (type, file.location(ofToken: range.lowerBound))
            case "isolation":
                isInParameterList = false
                guard let range = typeBeforeSelf(argument.value), let type = parseType(range), case .nominal = type else {
                    return fail(.expectedGlobalActor, at: argument.value.isEmpty ? argument.labelIndex! : argument.value.lowerBound)
                }
                result.isolation = type
            case "name":
                isInParameterList = false
                guard !kind.isCollectionElement else { return fail(.nameOnCollectionElement, at: argument.labelIndex!) }
                guard let name = nameLiteral(argument.value) else {
                    return fail(.expectedNameLiteral, at: argument.value.lowerBound)
                }
                result.nameOverride = name
            case "mustMockInTests":
                isInParameterList = false
                guard argument.value.count == 1,
                    file.isIdentifier(argument.value.lowerBound, "true") || file.isIdentifier(argument.value.lowerBound, "false")
                else {
                    return fail(
                        .expectedBooleanLiteral("mustMockInTests"),
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
            case let label? where label == "using" || label == "factory":
                isInParameterList = false
                guard label == "using" || kind.takesExplicitParameters else {
                    return fail(.factoryLabelNotAllowed(label, kind.name), at: argument.labelIndex!)
                }
                result.factory = (label, argument.value)
            case let label?:
                return fail(.unknownArgument(label, kind.name), at: argument.labelIndex!)
            }
        }
        return result
    }

    /// With `factory:` every parameter is explicit, written `T.self`. Otherwise a list is
    /// either all plain `T.self` (resolved; explicit for `Register`) or all `HubParameter`
    /// forms, as the DSL's overloads take them; `.explicit` only where callers pass arguments.
    mutating func parseParameters(_ arguments: [Argument], kind: RegistrationKind, factoryLabel: String) -> [Registration
        .Parameter]?
    {
        if arguments.count > Registration.maximumParameterCount {
            let first = arguments[Registration.maximumParameterCount].value.lowerBound
            return fail(.tooManyParameters(kind.name, count: arguments.count), at: first)
        }
        let usesForms = factoryLabel == "using" && arguments.contains { isHubParameterForm($0.value) }
        var parameters: [Registration.Parameter] = []
        for argument in arguments {
            let parameter: Registration.Parameter?
            if usesForms {
                guard isHubParameterForm(argument.value) else {
                    let spelling = file.text(from: argument.value.lowerBound, through: argument.value.upperBound - 1)
                    let message =
                        kind.takesExplicitParameters ? DiagnosticMessage.expectedHubParameter : .plainParameterAmongForms(spelling)
                    return fail(message, at: argument.value.lowerBound)
                }
                parameter = parseHubParameter(argument.value, kind: kind)
            } else if kind.takesExplicitParameters, factoryLabel == "using" {
                // `Register(…, using:)` needs the forms: plain types are its `factory:` spelling.
                parameter = fail(.expectedHubParameter, at: argument.value.lowerBound)
            } else {
                parameter = parsePlainParameter(argument.value, form: kind.takesExplicitParameters ? .explicit : .resolved)
            }
            guard let parameter else { return nil }
            parameters.append(parameter)
        }
        return parameters
    }

    /// `.resolved(…)`, `HubParameter.optional(…)` and the like, as opposed to `T.self`.
    func isHubParameterForm(_ range: Range<Int>) -> Bool {
        file.isKind(range.lowerBound, .period)
            || (file.isIdentifier(range.lowerBound, "HubParameter") && file.isKind(range.lowerBound + 1, .period))
    }

    /// The factory expression; a compound name (`T.init(a:b:)`) must name one label per
    /// parameter, and gives the parameters their labels.
    mutating func parseFactory(_ range: Range<Int>, labelling parameters: inout [Registration.Parameter]) -> Registration.Factory? {
        let text = file.text(from: range.lowerBound, through: range.upperBound - 1)
        var compoundNameBase: String?
        if let labels = compoundNameLabels(range) {
            let open = matches.partner(of: range.upperBound - 1)!
            compoundNameBase = file.text(from: range.lowerBound, through: open - 1)
            guard labels.count == parameters.count else {
                return fail(.factoryLabelCount(text, labels: labels.count, parameters: parameters.count), at: range.lowerBound)
            }
            for position in parameters.indices {
                parameters[position].label = labels[position]
            }
        }
        return Registration.Factory(text: text, location: file.location(ofToken: range.lowerBound), compoundNameBase: compoundNameBase)
    }

    // MARK: Effects

    /// `.throws`, `.throws(E.self)`, `.async`, or a non-empty list of them: `[.async, .throws]`.
    mutating func parseEffects(_ range: Range<Int>) -> Effects? {
        guard !range.isEmpty else { return fail(.expectedEffects, at: max(range.lowerBound - 1, 0)) }
        var items = [range]
        if file.isKind(range.lowerBound, .leftBracket) {
            guard matches.partner(of: range.lowerBound) == range.upperBound - 1 else { return fail(.expectedEffects, at: range.lowerBound) }
            items = splitAtCommas((range.lowerBound + 1)..<(range.upperBound - 1)).filter { !$0.isEmpty }
            guard !items.isEmpty else { return fail(.expectedEffects, at: range.lowerBound) }
        }
        var effects = Effects.none
        for item in items {
            var index = item.lowerBound
            if file.isIdentifier(index, "HubEffects") { index += 1 }
            guard file.isKind(index, .period), index + 1 < item.upperBound else { return fail(.expectedEffects, at: item.lowerBound) }
            let name = file.text(file.tokens[index + 1])
            var thrownType: TypeSyntax?
            if name == "throws", index + 2 < item.upperBound, file.isKind(index + 2, .leftParen) {
                // `.throws(DatabaseError.self)`
                guard matches.partner(of: index + 2) == item.upperBound - 1,
                    let typeRange = typeBeforeSelf((index + 3)..<(item.upperBound - 1))
                else { return fail(.expectedEffects, at: item.lowerBound) }
                guard let type = parseType(typeRange) else { return nil }
                thrownType = type
            } else if index + 2 != item.upperBound {
                return fail(.expectedEffects, at: item.lowerBound)
            }
            guard name == "throws" || name == "async" else { return fail(.expectedEffects, at: item.lowerBound) }
            let isRepeated = name == "async" ? effects.isAsync : effects.throwsErrors
            if isRepeated { return fail(.repeatedEffect(name), at: index) }
            if name == "async" {
                effects.isAsync = true
            } else {
                effects.throwing = thrownType.map { .typed($0) } ?? .throwing
            }
        }
        return effects
    }
}
