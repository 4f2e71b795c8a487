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
        case .unreadableFile: DiagnosticEntry(.error, .readingFiles, [.ReadingFiles.unreadableFile("‹reason›")])
        case .invalidUTF8: DiagnosticEntry(.error, .readingFiles, [.ReadingFiles.invalidUTF8])
        case .generatedFileInSources: DiagnosticEntry(.error, .readingFiles, [.ReadingFiles.generatedFileInSources])
        case .runtimeReleaseNotFound: DiagnosticEntry(.error, .readingFiles, [.ReadingFiles.runtimeReleaseNotFound])
        case .runtimeReleaseMismatch:
            DiagnosticEntry(.error, .readingFiles, [.ReadingFiles.runtimeReleaseMismatch(generator: "‹generator›", runtime: "‹runtime›")])
        case .summaryReleaseMismatch:
            DiagnosticEntry(
                .error, .readingFiles,
                [
                    .ReadingFiles.summaryReleaseMismatch(
                        module: "‹module›", written: "‹release› (format ‹n›)", reading: "‹release› (format ‹n›)")
                ])
        case .defaultIsolationUnknown: DiagnosticEntry(.warning, .readingFiles, [.ReadingFiles.defaultIsolationUnknown(target: "‹target›")])
        case .unterminatedString: DiagnosticEntry(.error, .lexing, [.Lexing.unterminatedString])
        case .unterminatedBlockComment: DiagnosticEntry(.error, .lexing, [.Lexing.unterminatedBlockComment])
        case .nestingTooDeep: DiagnosticEntry(.error, .lexing, [.Lexing.nestingTooDeep])
        case .unmatchedOpening: DiagnosticEntry(.error, .lexing, [.Lexing.unmatchedOpening("‹opening›", expected: "‹closing›")])
        case .unmatchedClosing: DiagnosticEntry(.error, .lexing, [.Lexing.unmatchedClosing("‹closing›")])
        case .expectedRegistration: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.expectedRegistration])
        case .unknownRegistrationKind: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.unknownRegistrationKind("‹name›")])
        case .expectedRegisteredType:
            DiagnosticEntry(
                .error, .readingManifests, [.ReadingManifests.expectedRegisteredType("‹kind›"), .ReadingManifests.expectedRequiredType])
        case .unknownArgument: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.unknownArgument("‹label›", "‹kind›")])
        case .unexpectedUnlabelledArgument:
            DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.unexpectedUnlabelledArgument("‹kind›")])
        case .missingFactory: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.missingFactory("‹kind›", label: "‹label›")])
        case .factoryLabelNotAllowed:
            DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.factoryLabelNotAllowed("‹label›", "‹kind›")])
        case .opaqueNeedsProtocol: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.opaqueNeedsProtocol("‹kind›", "‹type›")])
        case .tooManyParameters:
            DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.tooManyParameters("‹kind›", count: 31, maximum: 30)])
        case .expectedParameterType: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.expectedParameterType])
        case .expectedHubParameter: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.expectedHubParameter])
        case .expectedNameLiteral: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.expectedNameLiteral])
        case .expectedBooleanLiteral: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.expectedBooleanLiteral("‹label›")])
        case .expectedTagType: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.expectedTagType])
        case .explicitParameterNotAllowed:
            DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.explicitParameterNotAllowed("‹kind›")])
        case .unexpectedParameterArgument:
            DiagnosticEntry(
                .error, .readingManifests,
                [.ReadingManifests.unexpectedParameterArgument(true), .ReadingManifests.unexpectedParameterArgument(false)])
        case .plainParameterAmongForms:
            DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.plainParameterAmongForms("‹spelling›")])
        case .expectedEffects: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.expectedEffects])
        case .repeatedEffect: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.repeatedEffect("‹effect›")])
        case .opaqueSingletonWithEffects: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.opaqueSingletonWithEffects])
        case .deprecatedKindWithEffects:
            DiagnosticEntry(
                .error, .readingManifests, [.ReadingManifests.deprecatedKindWithEffects("‹kind›", replacement: "‹replacement›")])
        case .asyncWeakSingleton: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.asyncWeakSingleton])
        case .missingScope: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.missingScope])
        case .missingInputScope: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.missingInputScope])
        case .inputParametersWithoutDefault: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.inputParametersWithoutDefault])
        case .inputDefaultWithEffects:
            DiagnosticEntry(
                .error, .lifetimesAndIsolation, [.LifetimesAndIsolation.inputDefaultWithEffects("‹input›", effects: "‹effects›")])
        case .inputDefaultReachesScope:
            DiagnosticEntry(
                .error, .lifetimesAndIsolation,
                [.LifetimesAndIsolation.inputDefaultReachesScope("‹input›", reached: "‹reached›", scope: "‹scope›")])
        case .expectedScopeType: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.expectedScopeType])
        case .expectedScopeEnd: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.expectedScopeEnd])
        case .expectedGlobalActor: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.expectedGlobalActor])
        case .nameOnCollectionElement: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.nameOnCollectionElement])
        case .collectionTakenAsSingle:
            DiagnosticEntry(.error, .graph, [.Graph.collectionTakenAsSingle("‹required›", hub: "‹hub›", parameter: "‹parameter›")])
        case .weakSingletonOfValueType:
            DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.weakSingletonOfValueType("‹type›", kind: "‹kind›")])
        case .unsupportedType: DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.unsupportedType("‹spelling›", "‹reason›")])
        case .factoryLabelCount:
            DiagnosticEntry(.error, .readingManifests, [.ReadingManifests.factoryLabelCount("‹factory›", labels: 2, parameters: 1)])
        case .elementUnderCondition: DiagnosticEntry(.error, .findingManifests, [.FindingManifests.elementUnderCondition("‹element›")])
        case .hubUnderCondition: DiagnosticEntry(.warning, .findingManifests, [.FindingManifests.hubUnderCondition("‹hub›")])
        case .hubNotFound: DiagnosticEntry(.error, .hubs, [.Hubs.hubNotFound("‹hub›")])
        case .hubNotExtendable: DiagnosticEntry(.error, .hubs, [.Hubs.hubNotExtendable("‹hub›", access: "‹access›")])
        case .typeNotVisibleToGeneratedCode:
            DiagnosticEntry(.error, .hubs, [.Hubs.typeNotVisibleToGeneratedCode("‹type›", access: "‹access›")])
        case .genericHub: DiagnosticEntry(.error, .hubs, [.Hubs.genericHub("‹hub›")])
        case .duplicateRegistration: DiagnosticEntry(.error, .graph, [.Graph.duplicateRegistration("‹type›", hub: "‹hub›")])
        case .previousRegistration: DiagnosticEntry(.note, .graph, [.Graph.previousRegistration("‹type›")])
        case .alternativeDiffers:
            DiagnosticEntry(.error, .graph, [.Graph.alternativeDiffers("‹type›", difference: "‹what differs›")])
        case .dependencyUnderCondition:
            DiagnosticEntry(
                .error, .graph,
                [
                    .Graph.dependencyUnderCondition(
                        "‹type›", condition: "‹condition›", dependent: "‹dependent›", dependentCondition: nil),
                    .Graph.dependencyUnderCondition(
                        "‹type›", condition: "‹condition›", dependent: "‹dependent›",
                        dependentCondition: "‹other›")
                ])
        case .registeredUnderCondition:
            DiagnosticEntry(.note, .graph, [.Graph.registeredUnderCondition("‹type›", condition: "‹condition›")])
        case .conditionalRegistrationInImportableHub:
            DiagnosticEntry(.error, .graph, [.Graph.conditionalRegistrationInImportableHub("‹type›", hub: "‹hub›")])
        case .accessorNameClash:
            DiagnosticEntry(
                .error, .graph,
                [
                    .Graph.accessorNameClash("‹name›", "‹first›", "‹second›"),
                    .Graph.collectionAccessorNameClash("‹name›", collection: "‹collection›", other: "‹other›", otherIsCollection: false),
                    .Graph.collectionAccessorNameClash("‹name›", collection: "‹collection›", other: "‹other›", otherIsCollection: true)
                ])
        case .clashingRegistration: DiagnosticEntry(.note, .graph, [.Graph.clashingRegistration("‹type›")])
        case .missingDependency:
            DiagnosticEntry(
                .error, .graph,
                [
                    .Graph.missingDependency("‹type›", hub: "‹hub›"),
                    .Graph.missingDependency("‹type›", hub: "‹hub›", didYouMean: "‹candidate›"),
                    .Graph.missingTag("‹type›", hub: "‹hub›", type: "‹T›", registeredTags: ["'tag: ‹Tag›.self'"]),
                    .Graph.missingImport("‹type›", hub: "‹hub›", imported: [], providingHub: "‹providingHub›", module: "‹module›")
                ])
        case .missingRuntimeValue: DiagnosticEntry(.error, .graph, [.Graph.missingRuntimeValue("‹type›", hub: "‹hub›")])
        case .dependencyNeedsArguments:
            DiagnosticEntry(
                .error, .graph, [.Graph.dependencyNeedsArguments("‹type›", dependent: "‹dependent›", arguments: ["‹arguments›"])])
        case .registeredWithExplicitArguments: DiagnosticEntry(.note, .graph, [.Graph.registeredWithExplicitArguments("‹type›")])
        case .dependencyCycle: DiagnosticEntry(.error, .graph, [.Graph.dependencyCycle(["‹A›", "‹B›", "‹A›"], breakWith: "‹T›.self")])
        case .cycleEdge: DiagnosticEntry(.note, .graph, [.Graph.cycleEdge("‹from›", "‹to›")])
        case .manifestNotStatic: DiagnosticEntry(.warning, .findingManifests, [.FindingManifests.manifestNotStatic])
        case .manifestWithoutTypeAnnotation:
            DiagnosticEntry(.warning, .findingManifests, [.FindingManifests.manifestWithoutTypeAnnotation("‹name›")])
        case .manifestIsVariable: DiagnosticEntry(.warning, .findingManifests, [.FindingManifests.manifestIsVariable("‹name›")])
        case .manifestNotArrayLiteral: DiagnosticEntry(.warning, .findingManifests, [.FindingManifests.manifestNotArrayLiteral])
        case .manifestTooLong:
            DiagnosticEntry(.warning, .findingManifests, [.FindingManifests.manifestTooLong("‹name›", registrations: 600, limit: 500)])
        case .hubIsProtocol: DiagnosticEntry(.error, .hubs, [.Hubs.hubIsProtocol("‹hub›")])
        case .expectedImportedHub: DiagnosticEntry(.error, .hubsFromOtherModules, [.HubsFromOtherModules.expectedImportedHub])
        case .importedHubNotFound:
            DiagnosticEntry(.error, .hubsFromOtherModules, [.HubsFromOtherModules.importedHubNotFound("‹hub›", searched: ["‹modules›"])])
        case .importedHubNotPublic:
            DiagnosticEntry(
                .error, .hubsFromOtherModules, [.HubsFromOtherModules.importedHubNotPublic("‹hub›", module: "‹module›", access: "‹access›")]
            )
        case .importedRegistrationNotPublic:
            DiagnosticEntry(
                .error, .hubsFromOtherModules,
                [.HubsFromOtherModules.importedRegistrationNotPublic("‹type›", hub: "‹hub›", module: "‹module›", culprit: "‹culprit›")])
        case .duplicatesImportedRegistration:
            DiagnosticEntry(.error, .hubsFromOtherModules, [.HubsFromOtherModules.duplicatesImportedRegistration("‹type›", hub: "‹hub›")])
        case .importedRegistration:
            DiagnosticEntry(.note, .hubsFromOtherModules, [.HubsFromOtherModules.importedRegistration("‹type›", hub: "‹hub›")])
        case .importedRegistrationConflict:
            DiagnosticEntry(
                .error, .hubsFromOtherModules,
                [.HubsFromOtherModules.importedRegistrationConflict("‹type›", first: "‹first›", second: "‹second›")])
        case .hubImportCycle: DiagnosticEntry(.error, .hubsFromOtherModules, [.HubsFromOtherModules.hubImportCycle(["‹A›", "‹B›", "‹A›"])])
        case .unexpectedRequirementArgument: DiagnosticEntry(.error, .requirements, [.Requirements.unexpectedRequirementArgument])
        case .requirementAlsoRegistered:
            DiagnosticEntry(
                .error, .requirements,
                [
                    .Requirements.requirementAlsoRegistered("‹type›", hub: "‹hub›"),
                    .Requirements.requirementImported("‹type›", hub: "‹hub›", importedHub: "‹importedHub›")
                ])
        case .requirementNotNeeded: DiagnosticEntry(.error, .requirements, [.Requirements.requirementNotNeeded("‹type›", hub: "‹hub›")])
        case .requirementNotProvided:
            DiagnosticEntry(
                .error, .requirements,
                [
                    .Requirements.requirementNotProvided(
                        "‹type›", hub: "‹hub›", requiredBy: "‹requiredBy›", dependents: ["‹dependents›"], arguments: "‹arguments›")
                ])
        case .openCollectionElement:
            DiagnosticEntry(.error, .requirements, [.Requirements.openCollectionElement("‹type›", requirement: "‹requirement›")])
        case .captiveDependency:
            DiagnosticEntry(
                .error, .lifetimesAndIsolation,
                [
                    .LifetimesAndIsolation.captiveDependency(
                        holder: "the singleton '‹A›'", holderName: "‹A›", captured: "‹C›", scope: "‹Scope›", path: ["‹A›", "‹B›", "‹C›"],
                        firstDependency: "‹B›.self"),
                    .LifetimesAndIsolation.captiveDependency(
                        holder: "the singleton '‹A›'", holderName: "‹A›", captured: "‹C›", scope: "‹Scope›", path: ["‹A›", "‹B›", "‹C›"],
                        firstDependency: "‹B›.self", isTaskScope: true)
                ])
        case .captiveDependencyEdge:
            DiagnosticEntry(.note, .lifetimesAndIsolation, [.LifetimesAndIsolation.captiveDependencyEdge("‹from›", "‹to›")])
        case .taskScopeDeclaredTwice:
            DiagnosticEntry(
                .error, .lifetimesAndIsolation,
                [
                    .LifetimesAndIsolation.taskScopeDeclaredTwice("‹Scope›", hub: "‹Hub›"),
                    .LifetimesAndIsolation.taskScopeOfAnotherHubDeclared("‹Scope›", declaringHub: "‹Hub›")
                ])
        case .taskScopeUnused: DiagnosticEntry(.error, .lifetimesAndIsolation, [.LifetimesAndIsolation.taskScopeUnused("‹Scope›")])
        case .taskScopeOfAnotherHub:
            DiagnosticEntry(
                .error, .lifetimesAndIsolation,
                [.LifetimesAndIsolation.taskScopeOfAnotherHub("‹Scope›", declaringHub: "‹Hub›", kind: "ScopedRegister")])
        case .scopeEndOutsideTaskScope:
            DiagnosticEntry(.error, .lifetimesAndIsolation, [.LifetimesAndIsolation.scopeEndOutsideTaskScope("‹Scope›")])
        case .conflictingIsolation:
            DiagnosticEntry(
                .error, .lifetimesAndIsolation,
                [
                    .LifetimesAndIsolation.conflictingIsolation(
                        "‹A›", first: "‹Actor1›", firstReason: "‹why›", second: "‹Actor2›", secondReason: "‹why›")
                ])
        }
    }
}
