/// Reads the elements of a manifest's array literal into `Registration`s.
///
/// Each element must be a call of one of the DSL's functions; anything else is reported
/// at its first token, and the other elements are still read.
struct RegistrationParser {
    private let file: LexedFile
    private let matches: BracketMatches
    private let hubName: String
    private(set) var diagnostics: [Diagnostic] = []
    /// The `HubImport(H.self)` elements read so far, in manifest order.
    private(set) var imports: [HubImportReference] = []
    /// The `HubRequirement(T.self)` elements read so far, in manifest order.
    private(set) var requirements: [Requirement] = []

    init(file: LexedFile, matches: BracketMatches, hubName: String) {
        self.file = file
        self.matches = matches
        self.hubName = hubName
    }

    /// The registrations between the manifest's brackets, `tokens[start..<end]`.
    mutating func parseElements(from start: Int, to end: Int) -> [Registration] {
        splitAtCommas(start..<end).compactMap { element in
            element.isEmpty ? nil : parseRegistration(element)
        }
    }

    // MARK: Elements

    private struct Argument {
        var label: String?
        var labelIndex: Int?
        /// The tokens of the value, after any label.
        var value: Range<Int>
    }

    /// What follows the registered type: the parameter types, the name override, the factory.
    private struct LabelledArguments {
        var parameters: [Argument] = []
        var tag: TypeSyntax?
        var nameOverride: String?
        var scope: (type: TypeSyntax, location: SourceLocation)?
        var isolation: TypeSyntax?
        var effects: (effects: Effects, location: SourceLocation)?
        var mustMockInTests = false
        var factory: (label: String, range: Range<Int>)?
    }

    private mutating func parseRegistration(_ element: Range<Int>) -> Registration? {
        var index = element.lowerBound
        if file.isIdentifier(index, "StaticHub"), file.isKind(index + 1, .period) { index += 2 }
        guard file.isKind(index, .identifier), file.isKind(index + 1, .leftParen),
            let close = matches.partner(of: index + 1), close < element.upperBound
        else {
            return fail(.expectedRegistration, at: element.lowerBound)
        }
        let kindName = file.text(file.tokens[index])
        if kindName == HubImportReference.functionName {
            parseHubImport((index + 2)..<close, callee: index)
            return nil
        }
        if kindName == RegistrationKind.scopeInput.name {
            guard close + 1 == element.upperBound else { return fail(.expectedRegistration, at: close + 1) }
            return parseScopeInput((index + 2)..<close, callee: index)
        }
        let hasDefault =
            kindName == Requirement.functionName
            && splitAtCommas((index + 2)..<close).contains { readLabel($0).label == "default" }
        if kindName == Requirement.functionName, !hasDefault {
            parseRequirement((index + 2)..<close, callee: index)
            return nil
        }
        guard let kind = hasDefault ? RegistrationKind.requirementDefault : RegistrationKind(name: kindName) else {
            return fail(.unknownRegistrationKind(kindName), at: index)
        }
        var trailingClosure: Range<Int>?
        if close + 1 < element.upperBound {
            guard file.isKind(close + 1, .leftBrace), matches.partner(of: close + 1) == element.upperBound - 1 else {
                return fail(.expectedRegistration, at: close + 1)
            }
            trailingClosure = (close + 1)..<element.upperBound
        }

        var arguments = splitAtCommas((index + 2)..<close).map(readLabel)
        guard let (registeredType, registeredTypeRange) = parseRegisteredType(arguments.first, kind: kind, callee: index) else {
            return nil
        }
        arguments.removeFirst()
        guard var labelled = readLabelledArguments(arguments, kind: kind) else { return nil }
        if labelled.factory == nil, let trailingClosure {
            labelled.factory = ("using", trailingClosure)
        }
        guard let factory = labelled.factory, !factory.range.isEmpty else {
            return fail(.missingFactory(kindName, label: kind.isRequirementDefault ? "default" : "using"), at: index)
        }
        if let replacement = kind.replacement, let effects = labelled.effects {
            diagnostics.append(Diagnostic(.deprecatedKindWithEffects(kind.name, replacement: replacement), at: effects.location))
            return nil
        }
        if kind.lifetime == .scoped, labelled.scope == nil {
            return fail(.missingScope, at: index)
        }
        if kind.lifetime == .weakSingleton, let effects = labelled.effects, effects.effects.isAsync {
            diagnostics.append(Diagnostic(.asyncWeakSingleton, at: effects.location))
            return nil
        }
        if kind.isOpaque, kind.lifetime == .singleton, let effects = labelled.effects {
            diagnostics.append(Diagnostic(.opaqueSingletonWithEffects, at: effects.location))
            return nil
        }
        guard var parameters = parseParameters(labelled.parameters, kind: kind, factoryLabel: factory.label),
            let parsedFactory = parseFactory(factory.range, labelling: &parameters)
        else { return nil }
        if kind.isRequirementDefault {
            requirements.append(
                Requirement(
                    type: registeredType, tag: labelled.tag, location: file.location(ofToken: registeredTypeRange.lowerBound),
                    hasDefault: true
                ))
        }
        return Registration(
            kind: kind,
            location: file.location(ofToken: index),
            hubName: hubName,
            registeredType: registeredType,
            writtenType: registeredType,
            registeredTypeLocation: file.location(ofToken: registeredTypeRange.lowerBound),
            tag: labelled.tag,
            writtenTag: labelled.tag,
            parameters: parameters,
            factory: parsedFactory,
            nameOverride: labelled.nameOverride,
            scope: labelled.scope,
            declaredEffects: Effects(
                isAsync: labelled.effects?.effects.isAsync ?? false,
                throwing: labelled.effects?.effects.throwing ?? .never,
                isolation: labelled.isolation
            ),
            effectsLocation: labelled.effects?.location,
            mustMockInTests: labelled.mustMockInTests
        )
    }

    /// `ScopeInput(T.self, scope: S.self)`, with `tag:` and `name:` (which names its accessor
    /// and its `startScope` label) if it has them, and `default:` (after `parameterTypes:` if
    /// the default has dependencies): a registration whose value the hub's `startScope`
    /// binds, and whose factory, if any, makes its value until the first start.
    private mutating func parseScopeInput(_ arguments: Range<Int>, callee: Int) -> Registration? {
        let kind = RegistrationKind.scopeInput
        var parts = splitAtCommas(arguments).map(readLabel)
        guard let (registeredType, registeredTypeRange) = parseRegisteredType(parts.first, kind: kind, callee: callee) else { return nil }
        parts.removeFirst()
        var scope: (type: TypeSyntax, location: SourceLocation)?
        var tag: TypeSyntax?
        var name: String?
        var parameterArguments: [Argument] = []
        var isInParameterList = false
        var defaultFactory: Range<Int>?
        for argument in parts {
            if argument.label != nil { isInParameterList = argument.label == "parameterTypes" }
            switch argument.label {
            case nil where isInParameterList:
                parameterArguments.append(argument)
            case nil:
                return fail(.unexpectedUnlabelledArgument(kind.name), at: argument.value.lowerBound)
            case "name" where name == nil:
                guard let literal = nameLiteral(argument.value) else { return fail(.expectedNameLiteral, at: argument.value.lowerBound) }
                name = literal
            case "scope" where scope == nil:
                guard let range = typeBeforeSelf(argument.value) else {
                    return fail(.expectedScopeType, at: argument.value.isEmpty ? argument.labelIndex! : argument.value.lowerBound)
                }
                guard let type = parseType(range) else { return nil }
                scope = (type, file.location(ofToken: range.lowerBound))
            case "tag" where tag == nil:
                guard let range = typeBeforeSelf(argument.value) else {
                    return fail(.expectedTagType, at: argument.value.isEmpty ? argument.labelIndex! : argument.value.lowerBound)
                }
                guard let type = parseType(range) else { return nil }
                tag = type
            case "parameterTypes" where parameterArguments.isEmpty:
                parameterArguments.append(argument)
            case "default" where defaultFactory == nil:
                guard !argument.value.isEmpty else { return fail(.missingFactory(kind.name, label: "default"), at: argument.labelIndex!) }
                defaultFactory = argument.value
            case let label?:
                return fail(.unknownArgument(label, kind.name), at: argument.labelIndex!)
            }
        }
        guard let scope else { return fail(.missingInputScope, at: callee) }
        let typeLocation = file.location(ofToken: registeredTypeRange.lowerBound)
        var parameters: [Registration.Parameter] = []
        var factory = Registration.Factory(text: "", location: typeLocation, compoundNameBase: nil)
        if let defaultFactory {
            if parameterArguments.count > Registration.maximumInputDefaultParameterCount {
                let first = parameterArguments[Registration.maximumInputDefaultParameterCount].value.lowerBound
                return fail(
                    .tooManyParameters(kind.name, count: parameterArguments.count, maximum: Registration.maximumInputDefaultParameterCount),
                    at: first)
            }
            guard let parsed = parseParameters(parameterArguments, kind: kind, factoryLabel: "using") else { return nil }
            parameters = parsed
            guard let parsedFactory = parseFactory(defaultFactory, labelling: &parameters) else { return nil }
            factory = parsedFactory
        } else if let first = parameterArguments.first {
            return fail(.inputParametersWithoutDefault, at: first.labelIndex ?? first.value.lowerBound)
        }
        return Registration(
            kind: kind,
            location: file.location(ofToken: callee),
            hubName: hubName,
            registeredType: registeredType,
            writtenType: registeredType,
            registeredTypeLocation: typeLocation,
            tag: tag,
            writtenTag: tag,
            parameters: parameters,
            factory: factory,
            nameOverride: name,
            scope: scope
        )
    }

    /// `HubImport(NetworkHub.self)`: one unlabelled hub type.
    private mutating func parseHubImport(_ arguments: Range<Int>, callee: Int) {
        let parts = splitAtCommas(arguments).map(readLabel)
        guard parts.count == 1, let argument = parts.first, argument.label == nil, let range = typeBeforeSelf(argument.value),
            let type = parseType(range), case .nominal(let components) = type
        else {
            diagnostics.append(Diagnostic(.expectedImportedHub, at: file.location(ofToken: parts.first?.value.lowerBound ?? callee)))
            return
        }
        let name = components.map(\.name).joined(separator: ".")
        imports.append(HubImportReference(hubName: name, location: file.location(ofToken: range.lowerBound)))
    }

    /// `HubRequirement(T.self)` or `HubRequirement(T.self, tag: Tag.self)`.
    private mutating func parseRequirement(_ arguments: Range<Int>, callee: Int) {
        let parts = splitAtCommas(arguments).map(readLabel)
        guard let first = parts.first, first.label == nil, let range = typeBeforeSelf(first.value) else {
            let position = parts.first.map { $0.labelIndex ?? $0.value.lowerBound } ?? callee
            diagnostics.append(Diagnostic(.expectedRequiredType, at: file.location(ofToken: position)))
            return
        }
        guard let type = parseType(range) else { return }
        var tag: TypeSyntax?
        for argument in parts.dropFirst() {
            guard argument.label == "tag", tag == nil else {
                let position = argument.labelIndex ?? argument.value.lowerBound
                diagnostics.append(Diagnostic(.unexpectedRequirementArgument, at: file.location(ofToken: position)))
                return
            }
            guard let tagRange = typeBeforeSelf(argument.value) else {
                diagnostics.append(
                    Diagnostic(
                        .expectedTagType,
                        at: file.location(ofToken: argument.value.isEmpty ? argument.labelIndex! : argument.value.lowerBound)))
                return
            }
            guard let parsed = parseType(tagRange) else { return }
            tag = parsed
        }
        requirements.append(Requirement(type: type, tag: tag, location: file.location(ofToken: range.lowerBound)))
    }

    /// The first argument, `SomeType.self`: unlabelled, and a protocol for opaque kinds.
    private mutating func parseRegisteredType(_ argument: Argument?, kind: RegistrationKind, callee: Int) -> (TypeSyntax, Range<Int>)? {
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
    private mutating func readLabelledArguments(_ arguments: [Argument], kind: RegistrationKind) -> LabelledArguments? {
        var result = LabelledArguments()
        var isInParameterList = false
        for argument in arguments {
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
            case "mustMockInTests" where kind.isOpaque || kind.isCollectionElement || kind.isRequirementDefault,
                "name" where kind.isRequirementDefault, "effects" where kind.isRequirementDefault,
                "isolation" where kind.isRequirementDefault || kind.isCollectionElement, "scope" where kind.lifetime != .scoped:
                return fail(.unknownArgument(argument.label!, kind.name), at: argument.labelIndex!)
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
            case "default" where kind.isRequirementDefault:
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
    private mutating func parseParameters(_ arguments: [Argument], kind: RegistrationKind, factoryLabel: String) -> [Registration
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
    private func isHubParameterForm(_ range: Range<Int>) -> Bool {
        file.isKind(range.lowerBound, .period)
            || (file.isIdentifier(range.lowerBound, "HubParameter") && file.isKind(range.lowerBound + 1, .period))
    }

    /// The factory expression; a compound name (`T.init(a:b:)`) must name one label per
    /// parameter, and gives the parameters their labels.
    private mutating func parseFactory(_ range: Range<Int>, labelling parameters: inout [Registration.Parameter]) -> Registration.Factory? {
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
    private mutating func parseEffects(_ range: Range<Int>) -> Effects? {
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

    // MARK: Parameters

    /// `.explicit(T.self)`, `.resolved(T.self)`, `.optional(T.self)`, `.provider(T.self)`,
    /// `.collection(T.self)`, all but the first with an optional `tag: Stripe.self`; optionally
    /// written `HubParameter.resolved(…)`.
    private mutating func parseHubParameter(_ range: Range<Int>, kind: RegistrationKind) -> Registration.Parameter? {
        var index = range.lowerBound
        if file.isIdentifier(index, "HubParameter") { index += 1 }
        guard file.isKind(index, .period), file.isKind(index + 1, .identifier), file.isKind(index + 2, .leftParen),
            let close = matches.partner(of: index + 2), close == range.upperBound - 1
        else {
            return fail(.expectedHubParameter, at: range.lowerBound)
        }
        let form: Registration.Parameter.Form
        switch file.text(file.tokens[index + 1]) {
        case "explicit" where kind.takesExplicitParameters: form = .explicit
        case "explicit": return fail(.explicitParameterNotAllowed(kind.name), at: index + 1)
        case "resolved": form = .resolved
        case "optional": form = .optional
        case "provider": form = .provider
        case "collection": form = .collection
        default: return fail(.expectedHubParameter, at: index + 1)
        }
        let arguments = splitAtCommas((index + 3)..<close).map(readLabel)
        guard let typeArgument = arguments.first, typeArgument.label == nil, let typeRange = typeBeforeSelf(typeArgument.value) else {
            return fail(.expectedParameterType, at: index + 3 < close ? index + 3 : range.lowerBound)
        }
        guard let type = parseType(typeRange) else { return nil }
        var tag: TypeSyntax?
        if arguments.count > 1 {
            let tagArgument = arguments[1]
            guard arguments.count == 2, form != .explicit, tagArgument.label == "tag" else {
                return fail(.unexpectedParameterArgument(form == .explicit), at: tagArgument.labelIndex ?? tagArgument.value.lowerBound)
            }
            guard let tagRange = typeBeforeSelf(tagArgument.value) else {
                return fail(.expectedTagType, at: tagArgument.value.isEmpty ? tagArgument.labelIndex! : tagArgument.value.lowerBound)
            }
            guard let parsedTag = parseType(tagRange) else { return nil }
            tag = parsedTag
        }
        return Registration.Parameter(form: form, type: type, tag: tag, label: nil, location: file.location(ofToken: typeRange.lowerBound))
    }

    private mutating func parsePlainParameter(_ range: Range<Int>, form: Registration.Parameter.Form) -> Registration.Parameter? {
        guard let typeRange = typeBeforeSelf(range) else {
            return fail(.expectedParameterType, at: range.isEmpty ? max(range.lowerBound - 1, 0) : range.lowerBound)
        }
        guard let type = parseType(typeRange) else { return nil }
        return Registration.Parameter(form: form, type: type, label: nil, location: file.location(ofToken: typeRange.lowerBound))
    }

    // MARK: Pieces

    /// The type in `SomeType.self`, or nil when the tokens do not end in `.self`.
    private func typeBeforeSelf(_ range: Range<Int>) -> Range<Int>? {
        let last = range.upperBound - 1
        guard range.count >= 3, file.isIdentifier(last, "self"), file.isKind(last - 1, .period) else { return nil }
        return range.lowerBound..<(last - 1)
    }

    private mutating func parseType(_ range: Range<Int>) -> TypeSyntax? {
        do {
            return try TypeParser.parse(file, range)
        } catch {
            let spelling = file.text(from: range.lowerBound, through: range.upperBound - 1)
            return fail(.unsupportedType(spelling, error.reason), at: range.lowerBound)
        }
    }

    /// The argument labels of a function reference such as `AppContext.init(boot:sessionId:)`,
    /// nil for any other expression (`T.init`, `makeT`, a closure).
    private func compoundNameLabels(_ range: Range<Int>) -> [String?]? {
        let close = range.upperBound - 1
        guard file.isKind(close, .rightParen), let open = matches.partner(of: close), open > range.lowerBound,
            file.isKind(open - 1, .identifier), !file.tokens[open].hasLeadingSpace, close - open >= 3,
            (close - open - 1) % 2 == 0
        else { return nil }
        var labels: [String?] = []
        for position in stride(from: open + 1, to: close, by: 2) {
            guard file.isKind(position, .identifier), file.isKind(position + 1, .colon) else { return nil }
            let label = file.text(file.tokens[position])
            labels.append(label == "_" ? nil : label)
        }
        return labels
    }

    /// `"theme"` → `theme`, when the literal is a plain Swift identifier.
    private func nameLiteral(_ range: Range<Int>) -> String? {
        guard range.count == 1, file.isKind(range.lowerBound, .string) else { return nil }
        let literal = file.text(file.tokens[range.lowerBound])
        guard literal.count >= 3, literal.hasPrefix("\""), literal.hasSuffix("\""), !literal.hasPrefix("\"\"\"") else { return nil }
        let name = literal.dropFirst().dropLast()
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else { return nil }
        return String(name)
    }

    private func readLabel(_ range: Range<Int>) -> Argument {
        if range.count >= 2, file.isKind(range.lowerBound, .identifier), file.isKind(range.lowerBound + 1, .colon) {
            return Argument(
                label: file.text(file.tokens[range.lowerBound]),
                labelIndex: range.lowerBound,
                value: (range.lowerBound + 2)..<range.upperBound
            )
        }
        return Argument(label: nil, labelIndex: nil, value: range)
    }

    /// Splits `range` at the commas outside any bracket or generic argument list
    /// (`Dictionary<String, Int>.self` is one argument). If a `<` is never closed, the
    /// angle brackets were not generics (or are malformed): split at every bracket-level
    /// comma instead, so the type parser can report the real problem.
    private func splitAtCommas(_ range: Range<Int>) -> [Range<Int>] {
        splitAtCommas(range, respectingAngleBrackets: true) ?? splitAtCommas(range, respectingAngleBrackets: false)!
    }

    private func splitAtCommas(_ range: Range<Int>, respectingAngleBrackets: Bool) -> [Range<Int>]? {
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        var angleDepth = 0
        while index < range.upperBound {
            let token = file.tokens[index]
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                index = (matches.partner(of: index) ?? range.upperBound) + 1
            case .comma where angleDepth == 0:
                pieces.append(start..<index)
                index += 1
                start = index
            case .operator where respectingAngleBrackets:
                angleDepth = Self.angleDepth(after: file.text(token), startingAt: angleDepth, isAttached: !token.hasLeadingSpace)
                index += 1
            default:
                index += 1
            }
        }
        guard angleDepth == 0 else { return nil }
        pieces.append(start..<min(index, range.upperBound))
        return pieces
    }

    /// A `<` attached to a type name opens generic arguments; `>` closes them (`->` does not).
    private static func angleDepth(after operatorText: String, startingAt depth: Int, isAttached: Bool) -> Int {
        if isAttached, operatorText.allSatisfy({ $0 == "<" }) {
            return depth + operatorText.count
        }
        guard depth > 0 else { return 0 }
        let arrows = operatorText.split(separator: "->", omittingEmptySubsequences: false).count - 1
        let closing = operatorText.filter { $0 == ">" }.count - arrows
        return max(depth - closing, 0)
    }

    private mutating func fail<Value>(_ message: DiagnosticMessage, at index: Int) -> Value? {
        diagnostics.append(Diagnostic(message, at: file.location(ofToken: index)))
        return nil
    }
}
