extension MigrationMessage {
    /// Every message `statichub-migrate` prints, by a stable identifier that ends its line
    /// (`… warning: … [forwarder]`). The Migrating article's list of messages is rendered from
    /// `entry` (MigrationMessagesArticleTests): a new message is a case and its row.
    package enum ID: String, CaseIterable, Sendable {
        // Reading
        case unreadableFile = "unreadable-file"

        // Its own result, checked before writing
        case rejectedByGenerator = "rejected-by-generator"
        case resolveUnreached = "resolve-unreached"

        // Registrations left on the old library
        case unreadableFactoryType = "unreadable-factory-type"
        case unreadableFactoryBody = "unreadable-factory-body"
        case getterStatements = "getter-statements"
        case everyContainerExtension = "every-container-extension"
        case unreadableSwinjectRegistration = "unreadable-swinject-registration"
        case unreadRegistrationHelper = "unread-registration-helper"
        case noStaticHubForm = "no-statichub-form"
        case emptyClosure = "empty-closure"
        case closureUsesContainer = "closure-uses-container"
        case closureUsesContainerMember = "closure-uses-container-member"
        case unknownDependency = "unknown-dependency"
        case dependencyStays = "dependency-stays"
        case dependencyWithArguments = "dependency-with-arguments"
        case closureParameters = "closure-parameters"
        case argumentTypeUnknown = "argument-type-unknown"
        case initializerNotFound = "initializer-not-found"
        case contextClosureNotPlain = "context-closure-not-plain"
        case sharedDependsOnConfiguration = "shared-depends-on-configuration"
        case aliasTargetStays = "alias-target-stays"
        case registeredInSeveralContainers = "registered-in-several-containers"
        case declaredMoreThanOnce = "declared-more-than-once"
        case conditionalRegistration = "conditional-registration"
        case availabilityLimited = "availability-limited"
        case privateType = "private-type"
        case registeringCodeInClosure = "registering-code-in-closure"
        case registeredAgainAtRunTime = "registered-again-at-run-time"
        case registeredInEachBranch = "registered-in-each-branch"
        case dependencyUnderCondition = "dependency-under-condition"
        case registeredAgainInAutoRegister = "registered-again-in-auto-register"
        case resetAtRunTime = "reset-at-run-time"

        // Code left on the old library
        case containerAsValue = "container-as-value"
        case containerLeft = "container-left"
        case notRegisteredInTheseFiles = "not-registered-in-these-files"
        case containerMemberCall = "container-member-call"
        case containerMembersLeft = "container-members-left"
        case oldReset = "old-reset"
        case unknownScopeReset = "unknown-scope-reset"
        case propertyWrapperLeft = "property-wrapper-left"
        case resolveInString = "resolve-in-string"
        case undeclaredContainer = "undeclared-container"
        case overrideLeft = "override-left"
        case contextOverrideUnreached = "context-override-unreached"
        case optionalResolve = "optional-resolve"
        case resolveWithArguments = "resolve-with-arguments"
        case resolveOfUnmovedType = "resolve-of-unmoved-type"
        case resolveOutsideCondition = "resolve-outside-condition"

        // What behaves differently after the move
        case forwarder
        case untypedResolve = "untyped-resolve"
        case tagForRepeatedType = "tag-for-repeated-type"
        case nameBecameTag = "name-became-tag"
        case lifetimeChanged = "lifetime-changed"
        case conditionalDependencies = "conditional-dependencies"
        case sharedAcrossThreads = "shared-across-threads"
        case staticStoredValue = "static-stored-value"
        case storedProperty = "stored-property"
        case resolvedOnEachAccess = "resolved-on-each-access"
        case configurationScope = "configuration-scope"
        case testDefault = "test-default"
        case previewDefault = "preview-default"
        case testContextLeft = "test-context-left"
        case resetMocksWhileSomeStay = "reset-mocks-while-some-stay"
        case mockLeftTheMainActor = "mock-left-the-main-actor"
        case isolatedForMainActorMock = "isolated-for-main-actor-mock"
        case globalMockInParallelTests = "global-mock-in-parallel-tests"
        case hostRequirement = "host-requirement"
    }
}
