/// What the catalogue says of a diagnostic besides its text: its severity, the section of the
/// documentation's article it is filed under, and how the article shows it. One row per
/// identifier (`DiagnosticMessage.ID.entry`), which the compiler checks is there for each.
struct DiagnosticEntry: Sendable {
    /// The article's sections, in its order.
    enum Section: String, CaseIterable, Sendable {
        case readingFiles = "Reading files"
        case lexing = "Lexing"
        case findingManifests = "Finding manifests"
        case readingManifests = "Reading manifests"
        case hubs = "Hubs"
        case graph = "The graph"
        case lifetimesAndIsolation = "Lifetimes and isolation"
        case requirements = "Requirements"
        case hubsFromOtherModules = "Hubs from other modules"
    }

    let severity: Diagnostic.Severity
    let section: Section
    private let makeExamples: @Sendable () -> [DiagnosticMessage]

    init(_ severity: Diagnostic.Severity, _ section: Section, _ examples: @autoclosure @escaping @Sendable () -> [DiagnosticMessage]) {
        self.severity = severity
        self.section = section
        self.makeExamples = examples
    }

    /// Each form of the message, with ‹names› standing for what it names in the user's code:
    /// made only for the article, never when a diagnostic is reported.
    var examples: [DiagnosticMessage] { makeExamples() }
}

extension DiagnosticMessage.ID {
    var entry: DiagnosticEntry {
        switch self {
        case .unreadableFile: DiagnosticEntry(.error, .readingFiles, [.unreadableFile("‹reason›")])
        case .invalidUTF8: DiagnosticEntry(.error, .readingFiles, [.invalidUTF8])
        case .generatedFileInSources: DiagnosticEntry(.error, .readingFiles, [.generatedFileInSources])
        case .runtimeReleaseNotFound: DiagnosticEntry(.error, .readingFiles, [.runtimeReleaseNotFound])
        case .runtimeReleaseMismatch:
            DiagnosticEntry(.error, .readingFiles, [.runtimeReleaseMismatch(generator: "‹generator›", runtime: "‹runtime›")])
        case .defaultIsolationUnknown: DiagnosticEntry(.warning, .readingFiles, [.defaultIsolationUnknown(target: "‹target›")])
        case .unterminatedString: DiagnosticEntry(.error, .lexing, [.unterminatedString])
        case .unterminatedBlockComment: DiagnosticEntry(.error, .lexing, [.unterminatedBlockComment])
        case .nestingTooDeep: DiagnosticEntry(.error, .lexing, [.nestingTooDeep])
        case .unmatchedOpening: DiagnosticEntry(.error, .lexing, [.unmatchedOpening("‹opening›", expected: "‹closing›")])
        case .unmatchedClosing: DiagnosticEntry(.error, .lexing, [.unmatchedClosing("‹closing›")])
        case .expectedRegistration: DiagnosticEntry(.error, .readingManifests, [.expectedRegistration])
        case .unknownRegistrationKind: DiagnosticEntry(.error, .readingManifests, [.unknownRegistrationKind("‹name›")])
        case .expectedRegisteredType: DiagnosticEntry(.error, .readingManifests, [.expectedRegisteredType("‹kind›"), .expectedRequiredType])
        case .unknownArgument: DiagnosticEntry(.error, .readingManifests, [.unknownArgument("‹label›", "‹kind›")])
        case .unexpectedUnlabelledArgument: DiagnosticEntry(.error, .readingManifests, [.unexpectedUnlabelledArgument("‹kind›")])
        case .missingFactory: DiagnosticEntry(.error, .readingManifests, [.missingFactory("‹kind›", label: "‹label›")])
        case .factoryLabelNotAllowed: DiagnosticEntry(.error, .readingManifests, [.factoryLabelNotAllowed("‹label›", "‹kind›")])
        case .opaqueNeedsProtocol: DiagnosticEntry(.error, .readingManifests, [.opaqueNeedsProtocol("‹kind›", "‹type›")])
        case .tooManyParameters: DiagnosticEntry(.error, .readingManifests, [.tooManyParameters("‹kind›", count: 31)])
        case .expectedParameterType: DiagnosticEntry(.error, .readingManifests, [.expectedParameterType])
        case .expectedHubParameter: DiagnosticEntry(.error, .readingManifests, [.expectedHubParameter])
        case .expectedNameLiteral: DiagnosticEntry(.error, .readingManifests, [.expectedNameLiteral])
        case .expectedBooleanLiteral: DiagnosticEntry(.error, .readingManifests, [.expectedBooleanLiteral("‹label›")])
        case .expectedTagType: DiagnosticEntry(.error, .readingManifests, [.expectedTagType])
        case .explicitParameterNotAllowed: DiagnosticEntry(.error, .readingManifests, [.explicitParameterNotAllowed("‹kind›")])
        case .unexpectedParameterArgument:
            DiagnosticEntry(.error, .readingManifests, [.unexpectedParameterArgument(true), .unexpectedParameterArgument(false)])
        case .plainParameterAmongForms: DiagnosticEntry(.error, .readingManifests, [.plainParameterAmongForms("‹spelling›")])
        case .expectedEffects: DiagnosticEntry(.error, .readingManifests, [.expectedEffects])
        case .repeatedEffect: DiagnosticEntry(.error, .readingManifests, [.repeatedEffect("‹effect›")])
        case .opaqueSingletonWithEffects: DiagnosticEntry(.error, .readingManifests, [.opaqueSingletonWithEffects])
        case .deprecatedKindWithEffects:
            DiagnosticEntry(.error, .readingManifests, [.deprecatedKindWithEffects("‹kind›", replacement: "‹replacement›")])
        case .asyncWeakSingleton: DiagnosticEntry(.error, .readingManifests, [.asyncWeakSingleton])
        case .missingScope: DiagnosticEntry(.error, .readingManifests, [.missingScope])
        case .missingInputScope: DiagnosticEntry(.error, .readingManifests, [.missingInputScope])
        case .inputParametersWithoutDefault: DiagnosticEntry(.error, .readingManifests, [.inputParametersWithoutDefault])
        case .inputDefaultWithEffects:
            DiagnosticEntry(.error, .lifetimesAndIsolation, [.inputDefaultWithEffects("‹input›", effects: "‹effects›")])
        case .inputDefaultReachesScope:
            DiagnosticEntry(.error, .lifetimesAndIsolation, [.inputDefaultReachesScope("‹input›", reached: "‹reached›", scope: "‹scope›")])
        case .expectedScopeType: DiagnosticEntry(.error, .readingManifests, [.expectedScopeType])
        case .expectedGlobalActor: DiagnosticEntry(.error, .readingManifests, [.expectedGlobalActor])
        case .nameOnCollectionElement: DiagnosticEntry(.error, .readingManifests, [.nameOnCollectionElement])
        case .collectionTakenAsSingle:
            DiagnosticEntry(.error, .graph, [.collectionTakenAsSingle("‹required›", hub: "‹hub›", parameter: "‹parameter›")])
        case .weakSingletonOfValueType: DiagnosticEntry(.error, .readingManifests, [.weakSingletonOfValueType("‹type›", kind: "‹kind›")])
        case .unsupportedType: DiagnosticEntry(.error, .readingManifests, [.unsupportedType("‹spelling›", "‹reason›")])
        case .factoryLabelCount: DiagnosticEntry(.error, .readingManifests, [.factoryLabelCount("‹factory›", labels: 2, parameters: 1)])
        case .manifestInConditionalBlock: DiagnosticEntry(.warning, .findingManifests, [.manifestInConditionalBlock])
        case .hubNotFound: DiagnosticEntry(.error, .hubs, [.hubNotFound("‹hub›")])
        case .hubNotExtendable: DiagnosticEntry(.error, .hubs, [.hubNotExtendable("‹hub›", access: "‹access›")])
        case .typeNotVisibleToGeneratedCode: DiagnosticEntry(.error, .hubs, [.typeNotVisibleToGeneratedCode("‹type›", access: "‹access›")])
        case .genericHub: DiagnosticEntry(.error, .hubs, [.genericHub("‹hub›")])
        case .duplicateRegistration: DiagnosticEntry(.error, .graph, [.duplicateRegistration("‹type›", hub: "‹hub›")])
        case .previousRegistration: DiagnosticEntry(.note, .graph, [.previousRegistration("‹type›")])
        case .accessorNameClash:
            DiagnosticEntry(
                .error, .graph,
                [
                    .accessorNameClash("‹name›", "‹first›", "‹second›"),
                    .collectionAccessorNameClash("‹name›", collection: "‹collection›", other: "‹other›", otherIsCollection: false),
                    .collectionAccessorNameClash("‹name›", collection: "‹collection›", other: "‹other›", otherIsCollection: true)
                ])
        case .clashingRegistration: DiagnosticEntry(.note, .graph, [.clashingRegistration("‹type›")])
        case .missingDependency:
            DiagnosticEntry(
                .error, .graph,
                [
                    .missingDependency("‹type›", hub: "‹hub›"), .missingDependency("‹type›", hub: "‹hub›", didYouMean: "‹candidate›"),
                    .missingTag("‹type›", hub: "‹hub›", type: "‹T›", registeredTags: ["'tag: ‹Tag›.self'"]),
                    .missingImport("‹type›", hub: "‹hub›", imported: [], providingHub: "‹providingHub›", module: "‹module›")
                ])
        case .missingRuntimeValue: DiagnosticEntry(.error, .graph, [.missingRuntimeValue("‹type›", hub: "‹hub›")])
        case .dependencyNeedsArguments:
            DiagnosticEntry(.error, .graph, [.dependencyNeedsArguments("‹type›", dependent: "‹dependent›", arguments: ["‹arguments›"])])
        case .registeredWithExplicitArguments: DiagnosticEntry(.note, .graph, [.registeredWithExplicitArguments("‹type›")])
        case .dependencyCycle: DiagnosticEntry(.error, .graph, [.dependencyCycle(["‹A›", "‹B›", "‹A›"], breakWith: "‹T›.self")])
        case .cycleEdge: DiagnosticEntry(.note, .graph, [.cycleEdge("‹from›", "‹to›")])
        case .manifestNotStatic: DiagnosticEntry(.warning, .findingManifests, [.manifestNotStatic])
        case .manifestWithoutTypeAnnotation: DiagnosticEntry(.warning, .findingManifests, [.manifestWithoutTypeAnnotation("‹name›")])
        case .manifestIsVariable: DiagnosticEntry(.warning, .findingManifests, [.manifestIsVariable("‹name›")])
        case .manifestNotArrayLiteral: DiagnosticEntry(.warning, .findingManifests, [.manifestNotArrayLiteral])
        case .manifestTooLong: DiagnosticEntry(.warning, .findingManifests, [.manifestTooLong("‹name›", registrations: 600, limit: 500)])
        case .hubIsProtocol: DiagnosticEntry(.error, .hubs, [.hubIsProtocol("‹hub›")])
        case .expectedImportedHub: DiagnosticEntry(.error, .hubsFromOtherModules, [.expectedImportedHub])
        case .importedHubNotFound: DiagnosticEntry(.error, .hubsFromOtherModules, [.importedHubNotFound("‹hub›", searched: ["‹modules›"])])
        case .importedHubNotPublic:
            DiagnosticEntry(.error, .hubsFromOtherModules, [.importedHubNotPublic("‹hub›", module: "‹module›", access: "‹access›")])
        case .importedRegistrationNotPublic:
            DiagnosticEntry(
                .error, .hubsFromOtherModules,
                [.importedRegistrationNotPublic("‹type›", hub: "‹hub›", module: "‹module›", culprit: "‹culprit›")])
        case .duplicatesImportedRegistration:
            DiagnosticEntry(.error, .hubsFromOtherModules, [.duplicatesImportedRegistration("‹type›", hub: "‹hub›")])
        case .importedRegistration: DiagnosticEntry(.note, .hubsFromOtherModules, [.importedRegistration("‹type›", hub: "‹hub›")])
        case .importedRegistrationConflict:
            DiagnosticEntry(.error, .hubsFromOtherModules, [.importedRegistrationConflict("‹type›", first: "‹first›", second: "‹second›")])
        case .hubImportCycle: DiagnosticEntry(.error, .hubsFromOtherModules, [.hubImportCycle(["‹A›", "‹B›", "‹A›"])])
        case .unexpectedRequirementArgument: DiagnosticEntry(.error, .requirements, [.unexpectedRequirementArgument])
        case .requirementAlsoRegistered:
            DiagnosticEntry(
                .error, .requirements,
                [
                    .requirementAlsoRegistered("‹type›", hub: "‹hub›"),
                    .requirementImported("‹type›", hub: "‹hub›", importedHub: "‹importedHub›")
                ])
        case .requirementNotNeeded: DiagnosticEntry(.error, .requirements, [.requirementNotNeeded("‹type›", hub: "‹hub›")])
        case .requirementNotProvided:
            DiagnosticEntry(
                .error, .requirements,
                [
                    .requirementNotProvided(
                        "‹type›", hub: "‹hub›", requiredBy: "‹requiredBy›", dependents: ["‹dependents›"], arguments: "‹arguments›")
                ])
        case .openCollectionElement:
            DiagnosticEntry(.error, .requirements, [.openCollectionElement("‹type›", requirement: "‹requirement›")])
        case .captiveDependency:
            DiagnosticEntry(
                .error, .lifetimesAndIsolation,
                [
                    .captiveDependency(
                        holder: "the singleton '‹A›'", holderName: "‹A›", captured: "‹C›", scope: "‹Scope›", path: ["‹A›", "‹B›", "‹C›"],
                        firstDependency: "‹B›.self")
                ])
        case .captiveDependencyEdge: DiagnosticEntry(.note, .lifetimesAndIsolation, [.captiveDependencyEdge("‹from›", "‹to›")])
        case .conflictingIsolation:
            DiagnosticEntry(
                .error, .lifetimesAndIsolation,
                [.conflictingIsolation("‹A›", first: "‹Actor1›", firstReason: "‹why›", second: "‹Actor2›", secondReason: "‹why›")])
        }
    }
}
