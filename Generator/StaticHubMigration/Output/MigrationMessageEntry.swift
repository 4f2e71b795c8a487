/// What the catalogue says of a migration message: its section of the Migrating article and
/// what it means, in a sentence. One row per identifier, which the compiler checks is there.
package struct MigrationMessageEntry: Sendable {
    /// The article's sections, in its order; each is also what the message's line says of it.
    package enum Section: String, CaseIterable, Sendable {
        case reading = "A file it cannot read"
        case selfCheck = "A result it will not write"
        case registrationLeft = "A registration left on the old library"
        case codeLeft = "Code left on the old library"
        case caveat = "What behaves differently after the move"
    }

    package let section: Section
    /// What the message says, and what to do, with ‹names› for what it names in your code.
    package let meaning: String

    init(_ section: Section, _ meaning: String) {
        self.section = section
        self.meaning = meaning
    }
}

extension MigrationMessage.ID {
    package var entry: MigrationMessageEntry {
        switch self {
        case .unreadableFile:
            MigrationMessageEntry(
                .reading, "The file does not lex (an unterminated string or comment, brackets that do not match): it is left as it is.")
        case .rejectedByGenerator:
            MigrationMessageEntry(
                .selfCheck,
                "The generator's own stages, run on the manifests before they are written, reject one: the migration writes nothing, and the message gives the generator's error at its line in the file as the dry run's diff shows it. Fix the registration it names in the old code, or move it by hand, then run again."
            )
        case .resolveUnreached:
            MigrationMessageEntry(
                .selfCheck,
                "The last pass finds every resolve left on the old library and shows that it still reaches a registration there, one that stayed or a forwarder to the hub; one that would not (it would stop the app, or get `nil`, where it got an instance before) is a fault of the migration's: it writes nothing. Please report it with the shape of the code."
            )
        case .unreadableFactoryType:
            MigrationMessageEntry(.registrationLeft, "A container property whose type is not `Factory<T>` or `ParameterFactory<P, T>`.")
        case .unreadableFactoryBody:
            MigrationMessageEntry(
                .registrationLeft,
                "A registration whose getter is not `self { … }` or `Factory(self) { … }` with Factory's modifiers after it, nor another registration's name."
            )
        case .getterStatements:
            MigrationMessageEntry(
                .registrationLeft,
                "A getter that runs statements other than `let` bindings before its registration: a manifest's closure would run them on each resolve, not on each access."
            )
        case .everyContainerExtension:
            MigrationMessageEntry(
                .registrationLeft,
                "An extension of Factory's `SharedContainer` or `ManagedContainer` registers in every container; move its registrations to one."
            )
        case .unreadableSwinjectRegistration:
            MigrationMessageEntry(
                .registrationLeft,
                "A `register` call whose first argument is not `T.self`, whose name is not a string literal, or whose factory is not a closure it can read."
            )
        case .unreadRegistrationHelper:
            MigrationMessageEntry(
                .registrationLeft,
                "A registration through a helper of the app's (`container.registerLogged(T.self) { … }`) whose body is not one plain `register` call; use Swinject's `register` there."
            )
        case .noStaticHubForm:
            MigrationMessageEntry(
                .registrationLeft,
                "A modifier or object scope with no StaticHub lifetime (a custom Swinject scope, Factory's `.timeToLive`), a `ParameterFactory` with a lifetime, or an autoregistration with arguments."
            )
        case .emptyClosure: MigrationMessageEntry(.registrationLeft, "A registration whose closure is empty.")
        case .closureUsesContainer:
            MigrationMessageEntry(
                .registrationLeft,
                "A closure that uses the container or the resolver for more than resolving registrations (passing it on, reading its state)."
            )
        case .closureUsesContainerMember:
            MigrationMessageEntry(
                .registrationLeft,
                "A closure that calls a member of `extension Container` that is not a registration: move that member out of the container.")
        case .unknownDependency:
            MigrationMessageEntry(.registrationLeft, "A closure that calls a container member that none of the files declares.")
        case .dependencyStays:
            MigrationMessageEntry(
                .registrationLeft,
                "A registration that depends on one that stays, named with its reason (or where its own warning is): the manifest would name a type the hub lacks."
            )
        case .dependencyWithArguments:
            MigrationMessageEntry(.registrationLeft, "A closure that passes arguments to another registration (`self.user(7)`).")
        case .closureParameters:
            MigrationMessageEntry(
                .registrationLeft,
                "A closure whose parameters do not match its registration: parameters on a `Factory`, not one on a `ParameterFactory`, no resolver for Swinject."
            )
        case .argumentTypeUnknown:
            MigrationMessageEntry(
                .registrationLeft,
                "A Swinject closure's argument whose type is not written and not passed to an initializer it found: write `{ (r, id: Int) in … }`."
            )
        case .initializerNotFound:
            MigrationMessageEntry(
                .registrationLeft,
                "An autoregistration (Swinject's `autoregister`, or an attribute of MDI before 4.0 that lists no `parameterTypes:`) whose factory it cannot read the parameter types of: not `Impl.init` or `Impl.make` of a type it found, or one of several; name it, `Impl.init(a:b:)`, or list the types."
            )
        case .contextClosureNotPlain:
            MigrationMessageEntry(
                .registrationLeft,
                "A `.onTest`, `.onPreview` or `.context(…)` closure that is not one plain expression a test or preview default could make.")
        case .sharedDependsOnConfiguration:
            MigrationMessageEntry(
                .registrationLeft,
                "A shared registration that depends on one the app configures at run time, which moves to a scope: a singleton would outlive it. Make it `AutoRegister`, or register it in that scope."
            )
        case .aliasTargetStays:
            MigrationMessageEntry(
                .registrationLeft, "Another name for a registration (`var client: Factory<T> { api }`) whose registration stays.")
        case .registeredInSeveralContainers:
            MigrationMessageEntry(
                .registrationLeft, "A name two containers register: call sites are matched by name, so neither moves. Rename one.")
        case .declaredMoreThanOnce:
            MigrationMessageEntry(
                .registrationLeft,
                "A name declared twice in extensions of one container (each target's copy, or a `private` one per file; one in each branch of an `#if` is an alternative, and moves): call sites are matched by name, so none moves. Rename all but one, or migrate each target in a run of its own."
            )
        case .privateType:
            MigrationMessageEntry(
                .registrationLeft,
                "A registration of a type declared `private` or `fileprivate`: the code the generator writes for a manifest lives in another file of the module, which cannot name it. Make the type internal, and run again."
            )
        case .availabilityLimited:
            MigrationMessageEntry(
                .registrationLeft,
                "A registration declared `@available(…)`: a manifest cannot repeat the attribute, and the code generated from it would name the type in releases that lack it. It stays until the deployment target covers it."
            )
        case .conditionalRegistration:
            MigrationMessageEntry(
                .registrationLeft,
                "A registration under `#if` that no manifest under the same `#if` can hold: one of a public hub (a library's; an app's hub stays internal), which other hubs may import without knowing the condition; a Factory registration with what a hub declares for every build (a custom scope, a run-time configuration, a test or preview context), one a test replaces where the condition does not hold, or another registration's name. Move it by hand (see <doc:Manifest>)."
            )
        case .registeringCodeInClosure:
            MigrationMessageEntry(
                .registrationLeft,
                "A Swinject closure that uses the registering code's own `self`, or a generic parameter of the code around it, which a manifest (a static member of the hub) cannot see."
            )
        case .registeredInEachBranch:
            MigrationMessageEntry(
                .registrationLeft,
                "A type registered in each branch of an `#if` where the branches' registrations differ in what a hub's alternatives may not (arguments in one branch and none in the other, say), or where another branch's stays: they move together, or stay together. Make them alike, and run again."
            )
        case .dependencyUnderCondition:
            MigrationMessageEntry(
                .registrationLeft,
                "A registration that resolves one registered only under an `#if` it is not under: the builds without that registration would have none to give it, which the generator rejects."
            )
        case .registeredAgainAtRunTime:
            MigrationMessageEntry(
                .registrationLeft,
                "A registration the app registers again with a closure it cannot turn into scope inputs; the message writes out the `ScopeInput`, scope and `startScope` call to put in by hand."
            )
        case .resetAtRunTime:
            MigrationMessageEntry(
                .registrationLeft,
                "A registration the app resets by itself (`Container.shared.player.reset(.scope)`): moved, it would keep its instance and the reset would do nothing. Give it a scope of its own and reset that."
            )
        case .registeredAgainInAutoRegister:
            MigrationMessageEntry(
                .registrationLeft,
                "A registration registered again in `autoRegister()`, which nothing would call once it moved: write that closure in the property itself."
            )
        case .containerAsValue:
            MigrationMessageEntry(
                .codeLeft, "`Container.shared` (or a registration of it) used as a value, not resolved: resolve from the hub instead.")
        case .containerLeft:
            MigrationMessageEntry(
                .codeLeft,
                "A `Container`, `Resolver` or `Assembler` left outside an import: StaticHub has no container; resolve from the hub.")
        case .notRegisteredInTheseFiles:
            MigrationMessageEntry(
                .codeLeft,
                "A resolve or override of a name none of the files registers: migrate the app and its tests in one run, or write the hub's accessor or mock by hand."
            )
        case .containerMemberCall:
            MigrationMessageEntry(
                .codeLeft,
                "A call of a member of `extension Container` that is not a registration: it stays; move the member out of the container.")
        case .containerMembersLeft:
            MigrationMessageEntry(
                .codeLeft,
                "An `extension Container` keeps members that are not registrations, or a member the migration would have emptied: move them by hand."
            )
        case .oldReset:
            MigrationMessageEntry(
                .codeLeft,
                "Factory's own `reset` or `manager` on the container: `resetMocks()` resets mocks in tests, `resetScope(…)` ends a scope.")
        case .unknownScopeReset: MigrationMessageEntry(.codeLeft, "`reset(scope: .x)` of a scope no moved registration uses.")
        case .propertyWrapperLeft:
            MigrationMessageEntry(
                .codeLeft,
                "A property wrapper with no StaticHub form (`@WeakLazyInjected`), or one not written `(\\.name)` on a `var`: resolve from the hub by hand."
            )
        case .resolveInString:
            MigrationMessageEntry(.codeLeft, "A resolve inside a string's interpolation: move it out of the string by hand.")
        case .undeclaredContainer:
            MigrationMessageEntry(
                .codeLeft,
                "A resolve from a container the files do not declare (another module's): migrate that module, then resolve from its hub.")
        case .overrideLeft:
            MigrationMessageEntry(
                .codeLeft,
                "A test or preview override of a tagged registration, or a re-registration in a form it does not read: replace it with a mock, or a `ScopeInput` for run-time configuration."
            )
        case .contextOverrideUnreached:
            MigrationMessageEntry(
                .codeLeft,
                "A context override (`.onDebug`, `.context(.arg(…))`) of a moved registration no longer reaches what resolves from the hub: the message says what to write instead."
            )
        case .resolveOutsideCondition:
            MigrationMessageEntry(
                .codeLeft,
                "A resolve (or, on Factory, any use) of a registration that moved into a manifest under `#if`, written where that `#if` does not hold: the hub has no accessor there, so it stays on the old library, which keeps the registration under its `#if` as a forwarder to the hub (and has none elsewhere, as before)."
            )
        case .optionalResolve:
            MigrationMessageEntry(
                .codeLeft,
                "An optional resolve whose meaning would change (`if let`, `guard let`, `??`, a new `let`): StaticHub's resolve returns a value; rewrite it by hand."
            )
        case .resolveWithArguments:
            MigrationMessageEntry(.codeLeft, "A resolve with arguments it cannot map to the registration's parameters.")
        case .resolveOfUnmovedType:
            MigrationMessageEntry(
                .codeLeft, "A resolve of a type no moved registration provides (one that stays, or a generic wrapper's `T`).")
        case .forwarder:
            MigrationMessageEntry(
                .caveat,
                "A moved registration that code left on the old library still uses stays there as a forwarder to the hub, so it resolves the same instance; a later run removes it once nothing uses it."
            )
        case .untypedResolve:
            MigrationMessageEntry(
                .caveat,
                "A resolve whose type the code does not spell (`resolve(S.self)` in a generic function, `resolve(type)`, `let c: Config = container.resolve()`) can ask for any registration: it stays on the old library, every moved registration stays there as a forwarder to the hub, and the resolve gets what it got before. Resolve from the hub there, with the type, to retire the forwarders."
            )
        case .tagForRepeatedType:
            MigrationMessageEntry(.caveat, "A second registration of a type gets a tag, and its accessor the tag's name.")
        case .nameBecameTag: MigrationMessageEntry(.caveat, "A Swinject registration name became a tag type.")
        case .lifetimeChanged:
            MigrationMessageEntry(
                .caveat,
                "A lifetime with a different StaticHub form: `.cached` cannot be reset, `.shared` of a value type keeps its instance, `.graph` shares nothing within a resolve."
            )
        case .conditionalDependencies:
            MigrationMessageEntry(
                .caveat,
                "A closure that resolves registrations under `#if`: the manifest's closure takes them as parameters, so each is resolved whichever branch is compiled. Where building one has effects, take `.provider(T.self)` and call `make()` in its branch."
            )
        case .sharedAcrossThreads:
            MigrationMessageEntry(
                .caveat,
                "A singleton of a type that is not `Sendable` (a class or a protocol): Swift 6 asks for `Sendable` or an isolated registration."
            )
        case .staticStoredValue:
            MigrationMessageEntry(
                .caveat, "A resolve in a `static` stored value keeps what it resolved first: mocks set later never reach it.")
        case .storedProperty:
            MigrationMessageEntry(
                .caveat, "An injected property that is assigned through became a stored property, resolved when its instance is made.")
        case .resolvedOnEachAccess:
            MigrationMessageEntry(
                .caveat, "An injected property became a computed one that resolves on each access, where the wrapper resolved once.")
        case .configurationScope:
            MigrationMessageEntry(
                .caveat,
                "A registration the app registers again at run time moved to a scope with `ScopeInput`s, and the re-registering call now starts that scope."
            )
        case .testDefault: MigrationMessageEntry(.caveat, "A test context became a test default of the hub, in the file it names.")
        case .previewDefault: MigrationMessageEntry(.caveat, "A preview context became a preview default of the hub, in the file it names.")
        case .testContextLeft:
            MigrationMessageEntry(
                .caveat,
                "A test context moved without a test target among the files: add the mock it names to the test target's test defaults.")
        case .resetMocksWhileSomeStay:
            MigrationMessageEntry(
                .caveat, "`reset()` became `resetMocks()` while some registrations stay on Factory, whose reset stays beside it.")
        case .mockLeftTheMainActor:
            MigrationMessageEntry(
                .caveat,
                "`@MainActor` left a mock's closure, since the hub makes the type off the main actor; isolate the registration if the closure needs the main actor."
            )
        case .isolatedForMainActorMock:
            MigrationMessageEntry(
                .caveat,
                "A test's or preview's mock makes a main-actor type (a `@MainActor` test double), so the registration is main-actor isolated, and its mock closure keeps `@MainActor`: resolve it from the main actor."
            )
        case .globalMockInParallelTests:
            MigrationMessageEntry(
                .caveat,
                "A test override that is not among the first statements of a test function (in a suite's `init`, a helper) became a global mock, which tests that Swift Testing runs in parallel share; set it in each test with `withMocks`, or give the suite the `.hubMocks` trait."
            )
        case .hostRequirement:
            MigrationMessageEntry(
                .caveat,
                "A type moved registrations resolve and no file registers became a `HubRequirement`: a hub that imports this one (a host app's) provides it."
            )
        }
    }
}
