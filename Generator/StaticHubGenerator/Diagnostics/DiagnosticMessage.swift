/// Every message the generator can print, in one place: lowercase, compiler style. Each has
/// a stable ID and a severity (as swift-syntax's diagnostic messages do), so a caller can
/// match on what a finding is without parsing its text.
struct DiagnosticMessage: Hashable, Sendable {
    /// One case per kind of message; the raw value is stable across releases.
    enum ID: String, CaseIterable, Sendable {
        case unreadableFile = "unreadable-file"
        case invalidUTF8 = "invalid-utf8"
        case generatedFileInSources = "generated-file-in-sources"
        case runtimeReleaseNotFound = "runtime-release-not-found"
        case runtimeReleaseMismatch = "runtime-release-mismatch"
        case defaultIsolationUnknown = "default-isolation-unknown"
        case unterminatedString = "unterminated-string"
        case unterminatedBlockComment = "unterminated-block-comment"
        case nestingTooDeep = "nesting-too-deep"
        case unmatchedOpening = "unmatched-opening"
        case unmatchedClosing = "unmatched-closing"
        case expectedRegistration = "expected-registration"
        case unknownRegistrationKind = "unknown-registration-kind"
        case expectedRegisteredType = "expected-registered-type"
        case unknownArgument = "unknown-argument"
        case unexpectedUnlabelledArgument = "unexpected-unlabelled-argument"
        case missingFactory = "missing-factory"
        case factoryLabelNotAllowed = "factory-label-not-allowed"
        case opaqueNeedsProtocol = "opaque-needs-protocol"
        case tooManyParameters = "too-many-parameters"
        case expectedParameterType = "expected-parameter-type"
        case expectedHubParameter = "expected-hub-parameter"
        case expectedNameLiteral = "expected-name-literal"
        case expectedBooleanLiteral = "expected-boolean-literal"
        case expectedTagType = "expected-tag-type"
        case explicitParameterNotAllowed = "explicit-parameter-not-allowed"
        case unexpectedParameterArgument = "unexpected-parameter-argument"
        case plainParameterAmongForms = "plain-parameter-among-forms"
        case expectedEffects = "expected-effects"
        case repeatedEffect = "repeated-effect"
        case opaqueSingletonWithEffects = "opaque-singleton-with-effects"
        case deprecatedKindWithEffects = "deprecated-kind-with-effects"
        case asyncWeakSingleton = "async-weak-singleton"
        case missingScope = "missing-scope"
        case missingInputScope = "missing-input-scope"
        case inputParametersWithoutDefault = "input-parameters-without-default"
        case inputDefaultWithEffects = "input-default-with-effects"
        case inputDefaultReachesScope = "input-default-reaches-scope"
        case expectedScopeType = "expected-scope-type"
        case expectedGlobalActor = "expected-global-actor"
        case nameOnCollectionElement = "name-on-collection-element"
        case collectionTakenAsSingle = "collection-taken-as-single"
        case weakSingletonOfValueType = "weak-singleton-of-value-type"
        case unsupportedType = "unsupported-type"
        case factoryLabelCount = "factory-label-count"
        case manifestInConditionalBlock = "manifest-in-conditional-block"
        case hubNotFound = "hub-not-found"
        case hubNotExtendable = "hub-not-extendable"
        case typeNotVisibleToGeneratedCode = "type-not-visible-to-generated-code"
        case genericHub = "generic-hub"
        case duplicateRegistration = "duplicate-registration"
        case previousRegistration = "previous-registration"
        case accessorNameClash = "accessor-name-clash"
        case clashingRegistration = "clashing-registration"
        case missingDependency = "missing-dependency"
        case missingRuntimeValue = "missing-runtime-value"
        case dependencyNeedsArguments = "dependency-needs-arguments"
        case registeredWithExplicitArguments = "registered-with-explicit-arguments"
        case dependencyCycle = "dependency-cycle"
        case cycleEdge = "cycle-edge"
        case manifestNotStatic = "manifest-not-static"
        case manifestWithoutTypeAnnotation = "manifest-without-type-annotation"
        case manifestIsVariable = "manifest-is-variable"
        case manifestNotArrayLiteral = "manifest-not-array-literal"
        case manifestTooLong = "manifest-too-long"
        case hubIsProtocol = "hub-is-protocol"
        case expectedImportedHub = "expected-imported-hub"
        case importedHubNotFound = "imported-hub-not-found"
        case importedHubNotPublic = "imported-hub-not-public"
        case importedRegistrationNotPublic = "imported-registration-not-public"
        case duplicatesImportedRegistration = "duplicates-imported-registration"
        case importedRegistration = "imported-registration"
        case importedRegistrationConflict = "imported-registration-conflict"
        case hubImportCycle = "hub-import-cycle"
        case unexpectedRequirementArgument = "unexpected-requirement-argument"
        case requirementAlsoRegistered = "requirement-also-registered"
        case requirementNotNeeded = "requirement-not-needed"
        case requirementNotProvided = "requirement-not-provided"
        case openCollectionElement = "open-collection-element"
        case captiveDependency = "captive-dependency"
        case captiveDependencyEdge = "captive-dependency-edge"
        case conflictingIsolation = "conflicting-isolation"

        var severity: Diagnostic.Severity {
            switch self {
            case .manifestInConditionalBlock, .defaultIsolationUnknown, .manifestNotStatic, .manifestWithoutTypeAnnotation,
                .manifestIsVariable,
                .manifestNotArrayLiteral, .manifestTooLong:
                .warning
            case .previousRegistration, .clashingRegistration, .registeredWithExplicitArguments, .cycleEdge, .importedRegistration,
                .captiveDependencyEdge:
                .note
            case .unreadableFile, .invalidUTF8, .generatedFileInSources, .runtimeReleaseNotFound, .runtimeReleaseMismatch,
                .unterminatedString,
                .unterminatedBlockComment, .nestingTooDeep, .unmatchedOpening, .unmatchedClosing,
                .expectedRegistration, .unknownRegistrationKind, .expectedRegisteredType, .unknownArgument,
                .unexpectedUnlabelledArgument, .missingFactory, .factoryLabelNotAllowed, .opaqueNeedsProtocol,
                .tooManyParameters, .expectedParameterType, .expectedHubParameter, .expectedNameLiteral, .expectedBooleanLiteral,
                .expectedTagType, .explicitParameterNotAllowed, .unexpectedParameterArgument, .plainParameterAmongForms,
                .expectedEffects, .repeatedEffect, .opaqueSingletonWithEffects, .deprecatedKindWithEffects,
                .asyncWeakSingleton, .weakSingletonOfValueType, .nameOnCollectionElement, .collectionTakenAsSingle,
                .unsupportedType, .factoryLabelCount, .hubNotFound, .hubNotExtendable,
                .typeNotVisibleToGeneratedCode, .genericHub, .duplicateRegistration, .accessorNameClash,
                .missingDependency, .missingRuntimeValue, .dependencyNeedsArguments, .dependencyCycle,
                .hubIsProtocol, .expectedImportedHub, .importedHubNotFound, .importedHubNotPublic,
                .importedRegistrationNotPublic, .duplicatesImportedRegistration, .importedRegistrationConflict, .hubImportCycle,
                .unexpectedRequirementArgument, .requirementAlsoRegistered, .requirementNotNeeded, .requirementNotProvided,
                .openCollectionElement, .missingScope, .missingInputScope, .inputParametersWithoutDefault, .inputDefaultWithEffects,
                .inputDefaultReachesScope, .expectedScopeType, .expectedGlobalActor, .captiveDependency,
                .conflictingIsolation:
                .error
            }
        }
    }

    let id: ID
    let text: String

    var severity: Diagnostic.Severity { id.severity }

    private init(_ id: ID, _ text: String) {
        self.id = id
        self.text = text
    }

    // MARK: Reading files

    static func unreadableFile(_ reason: String) -> Self {
        Self(.unreadableFile, "cannot read file: \(reason)")
    }

    static let invalidUTF8 = Self(.invalidUTF8, "file is not valid UTF-8 text")

    static let generatedFileInSources = Self(
        .generatedFileInSources,
        "this file was generated by StaticHub, and the generator is running again for the same target, which would declare everything twice; "
            + "delete the file to let the build plugin generate the hub, or remove 'StaticHubPlugin' from the target to keep committing it"
    )

    static func defaultIsolationUnknown(target: String) -> Self {
        Self(
            .defaultIsolationUnknown,
            "cannot tell the default isolation of '\(target)' from this setting, so a hub there without '@MainActor' or 'nonisolated' "
                + "is generated as nonisolated; write the isolation on the hub, or pass '--default-isolation MainActor' to statichub"
        )
    }

    static let runtimeReleaseNotFound = Self(
        .runtimeReleaseNotFound,
        "this is not the StaticHub runtime's 'StaticHubRelease.swift': no 'static let version = \"…\"' declaration; "
            + "'--runtime' takes the folder of the StaticHub runtime's sources"
    )

    static func runtimeReleaseMismatch(generator: String, runtime: String) -> Self {
        Self(
            .runtimeReleaseMismatch,
            "this target links the StaticHub \(runtime) runtime, but its generator is statichub \(generator), whose code "
                + "would not fit it; use the StaticHubPrebuilt package made from StaticHub \(runtime) "
                + "(Scripts/make-prebuilt-plugin in a checkout of that release), or depend on StaticHub \(generator)"
        )
    }

    // MARK: Lexing

    static let unterminatedString = Self(.unterminatedString, "unterminated string literal")
    static let unterminatedBlockComment = Self(.unterminatedBlockComment, "unterminated '/*' comment")
    static let nestingTooDeep = Self(.nestingTooDeep, "string interpolations are nested too deeply to read")

    static func unmatchedOpening(_ opening: String, expected closing: String) -> Self {
        Self(.unmatchedOpening, "'\(opening)' is never closed; expected '\(closing)'")
    }

    static func unmatchedClosing(_ closing: String) -> Self {
        Self(.unmatchedClosing, "unexpected '\(closing)' without a matching opening bracket")
    }

    // MARK: Reading manifests

    static let expectedRegistration = Self(
        .expectedRegistration,
        "expected a registration such as 'AutoRegister(…)' in a '[HubRegistration]' manifest"
    )

    static func unknownRegistrationKind(_ name: String) -> Self {
        Self(
            .unknownRegistrationKind,
            "unknown registration kind '\(name)'; expected one of "
                + RegistrationKind.all.map(\.name).joined(separator: ", ")
        )
    }

    static func expectedRegisteredType(_ kind: String) -> Self {
        Self(.expectedRegisteredType, "'\(kind)' needs the registered type first, written as 'SomeType.self'")
    }

    static func unknownArgument(_ label: String, _ kind: String) -> Self {
        Self(.unknownArgument, "'\(kind)' has no argument '\(label):'")
    }

    static func unexpectedUnlabelledArgument(_ kind: String) -> Self {
        Self(.unexpectedUnlabelledArgument, "unexpected unlabelled argument in '\(kind)'; parameter types follow 'parameterTypes:'")
    }

    static func missingFactory(_ kind: String, label: String) -> Self {
        Self(.missingFactory, "'\(kind)' needs a factory: add '\(label): SomeType.init'")
    }

    static func factoryLabelNotAllowed(_ label: String, _ kind: String) -> Self {
        Self(.factoryLabelNotAllowed, "'\(kind)' takes its factory as 'using:', not '\(label):'")
    }

    static func opaqueNeedsProtocol(_ kind: String, _ type: String) -> Self {
        Self(.opaqueNeedsProtocol, "'\(kind)' resolves to 'some P', so it needs a protocol such as '(any P)', not '\(type)'")
    }

    static func tooManyParameters(_ kind: String, count: Int, maximum: Int = Registration.maximumParameterCount) -> Self {
        Self(
            .tooManyParameters,
            "'\(kind)' takes at most \(maximum) parameter types, and this one has \(count); "
                + "group some dependencies into one type (a struct of them) and register that"
        )
    }

    static let expectedParameterType = Self(.expectedParameterType, "expected a parameter type written as 'SomeType.self'")

    static let expectedHubParameter = Self(
        .expectedHubParameter,
        "expected a parameter form: '.explicit(SomeType.self)', '.resolved(SomeType.self)', '.optional(SomeType.self)', '.provider(SomeType.self)' or '.collection(SomeType.self)'"
    )

    static let expectedTagType = Self(
        .expectedTagType, "'tag:' takes a type written as 'SomeTag.self', such as an 'enum Stripe {}' of your own")

    static func explicitParameterNotAllowed(_ kind: String) -> Self {
        Self(
            .explicitParameterNotAllowed,
            "'\(kind)' resolves every parameter, so it has no caller to pass an '.explicit' one; register with 'Register' to take arguments"
        )
    }

    static func unexpectedParameterArgument(_ isExplicit: Bool) -> Self {
        isExplicit
            ? Self(.unexpectedParameterArgument, "'.explicit' takes only the parameter type: its caller passes the value, so it has no tag")
            : Self(.unexpectedParameterArgument, "a parameter form takes the type and, optionally, 'tag: SomeTag.self'")
    }

    static func plainParameterAmongForms(_ spelling: String) -> Self {
        Self(
            .plainParameterAmongForms,
            "write '.resolved(\(spelling))': once one parameter uses a form such as '.optional' or '.provider', every parameter is written as one"
        )
    }

    static func expectedBooleanLiteral(_ label: String) -> Self {
        Self(.expectedBooleanLiteral, "'\(label):' takes 'true' or 'false'")
    }

    static let expectedNameLiteral = Self(
        .expectedNameLiteral, "'name:' takes a string literal that is a Swift identifier, such as \"theme\"")

    static let expectedEffects = Self(
        .expectedEffects,
        "'effects:' takes '.throws', '.throws(SomeError.self)', '.async' or a list of them such as '[.async, .throws]'"
    )

    static let opaqueSingletonWithEffects = Self(
        .opaqueSingletonWithEffects,
        "an opaque singleton cannot have effects: its storage would have to name the factory's hidden type, which Swift does not allow; "
            + "register it with 'SingletonRegister' and the protocol type, or with 'OpaqueAutoRegister'"
    )

    static let nameOnCollectionElement = Self(
        .nameOnCollectionElement,
        "'CollectionRegister' takes no 'name:': its elements make one collection, whose accessor is named after the type; "
            + "to keep two collections of one type apart, give them a 'tag:'"
    )

    static func collectionTakenAsSingle(_ required: String, hub: String, imported: [String] = [], parameter: String) -> Self {
        Self(
            .collectionTakenAsSingle,
            "no registration in \(searched(hub, imported: imported)) provides one '\(required)'; "
                + "it is registered with 'CollectionRegister', so take every element as '.collection(\(parameter))'"
        )
    }

    static func collectionAccessorNameClash(_ name: String, collection: String, other: String, otherIsCollection: Bool) -> Self {
        let fix = otherIsCollection ? "register one of them under a 'tag:'" : "give '\(other)' a 'name:' argument"
        let otherDescription = otherIsCollection ? "the collection of '\(other)'" : "'\(other)'"
        return Self(.accessorNameClash, "the collection of '\(collection)' and \(otherDescription) would both generate '\(name)()'; \(fix)")
    }

    static let asyncWeakSingleton = Self(
        .asyncWeakSingleton,
        "a weak singleton cannot be '.async': it is created under a lock, which cannot be held across a suspension; "
            + "'.throws' works, or register it with 'SingletonRegister'"
    )

    static let missingScope = Self(
        .missingScope,
        "'ScopedRegister' needs the scope its instances live in, right after the type: 'scope: UserSession.self', where 'enum UserSession {}' is yours"
    )

    static let missingInputScope = Self(
        .missingInputScope,
        "'ScopeInput' needs the scope whose 'startScope' binds it, right after the type: 'scope: UserSession.self', where 'enum UserSession {}' is yours"
    )

    static let inputParametersWithoutDefault = Self(
        .inputParametersWithoutDefault,
        "a 'ScopeInput' takes 'parameterTypes:' only for its 'default:', which makes its value until the first 'startScope': add 'default:' after them, or remove them"
    )

    static func inputDefaultWithEffects(_ input: String, effects: String) -> Self {
        Self(
            .inputDefaultWithEffects,
            "the default of input '\(input)' would be \(effects): 'startScope' makes it as a default argument, which can neither await, throw nor change actors; "
                + "give the input a default without effects, or none (then 'startScope' needs it)"
        )
    }

    static func inputDefaultReachesScope(_ input: String, reached: String, scope: String) -> Self {
        Self(
            .inputDefaultReachesScope,
            "the default of input '\(input)' reaches '\(reached)' of its own scope '\(scope)', which 'startScope' would read from the generation it ends; "
                + "make the default from registrations outside '\(scope)', or give the input no default"
        )
    }

    static let expectedScopeType = Self(.expectedScopeType, "expected the scope's marker type, as 'UserSession.self'")

    static let expectedGlobalActor = Self(.expectedGlobalActor, "expected a global actor, as 'isolation: MainActor.self'")

    static func weakSingletonOfValueType(_ type: String, kind: String) -> Self {
        Self(
            .weakSingletonOfValueType,
            "'WeakSingletonRegister' needs a class type, or a protocol that requires 'AnyObject', and '\(type)' is a \(kind): "
                + "nothing can hold a weak reference to it; register it with 'SingletonRegister' or 'AutoRegister'"
        )
    }

    static func deprecatedKindWithEffects(_ kind: String, replacement: String) -> Self {
        Self(.deprecatedKindWithEffects, "'\(kind)' is soft-deprecated and takes no 'effects:'; write '\(replacement)', which does")
    }

    static func repeatedEffect(_ effect: String) -> Self {
        Self(.repeatedEffect, "'.\(effect)' is listed twice in 'effects:'")
    }

    static func unsupportedType(_ spelling: String, _ reason: String) -> Self {
        Self(.unsupportedType, "cannot read the type '\(spelling)': \(reason)")
    }

    static func factoryLabelCount(_ factory: String, labels: Int, parameters: Int) -> Self {
        Self(
            .factoryLabelCount,
            "factory '\(factory)' names \(labels) argument\(labels == 1 ? "" : "s") but \(parameters) parameter type\(parameters == 1 ? " is" : "s are") declared"
        )
    }

    static let manifestInConditionalBlock = Self(
        .manifestInConditionalBlock,
        "manifest inside '#if' is ignored: the generator does not evaluate build conditions; move it out of the '#if' block"
    )

    // MARK: Hubs

    static func hubNotFound(_ hub: String) -> Self {
        Self(
            .hubNotFound,
            "cannot find the declaration of hub '\(hub)' in this target's sources; declare the hub type in the same target as its manifests"
        )
    }

    static func hubNotExtendable(_ hub: String, access: String) -> Self {
        Self(.hubNotExtendable, "hub '\(hub)' is \(access); generated code lives in another file, so a hub must be at least internal")
    }

    static func typeNotVisibleToGeneratedCode(_ type: String, access: String) -> Self {
        Self(
            .typeNotVisibleToGeneratedCode,
            "'\(type)' is \(access), but the code generated for this registration lives in another file of the module; make '\(type)' at least internal"
        )
    }

    static func genericHub(_ hub: String) -> Self {
        Self(.genericHub, "hub '\(hub)' is generic; a hub stores its singletons in static properties, which generic types cannot have")
    }

    // MARK: The graph

    static func duplicateRegistration(_ type: String, hub: String) -> Self {
        Self(.duplicateRegistration, "'\(type)' is registered twice in hub '\(hub)'")
    }

    static func previousRegistration(_ type: String) -> Self {
        Self(.previousRegistration, "'\(type)' was first registered here")
    }

    static func accessorNameClash(_ name: String, _ first: String, _ second: String) -> Self {
        Self(.accessorNameClash, "'\(second)' and '\(first)' would both generate '\(name)()'; give one of them a 'name:' argument")
    }

    static func clashingRegistration(_ type: String) -> Self {
        Self(.clashingRegistration, "'\(type)' is registered here")
    }

    /// `hub 'App'`, or `hub 'App' or the hubs it imports ('Network', 'Core')`: every hub a
    /// missing dependency was looked for in.
    private static func searched(_ hub: String, imported: [String]) -> String {
        guard !imported.isEmpty else { return "hub '\(hub)'" }
        return "hub '\(hub)' or the hubs it imports (" + imported.map { "'\($0)'" }.joined(separator: ", ") + ")"
    }

    static func missingDependency(_ type: String, hub: String, imported: [String] = []) -> Self {
        Self(.missingDependency, "no registration in \(searched(hub, imported: imported)) provides '\(type)'")
    }

    static func missingImport(_ type: String, hub: String, imported: [String], providingHub: String, module: String) -> Self {
        Self(
            .missingDependency,
            "no registration in \(searched(hub, imported: imported)) provides '\(type)'; hub '\(providingHub)' of module '\(module)' "
                + "registers it: add 'HubImport(\(providingHub).self)' to a manifest of '\(hub)'"
        )
    }

    static func missingDependency(_ type: String, hub: String, imported: [String] = [], didYouMean candidate: String) -> Self {
        Self(.missingDependency, "no registration in \(searched(hub, imported: imported)) provides '\(type)'; did you mean '\(candidate)'?")
    }

    static func missingTag(_ required: String, hub: String, imported: [String] = [], type: String, registeredTags: [String]) -> Self {
        let tags =
            registeredTags.count == 1
            ? registeredTags[0] : registeredTags.dropLast().joined(separator: ", ") + " and " + registeredTags.last!
        return Self(
            .missingDependency,
            "no registration in \(searched(hub, imported: imported)) provides '\(required)'; '\(type)' is registered with \(tags)")
    }

    static func missingRuntimeValue(_ type: String, hub: String, imported: [String] = []) -> Self {
        Self(
            .missingRuntimeValue,
            "no registration in \(searched(hub, imported: imported)) provides '\(type)'; if callers pass it at run time, "
                + "declare it with '.explicit(\(type).self)' in a 'Register'"
        )
    }

    static func dependencyNeedsArguments(_ type: String, dependent: String, arguments: [String]) -> Self {
        Self(
            .dependencyNeedsArguments,
            "'\(dependent)' cannot resolve '\(type)', whose registration needs explicit arguments "
                + "(\(arguments.joined(separator: ", "))) that only a caller can pass; declare '\(type)' with "
                + "'.explicit(…)' in a 'Register' so callers pass it, or make those arguments '.resolved'"
        )
    }

    static func registeredWithExplicitArguments(_ type: String) -> Self {
        Self(.registeredWithExplicitArguments, "'\(type)' is registered here with explicit parameters")
    }

    static func dependencyCycle(_ path: [String], breakWith arguments: String) -> Self {
        Self(
            .dependencyCycle,
            "dependency cycle: " + path.joined(separator: " → ")
                + "; to break it, take one of these dependencies as a provider, such as '.provider(\(arguments))', which resolves on 'make()'"
        )
    }

    static func cycleEdge(_ from: String, _ to: String) -> Self {
        Self(.cycleEdge, "'\(from)' depends on '\(to)' here")
    }

    // MARK: Lifetimes and isolation

    /// `holder` (`the singleton 'any Checkout'`) reaches `captured`, scoped in `scope`, along
    /// `path` (from the holder); `firstDependency` is the argument of the provider that fixes it.
    static func captiveDependency(
        holder: String, holderName: String, captured: String, scope: String, path: [String], firstDependency: String
    ) -> Self {
        Self(
            .captiveDependency,
            "captive dependency: \(holder) would keep the '\(scope)' instance of '\(captured)' after 'resetScope(\(scope).self)' ("
                + path.joined(separator: " → ")
                + "); register '\(holderName)' with 'ScopedRegister(…, scope: \(scope).self, …)', "
                + "or take '.provider(\(firstDependency))', which resolves the current instance on each 'make()'"
        )
    }

    /// `registration` would need both `first` (which `firstReason` isolates) and `second`.
    static func conflictingIsolation(_ registration: String, first: String, firstReason: String, second: String, secondReason: String)
        -> Self
    {
        Self(
            .conflictingIsolation,
            "'\(registration)' would need two actors: '\(first)' (\(firstReason)) and '\(second)' (\(secondReason)); "
                + "isolate those registrations to one actor, or take one of them as '.provider(…)', whose 'make()' runs on its actor"
        )
    }

    static func captiveDependencyEdge(_ from: String, _ to: String) -> Self {
        Self(.captiveDependencyEdge, "'\(from)' depends on '\(to)' here")
    }

    // MARK: Requirements

    static let expectedRequiredType = Self(
        .expectedRegisteredType, "'HubRequirement' needs the required type first, written as 'SomeType.self'")

    static let unexpectedRequirementArgument = Self(
        .unexpectedRequirementArgument,
        "'HubRequirement' takes the required type and an optional 'tag:', such as 'HubRequirement((any Clock).self)'"
    )

    static func requirementAlsoRegistered(_ type: String, hub: String) -> Self {
        Self(
            .requirementAlsoRegistered,
            "hub '\(hub)' both requires and registers '\(type)'; remove the 'HubRequirement', or the registration to let importers provide it"
        )
    }

    static func requirementImported(_ type: String, hub: String, importedHub: String) -> Self {
        Self(
            .requirementAlsoRegistered,
            "hub '\(hub)' requires '\(type)', which its import of '\(importedHub)' already provides; remove the 'HubRequirement', or the import"
        )
    }

    static func requirementNotNeeded(_ type: String, hub: String) -> Self {
        Self(
            .requirementNotNeeded,
            "no registration of hub '\(hub)' depends on '\(type)', so no importer needs to provide it; remove this 'HubRequirement'")
    }

    static func requirementNotProvided(_ type: String, hub: String, requiredBy: String, dependents: [String], arguments: String) -> Self {
        let needing = dependents.map { "'\($0)'" }.joined(separator: ", ")
        return Self(
            .requirementNotProvided,
            "hub '\(requiredBy)' requires '\(type)' (for \(needing)), which hub '\(hub)' does not provide: register it, import a hub that "
                + "registers it, or pass it on with 'HubRequirement(\(arguments))'"
        )
    }

    static func openCollectionElement(_ type: String, requirement: String) -> Self {
        Self(
            .openCollectionElement,
            "a 'CollectionRegister' element of '\(type)' cannot depend on the requirement '\(requirement)': its collection is composed by "
                + "the declaring hub; register the element in the hubs that import it"
        )
    }
}

extension DiagnosticMessage {
    static let manifestNotStatic = Self(
        .manifestNotStatic,
        "a '[HubRegistration]' manifest must be a 'static' property of the hub type; this one is ignored"
    )

    static func manifestWithoutTypeAnnotation(_ name: String) -> Self {
        Self(
            .manifestWithoutTypeAnnotation,
            "'\(name)' looks like a manifest but has no type annotation, so it is ignored; declare it 'static var \(name): [HubRegistration] { [ … ] }'"
        )
    }

    static func manifestIsVariable(_ name: String) -> Self {
        Self(
            .manifestIsVariable,
            "a manifest must be a 'static var' whose getter is one array literal, or a 'static let'; the 'var' '\(name)' is ignored: "
                + "declare it 'static var \(name): [HubRegistration] { [ … ] }'"
        )
    }

    static func manifestTooLong(_ name: String, registrations: Int, limit: Int) -> Self {
        Self(
            .manifestTooLong,
            "'\(name)' holds \(registrations) registrations in one array, which the compiler type-checks in time and memory that grow "
                + "faster than its length (one of 2000 takes about 4 GB); split it into manifests of at most \(limit)"
        )
    }

    static let manifestNotArrayLiteral = Self(
        .manifestNotArrayLiteral,
        "manifest is not an array literal; the generator reads registrations only from '[ … ]' and ignores this one"
    )
}

extension DiagnosticMessage {
    static func hubIsProtocol(_ hub: String) -> Self {
        Self(.hubIsProtocol, "hub '\(hub)' is a protocol; a hub must be an enum, struct, class or actor")
    }
}

// MARK: Hubs from other modules

extension DiagnosticMessage {
    static let expectedImportedHub = Self(.expectedImportedHub, "'HubImport' takes one hub type, written as 'SomeHub.self'")

    static func importedHubNotFound(_ hub: String, searched modules: [String]) -> Self {
        let searched =
            modules.isEmpty
            ? "this target has no dependency modules the build plugin could read"
            : "searched this target and its dependencies " + modules.map { "'\($0)'" }.joined(separator: ", ")
        return Self(
            .importedHubNotFound,
            "no hub named '\(hub)' has a manifest in this target or its dependencies (\(searched)); "
                + "check the name, and that the hub's module is a dependency of this target and declares a '[HubRegistration]' manifest"
        )
    }

    static func importedHubNotPublic(_ hub: String, module: String, access: String) -> Self {
        Self(.importedHubNotPublic, "hub '\(hub)' of module '\(module)' is \(access); declare it 'public' so other modules can import it")
    }

    static func importedRegistrationNotPublic(_ type: String, hub: String, module: String, culprit: String) -> Self {
        Self(
            .importedRegistrationNotPublic,
            "the imported hub '\(hub)' registers '\(type)', but not publicly: '\(culprit)' is internal to module '\(module)'; "
                + "make '\(culprit)' public to resolve it from other modules"
        )
    }

    static func duplicatesImportedRegistration(_ type: String, hub: String) -> Self {
        Self(
            .duplicatesImportedRegistration,
            "'\(type)' is already provided by the imported hub '\(hub)'; remove this registration, or the import")
    }

    static func importedRegistration(_ type: String, hub: String) -> Self {
        Self(.importedRegistration, "hub '\(hub)' registers '\(type)' here")
    }

    static func importedRegistrationConflict(_ type: String, first: String, second: String) -> Self {
        Self(
            .importedRegistrationConflict,
            "hubs '\(first)' and '\(second)' both register '\(type)', so importing both would provide it twice; import one of them, or remove one registration"
        )
    }

    static func hubImportCycle(_ path: [String]) -> Self {
        Self(
            .hubImportCycle,
            "hubs import each other in a cycle: " + path.joined(separator: " → ") + "; a hub cannot provide what it imports from itself")
    }
}
