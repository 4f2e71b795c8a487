/// What the parts of a registration's rendering share: its context's facts, its names and
/// types, the factory call and the mock closure types. Each part builds the declarations of
/// one place, from the registration's `RegistrationPlan`; `HubRenderer` places them and
/// `SwiftWriter` spells them:
/// - `RegistrationMembers`, in the hub's own extension: the uniquely named accessor, the
///   `…Factory` struct and, for a registration that reaches a requirement, its `_openMake…`
///   (an open one gets only that);
/// - `RegistrationStorage`, in an extension of its own: a singleton's `_make…` and storage,
///   and the effects check;
/// - `RegistrationOverloads`, in an extension of one of the hub's overload buckets (see
///   `HubRenderer` why): `resolve(_:)`, `resolve()`, `factory(of:)`; and for a hub that can be
///   imported, the accessor's forwarder in its `_Accessors` extension;
/// - `RegistrationMocks`: the `mock` functions, in the buckets' debug-only extensions.
/// Bucket and accessor extensions serve every hub adopting them, the declaring hub and the
/// hubs importing it, so they always name the declaring hub, never `Self`'s registry.
///
/// Every line that can fail for a reason in the manifest (a signature naming a registered
/// or parameter type, a singleton's storage, a mock check) is mapped to the registration's
/// line, so a compiler error in generated code lands on the manifest. The factory call sits
/// on a line mapped to the factory's own manifest line, so an error inside a multi-line
/// closure maps to the right line too: inside the accessor for a new instance per call, in
/// the `_make…` function for a singleton (whose storage and scoped mocks call it). A
/// function whose body is one line mapped with its signature is written whole on that line
/// (see `SwiftWriter.write(_:)`).
protocol RegistrationRendering {
    var context: RegistrationContext { get }
}

extension RegistrationRendering {
    var hub: HubModel { context.hub }
    var wired: WiredRegistration { context.wired }
    var slot: Int { context.slot }
    var plan: RegistrationPlan { context.plan }
    var explicitParameters: [RegistrationContext.ExplicitParameter] { context.explicitParameters }

    var registration: Registration { wired.registration }
    var access: String { wired.access.memberModifier }
    /// What resolving it does besides returning, which every resolving function carries.
    var effects: Effects { wired.effects }
    /// Whether resolves return `some P`.
    var isOpaque: Bool { registration.kind.isOpaque }
    /// The actor that isolates the registration (its `isolation:`, or inherited from what it
    /// resolves): every member of it carries it.
    var isolation: String? { effects.isolation?.spelling }
    /// The actor its members carry: the registration's, or the hub's for members outside the
    /// hub's own extension.
    var globalActor: String? { isolation ?? hub.globalActor }
    var isIsolated: Bool { globalActor != nil }
    /// Where generated lines that can fail are reported.
    var location: SourceLocation { registration.location }

    // MARK: Names

    var accessor: String { wired.accessorName }
    // Private members start with `_`: factory expressions are copied into the hub's
    // extension, where a member named like a user's global function would shadow it.
    var makeFunctionName: String { "_make" + wired.plainName }
    var sharedStorageName: String { "_shared" + wired.plainName }
    var factoryStructName: String { wired.plainName + "Factory" }
    var weakReferenceName: String { "_WeakReference" + wired.plainName }
    /// Whose mocks it takes: its own, or the registration it copies or replaces in another hub.
    var mockIdentity: MockIdentity { wired.mockedAs ?? MockIdentity(hubName: hub.name, mockName: wired.plainName) }
    /// The registration's key among its mock identity's hub's mocks.
    var mockKey: String { GeneratedCode.mockKey(mockIdentity.mockName) }
    /// The registry its resolves ask: the hub's own, or the one keyed by the hub it copies or replaces from.
    var mockRegistry: String {
        wired.mockedAs.map { GeneratedCode.mockRegistry(keyedBy: $0.hubName) } ?? GeneratedCode.mockRegistry
    }

    // MARK: Types

    /// What resolves return: the registered type, or `some P` for opaque registrations.
    var resultType: String {
        isOpaque ? TypeSyntax.opaque(registration.registeredType.withoutExistential).spelling : registration.registeredType.spelling
    }

    /// The metatype users pass to `resolve(_:)`: `(any ThemeProtocol).Type`.
    var metatype: String {
        if isOpaque {
            return TypeSyntax.existential(registration.registeredType.withoutExistential).metatypeSpelling
        }
        guard wired.hasPlainMetatype else { return "\(GeneratedCode.metatypeAlias)<\(registration.registeredType.spelling)>" }
        return registration.registeredType.metatypeSpelling
    }

    var parameterList: [FunctionDeclaration.Parameter] { explicitParameters.map(\.declaration) }
    var labelledArguments: String { explicitParameters.map(\.argument).joined(separator: ", ") }
    var positionalArguments: String { explicitParameters.map(\.name).joined(separator: ", ") }
    var forwardToAccessor: String { effects.callPrefix + "\(hub.name).\(accessor)(\(labelledArguments))" }

    /// `file: StaticString = #fileID, line: UInt = #line`, after the explicit parameters of
    /// every accessor and `resolve` of a hub with task-scoped registrations: where a resolve
    /// outside its scope stops (see `HubModel.reportsCallerLocation`).
    var callerLocationParameters: [FunctionDeclaration.Parameter] {
        guard hub.reportsCallerLocation else { return [] }
        return [
            .init(label: "file", name: GeneratedCode.callerFile, type: "StaticString", defaultValue: "#fileID"),
            .init(label: "line", name: GeneratedCode.callerLine, type: "UInt", defaultValue: "#line")
        ]
    }

    /// The accessor's parameters: the explicit ones, then the caller's location if it takes it.
    var accessorParameters: [FunctionDeclaration.Parameter] { parameterList + callerLocationParameters }

    /// A call of the accessor from a function that takes the caller's location, passing it on.
    var forwardToAccessorWithLocation: String {
        guard hub.reportsCallerLocation else { return forwardToAccessor }
        let arguments = (explicitParameters.map(\.argument) + [GeneratedCode.callerLocationArguments]).joined(separator: ", ")
        return effects.callPrefix + "\(hub.name).\(accessor)(\(arguments))"
    }

    /// `// MARK: SingletonRegister(Clock)`, before its members in each extension.
    var mark: Declaration {
        let tag = registration.tag.map { ", tag: \($0.spelling)" } ?? ""
        return .comment("MARK: \(registration.kind.name)(\(registration.registeredType.spelling)\(tag))")
    }

    /// What the doc comments call the result: `some Engine` for an opaque registration.
    var resultDescription: String { "`\(resultType)`" + (registration.tag.map { " tagged `\($0.spelling)`" } ?? "") }

    /// `_: T.Type`, the parameter that picks an overload by the registered type.
    var metatypeParameter: FunctionDeclaration.Parameter { .init(label: "_", type: metatype) }

    /// `tag: Stripe.Type` for a tagged registration, which picks it among the type's others.
    var tagSelector: [FunctionDeclaration.Parameter] {
        guard let tag = registration.tag else { return [] }
        let type = wired.hasPlainTagMetatype ? tag.metatypeSpelling : "\(GeneratedCode.metatypeAlias)<\(tag.spelling)>"
        return [.init(label: "tag", name: "_", type: type)]
    }

    /// The registered type's metatype, then the tag's if it has one: how every overload is picked.
    var typeSelector: [FunctionDeclaration.Parameter] { [metatypeParameter] + tagSelector }

    /// A function of this registration: `access` (lowered to the registration's), isolated to
    /// the hub's global actor when it lives outside the hub's own extension, its signature
    /// mapped to the registration.
    func function(
        _ name: String,
        _ kind: FunctionDeclaration.Kind = .staticFunction,
        documentation: String? = nil,
        parameters: [FunctionDeclaration.Parameter],
        effects: Effects = .none,
        result: String? = nil,
        body: [Statement]
    ) -> FunctionDeclaration {
        FunctionDeclaration(
            documentation: documentation.map { [$0] } ?? [],
            globalActor: globalActor,
            accessModifier: access,
            kind: kind,
            name: name,
            parameters: parameters,
            effects: effects,
            result: result,
            signatureLocation: location,
            body: body
        )
    }

    /// For `mustMockInTests: true`: stops a test process before the real factory runs, in a
    /// debug build, where no mock applied. The message names the registration and the fix.
    var mustMockCheck: Statement? {
        guard registration.mustMockInTests else { return nil }
        let file = registration.location.path.split(separator: "/").last.map(String.init) ?? registration.location.path
        let place = "\(file.filter { $0 != "\"" && $0 != "\\" }):\(registration.location.line)"
        let selector = registration.registeredType.metatypeExpression + (registration.tag.map { ", tag: " + $0.metatypeExpression } ?? "")
        let message =
            "\(registration.identity.description) of '\(hub.name)' (\(place)) is marked 'mustMockInTests: true', "
            + "and a test was about to make the real one: mock it with 'mocks.mock(\(selector), singleton: …)' "
            + "in the test's 'withMocks' or '.hubMocks' trait, or in the test target's 'extension \(hub.name): HubTestDefaults'"
        // Mapped to the manifest line, which the runtime's stop then reports (`#fileID`, `#line`).
        return .line("\(GeneratedCode.mockRegistryType).failIfTesting(\"\(message)\")", mappedTo: registration.location)
    }
}
