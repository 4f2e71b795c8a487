/// A message the generator can print: lowercase, compiler style. Each has a stable ID (as
/// swift-syntax's diagnostic messages do), so a caller can match on what a finding is without
/// parsing its text. A diagnostic is an `ID` case, its row in `DiagnosticEntry` (severity,
/// the article's section, the article's examples; the compiler checks every ID has one) and
/// its factory in `Messages/`, in the type of that section, so a call names where its text
/// is: `.Graph.dependencyCycle(…)`. The DocC article is the catalogue rendered
/// (`DiagnosticsArticleTests`).
struct DiagnosticMessage: Hashable, Sendable {
    /// One case per kind of message; the raw value is stable across releases.
    enum ID: String, CaseIterable, Sendable {
        case unreadableFile = "unreadable-file"
        case invalidUTF8 = "invalid-utf8"
        case generatedFileInSources = "generated-file-in-sources"
        case runtimeReleaseNotFound = "runtime-release-not-found"
        case runtimeReleaseMismatch = "runtime-release-mismatch"
        case summaryReleaseMismatch = "summary-release-mismatch"
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
        case expectedScopeEnd = "expected-scope-end"
        case expectedGlobalActor = "expected-global-actor"
        case nameOnCollectionElement = "name-on-collection-element"
        case collectionTakenAsSingle = "collection-taken-as-single"
        case weakSingletonOfValueType = "weak-singleton-of-value-type"
        case unsupportedType = "unsupported-type"
        case factoryLabelCount = "factory-label-count"
        case elementUnderCondition = "element-under-condition"
        case hubUnderCondition = "hub-under-condition"
        case hubNotFound = "hub-not-found"
        case hubNotExtendable = "hub-not-extendable"
        case typeNotVisibleToGeneratedCode = "type-not-visible-to-generated-code"
        case genericHub = "generic-hub"
        case duplicateRegistration = "duplicate-registration"
        case previousRegistration = "previous-registration"
        case alternativeDiffers = "alternative-differs"
        case dependencyUnderCondition = "dependency-under-condition"
        case registeredUnderCondition = "registered-under-condition"
        case conditionalRegistrationInImportableHub = "conditional-registration-in-importable-hub"
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
        case taskScopeDeclaredTwice = "task-scope-declared-twice"
        case taskScopeUnused = "task-scope-unused"
        case taskScopeOfAnotherHub = "task-scope-of-another-hub"
        case scopeEndOutsideTaskScope = "scope-end-outside-task-scope"
    }

    let id: ID
    let text: String

    var severity: Diagnostic.Severity { id.entry.severity }

    /// Made only by the factories in `Messages/`, one type per section of the article.
    init(_ id: ID, _ text: String) {
        self.id = id
        self.text = text
    }
}
