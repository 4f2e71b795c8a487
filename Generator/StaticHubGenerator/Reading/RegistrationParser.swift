/// Reads the elements of a manifest's array literal into `Registration`s.
///
/// Each element must be a call of one of the DSL's functions; anything else is reported
/// at its first token, and the other elements are still read.
struct RegistrationParser {
    let file: LexedFile
    let matches: BracketMatches
    let pieces: ManifestPieceParser
    let hubName: String
    private(set) var diagnostics: [Diagnostic] = []
    /// The `HubImport(H.self)` elements read so far, in manifest order.
    private(set) var imports: [HubImportReference] = []
    /// The `HubRequirement(T.self)` elements read so far, in manifest order.
    private(set) var requirements: [Requirement] = []
    /// The `TaskScope(S.self)` elements read so far, in manifest order.
    private(set) var taskScopes: [TaskScopeDeclaration] = []

    init(file: LexedFile, matches: BracketMatches, hubName: String) {
        self.file = file
        self.matches = matches
        pieces = ManifestPieceParser(file: file, matches: matches)
        self.hubName = hubName
    }

    /// The registrations between the manifest's brackets, `tokens[start..<end]`.
    mutating func parseElements(from start: Int, to end: Int) -> [Registration] {
        pieces.splitAtCommas(start..<end).compactMap { element in
            element.isEmpty ? nil : parseRegistration(element)
        }
    }

    // MARK: Elements

    /// What follows the registered type: the parameter types, the name override, the factory.
    struct LabelledArguments {
        var parameters: [CallArgument] = []
        var tag: TypeSyntax?
        var nameOverride: String?
        var scope: Registration.Scope?
        var isolation: TypeSyntax?
        var effects: (effects: Effects, location: SourceLocation)?
        var mustMockInTests = false
        var scopeEnd: Range<Int>?
        var factory: (label: String, range: Range<Int>)?
    }

    mutating func parseRegistration(_ element: Range<Int>) -> Registration? {
        var index = element.lowerBound
        if file.isIdentifier(index, "StaticHub"), file.isKind(index + 1, .period) { index += 2 }
        guard file.isKind(index, .identifier), file.isKind(index + 1, .leftParen),
            let close = matches.partner(of: index + 1), close < element.upperBound
        else {
            return fail(.ReadingManifests.expectedRegistration, at: element.lowerBound)
        }
        let kindName = file.text(file.tokens[index])
        if kindName == HubImportReference.functionName {
            parseHubImport((index + 2)..<close, callee: index)
            return nil
        }
        if kindName == TaskScopeDeclaration.functionName {
            guard close + 1 == element.upperBound else { return fail(.ReadingManifests.expectedRegistration, at: close + 1) }
            parseTaskScope((index + 2)..<close, callee: index)
            return nil
        }
        if kindName == RegistrationKind.scopeInput.name {
            guard close + 1 == element.upperBound else { return fail(.ReadingManifests.expectedRegistration, at: close + 1) }
            return parseScopeInput((index + 2)..<close, callee: index)
        }
        let hasDefault =
            kindName == Requirement.functionName
            && pieces.splitAtCommas((index + 2)..<close).contains { pieces.readLabel($0).label == "default" }
        if kindName == Requirement.functionName, !hasDefault {
            parseRequirement((index + 2)..<close, callee: index)
            return nil
        }
        guard let kind = hasDefault ? RegistrationKind.requirementDefault : RegistrationKind(name: kindName) else {
            return fail(.ReadingManifests.unknownRegistrationKind(kindName), at: index)
        }
        var trailingClosure: Range<Int>?
        if close + 1 < element.upperBound {
            guard file.isKind(close + 1, .leftBrace), matches.partner(of: close + 1) == element.upperBound - 1 else {
                return fail(.ReadingManifests.expectedRegistration, at: close + 1)
            }
            trailingClosure = (close + 1)..<element.upperBound
        }

        var arguments = pieces.splitAtCommas((index + 2)..<close).map(pieces.readLabel)
        guard let (registeredType, registeredTypeRange) = parseRegisteredType(arguments.first, kind: kind, callee: index) else {
            return nil
        }
        arguments.removeFirst()
        guard var labelled = readLabelledArguments(arguments, kind: kind) else { return nil }
        if labelled.factory == nil, let trailingClosure {
            labelled.factory = ("using", trailingClosure)
        }
        guard let factory = labelled.factory, !factory.range.isEmpty else {
            return fail(.ReadingManifests.missingFactory(kindName, label: kind.isRequirementDefault ? "default" : "using"), at: index)
        }
        if let replacement = kind.replacement, let effects = labelled.effects {
            diagnostics.append(
                Diagnostic(.ReadingManifests.deprecatedKindWithEffects(kind.name, replacement: replacement), at: effects.location))
            return nil
        }
        // The kind's own rules, from its row of the facts table.
        if kind.facts.needsScope, labelled.scope == nil {
            return fail(.ReadingManifests.missingScope, at: index)
        }
        if !kind.facts.allowsAsync, let effects = labelled.effects, effects.effects.isAsync {
            diagnostics.append(Diagnostic(.ReadingManifests.asyncWeakSingleton, at: effects.location))
            return nil
        }
        if !kind.facts.allowsEffects, let effects = labelled.effects {
            diagnostics.append(Diagnostic(.ReadingManifests.opaqueSingletonWithEffects, at: effects.location))
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
            mustMockInTests: labelled.mustMockInTests,
            scopeEnd: labelled.scopeEnd.map { range in
                Registration.Factory(
                    text: file.text(from: range.lowerBound, through: range.upperBound - 1),
                    location: file.location(ofToken: range.lowerBound), compoundNameBase: nil)
            }
        )
    }

    /// `ScopeInput(T.self, scope: S.self)`, with `tag:` and `name:` (which names its accessor
    /// and its `startScope` label) if it has them, and `default:` (after `parameterTypes:` if
    /// the default has dependencies): a registration whose value the hub's `startScope`
    /// binds, and whose factory, if any, makes its value until the first start.
    mutating func parseScopeInput(_ arguments: Range<Int>, callee: Int) -> Registration? {
        let kind = RegistrationKind.scopeInput
        var parts = pieces.splitAtCommas(arguments).map(pieces.readLabel)
        guard let (registeredType, registeredTypeRange) = parseRegisteredType(parts.first, kind: kind, callee: callee) else { return nil }
        parts.removeFirst()
        var scope: Registration.Scope?
        var tag: TypeSyntax?
        var name: String?
        var parameterArguments: [CallArgument] = []
        var isInParameterList = false
        var defaultFactory: Range<Int>?
        for argument in parts {
            if argument.label != nil { isInParameterList = argument.label == "parameterTypes" }
            switch argument.label {
            case nil where isInParameterList:
                parameterArguments.append(argument)
            case nil:
                return fail(.ReadingManifests.unexpectedUnlabelledArgument(kind.name), at: argument.value.lowerBound)
            case "name" where name == nil:
                guard let literal = pieces.nameLiteral(argument.value) else {
                    return fail(.ReadingManifests.expectedNameLiteral, at: argument.value.lowerBound)
                }
                name = literal
            case "scope" where scope == nil:
                guard let range = pieces.typeBeforeSelf(argument.value) else {
                    return fail(
                        .ReadingManifests.expectedScopeType, at: argument.value.isEmpty ? argument.labelIndex! : argument.value.lowerBound)
                }
                guard let type = parseType(range) else { return nil }
                scope = Registration.Scope(type: type, location: file.location(ofToken: range.lowerBound))
            case "tag" where tag == nil:
                guard let range = pieces.typeBeforeSelf(argument.value) else {
                    return fail(
                        .ReadingManifests.expectedTagType, at: argument.value.isEmpty ? argument.labelIndex! : argument.value.lowerBound)
                }
                guard let type = parseType(range) else { return nil }
                tag = type
            case "parameterTypes" where parameterArguments.isEmpty:
                parameterArguments.append(argument)
            case "default" where defaultFactory == nil:
                guard !argument.value.isEmpty else {
                    return fail(.ReadingManifests.missingFactory(kind.name, label: "default"), at: argument.labelIndex!)
                }
                defaultFactory = argument.value
            case let label?:
                return fail(.ReadingManifests.unknownArgument(label, kind.name), at: argument.labelIndex!)
            }
        }
        guard let scope else { return fail(.ReadingManifests.missingInputScope, at: callee) }
        let typeLocation = file.location(ofToken: registeredTypeRange.lowerBound)
        var parameters: [Registration.Parameter] = []
        var factory = Registration.Factory(text: "", location: typeLocation, compoundNameBase: nil)
        if let defaultFactory {
            if parameterArguments.count > Registration.maximumInputDefaultParameterCount {
                let first = parameterArguments[Registration.maximumInputDefaultParameterCount].value.lowerBound
                return fail(
                    .ReadingManifests.tooManyParameters(
                        kind.name, count: parameterArguments.count, maximum: Registration.maximumInputDefaultParameterCount),
                    at: first)
            }
            guard let parsed = parseParameters(parameterArguments, kind: kind, factoryLabel: "using") else { return nil }
            parameters = parsed
            guard let parsedFactory = parseFactory(defaultFactory, labelling: &parameters) else { return nil }
            factory = parsedFactory
        } else if let first = parameterArguments.first {
            return fail(.ReadingManifests.inputParametersWithoutDefault, at: first.labelIndex ?? first.value.lowerBound)
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

    /// `TaskScope(RequestScope.self)`: one unlabelled marker type.
    mutating func parseTaskScope(_ arguments: Range<Int>, callee: Int) {
        let parts = pieces.splitAtCommas(arguments).map(pieces.readLabel)
        guard parts.count == 1, let argument = parts.first, argument.label == nil, let range = pieces.typeBeforeSelf(argument.value)
        else {
            let position = parts.first.map { $0.labelIndex ?? $0.value.lowerBound } ?? callee
            diagnostics.append(Diagnostic(.ReadingManifests.expectedScopeType, at: file.location(ofToken: position)))
            return
        }
        guard let type = parseType(range) else { return }
        taskScopes.append(TaskScopeDeclaration(scope: type, location: file.location(ofToken: range.lowerBound)))
    }

    /// `HubImport(NetworkHub.self)`: one unlabelled hub type.
    mutating func parseHubImport(_ arguments: Range<Int>, callee: Int) {
        let parts = pieces.splitAtCommas(arguments).map(pieces.readLabel)
        guard parts.count == 1, let argument = parts.first, argument.label == nil, let range = pieces.typeBeforeSelf(argument.value),
            let type = parseType(range), case .nominal(let components) = type
        else {
            diagnostics.append(
                Diagnostic(.HubsFromOtherModules.expectedImportedHub, at: file.location(ofToken: parts.first?.value.lowerBound ?? callee)))
            return
        }
        let name = components.map(\.name).joined(separator: ".")
        imports.append(HubImportReference(hubName: name, location: file.location(ofToken: range.lowerBound)))
    }

    /// `HubRequirement(T.self)` or `HubRequirement(T.self, tag: Tag.self)`.
    mutating func parseRequirement(_ arguments: Range<Int>, callee: Int) {
        let parts = pieces.splitAtCommas(arguments).map(pieces.readLabel)
        guard let first = parts.first, first.label == nil, let range = pieces.typeBeforeSelf(first.value) else {
            let position = parts.first.map { $0.labelIndex ?? $0.value.lowerBound } ?? callee
            diagnostics.append(Diagnostic(.ReadingManifests.expectedRequiredType, at: file.location(ofToken: position)))
            return
        }
        guard let type = parseType(range) else { return }
        var tag: TypeSyntax?
        for argument in parts.dropFirst() {
            guard argument.label == "tag", tag == nil else {
                let position = argument.labelIndex ?? argument.value.lowerBound
                diagnostics.append(Diagnostic(.Requirements.unexpectedRequirementArgument, at: file.location(ofToken: position)))
                return
            }
            guard let tagRange = pieces.typeBeforeSelf(argument.value) else {
                diagnostics.append(
                    Diagnostic(
                        .ReadingManifests.expectedTagType,
                        at: file.location(ofToken: argument.value.isEmpty ? argument.labelIndex! : argument.value.lowerBound)))
                return
            }
            guard let parsed = parseType(tagRange) else { return }
            tag = parsed
        }
        requirements.append(Requirement(type: type, tag: tag, location: file.location(ofToken: range.lowerBound)))
    }

    // The pieces `ManifestPieceParser` reads, or nil after collecting the diagnostic it threw.

    mutating func parseType(_ range: Range<Int>) -> TypeSyntax? {
        do { return try pieces.parseType(range) } catch { return collect(error) }
    }

    mutating func parseEffects(_ range: Range<Int>) -> Effects? {
        do { return try pieces.parseEffects(range) } catch { return collect(error) }
    }

    mutating func parseParameters(_ arguments: [CallArgument], kind: RegistrationKind, factoryLabel: String) -> [Registration.Parameter]? {
        do { return try pieces.parseParameters(arguments, kind: kind, factoryLabel: factoryLabel) } catch { return collect(error) }
    }

    mutating func parseRegisteredType(_ argument: CallArgument?, kind: RegistrationKind, callee: Int) -> (TypeSyntax, Range<Int>)? {
        do { return try pieces.parseRegisteredType(argument, kind: kind, callee: callee) } catch { return collect(error) }
    }

    mutating func parseFactory(_ range: Range<Int>, labelling parameters: inout [Registration.Parameter]) -> Registration.Factory? {
        do { return try pieces.parseFactory(range, labelling: &parameters) } catch { return collect(error) }
    }

    /// Collects `diagnostic`; returns nil, for `return collect(…)`.
    mutating func collect<Value>(_ diagnostic: Diagnostic) -> Value? {
        diagnostics.append(diagnostic)
        return nil
    }

    /// Reports `message` at the token `index`; returns nil, for `return fail(…)`.
    mutating func fail<Value>(_ message: DiagnosticMessage, at index: Int) -> Value? {
        collect(pieces.fail(message, at: index))
    }
}
