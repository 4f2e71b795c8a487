/// The generator's entry points: source files in, one Swift file (or a graph) and
/// diagnostics out. It does no I/O, so the same inputs always give the same result.
///
/// The stages, each a function from one value to the next, which `buildModel` and `render`
/// run in order; each returns what it reports, and this type collects it:
///
/// 1. Read (`ModuleReader.read`): `[SourceInput]` → `ReadModule`, the parsed files of the
///    target (`Lexer`: `SourceFile` → `LexedFile`; `FileParser`: → `ParsedFile`), and what
///    the run read; `DependencyModules`: the dependencies' sources → the parsed files of those
///    an import reaches.
/// 2. Interfaces (`InterfaceBuilder.declare`): a module's parsed files → `DeclaredModule`,
///    its hubs as importers see them (`HubInterface`s of `DeclaredRegistration`s).
/// 3. Catalog (`HubCatalog`, then its `target`): every module's interfaces → `CatalogHub`s of
///    `CatalogRegistration`s (effects, origins, copies of open registrations) → the target's
///    hubs, each with what its imports give it, and the imports' errors (`CatalogedTarget`).
/// 4. Wiring and checks (`HubWiring.wire`): the `CatalogedTarget` → `GenerationModel` of
///    `HubModel`s (`WiredRegistration`s, linked), with the checks of `WiringChecks`; then the
///    dependencies nothing provides (`UnresolvedDependency`), named with a hub of a module no
///    import reaches where one registers them.
/// 5. Layout (`GenerationLayout`): the model → each hub's slots, overload buckets and
///    per-file shares (`HubLayout`).
/// 6. Declarations (`FileDeclarations`: `HubRenderer` per hub and file, with `HubMockSupport`;
///    per registration `RegistrationMembers`, `RegistrationStorage`, `RegistrationOverloads`
///    and `RegistrationMocks` over its `RegistrationContext`; then the target's default
///    isolation written out, `ExplicitIsolation`): the layout → each file's `[Declaration]`.
/// 7. Text (`FileWriter`, a `SwiftWriter` per file; or `GraphRenderer` from the model): the
///    declarations → `GeneratedFiles`.
public enum GeneratorPipeline {
    /// The generated file, or files with `layout` `.split`. `dependencies` are the modules the
    /// target depends on, whose public hubs its manifests may import.
    public static func generate(
        _ inputs: [SourceInput],
        dependencies: [ModuleSources] = [],
        defaultIsolation: DefaultIsolation = .nonisolated,
        sourceMapping: SourceMapping = .manifestLines,
        layout: OutputLayout = .singleFile
    ) -> GenerationResult {
        render(inputs, dependencies, defaultIsolation) { model in
            let laidOut = GenerationLayout(model)
            let declared =
                switch layout {
                case .singleFile: FileDeclarations.single(laidOut)
                case .split(let sources): FileDeclarations.split(laidOut, splitting: sources)
                }
            return FileWriter.write(declared, sourceMapping: sourceMapping)
        }
    }

    /// The default actor isolation that the package manifest `manifest` (a `Package.swift`)
    /// gives the target named `target`, and a warning when it cannot be told.
    public static func defaultIsolation(ofTarget target: String, declaredIn manifest: SourceInput) -> (
        isolation: DefaultIsolation, diagnostics: [Diagnostic]
    ) {
        guard case .bytes(let bytes) = manifest.contents else { return (.nonisolated, []) }
        let finding = PackageManifestIsolation.finding(forTarget: target, in: SourceFile(path: manifest.path, bytes: bytes))
        return defaultIsolation(finding, target: target)
    }

    /// The default actor isolation that the Xcode project file `project` (a `project.pbxproj`)
    /// gives the target named `target`, and a warning when it cannot be told.
    public static func defaultIsolation(ofXcodeTarget target: String, declaredIn project: SourceInput) -> (
        isolation: DefaultIsolation, diagnostics: [Diagnostic]
    ) {
        guard case .bytes(let bytes) = project.contents else {
            return defaultIsolation(.unknown(SourceLocation(path: project.path, line: 1, column: 1)), target: target)
        }
        return defaultIsolation(XcodeProjectIsolation.finding(forTarget: target, in: bytes, path: project.path), target: target)
    }

    private static func defaultIsolation(_ finding: PackageManifestIsolation.Finding, target: String) -> (
        isolation: DefaultIsolation, diagnostics: [Diagnostic]
    ) {
        switch finding {
        case .declared(let isolation): (isolation, [])
        case .notSet: (.nonisolated, [])
        case .unknown(let location): (.nonisolated, [Diagnostic(.ReadingFiles.defaultIsolationUnknown(target: target), at: location)])
        }
    }

    /// The dependency graph of the hubs, for docs and code review.
    public static func graph(
        _ inputs: [SourceInput], dependencies: [ModuleSources] = [], defaultIsolation: DefaultIsolation = .nonisolated,
        format: GraphFormat
    ) -> GenerationResult {
        render(inputs, dependencies, defaultIsolation) { GeneratedFiles(hubFile: GraphRenderer.render($0, format: format), parts: [:]) }
    }

    private static func render(
        _ inputs: [SourceInput], _ dependencies: [ModuleSources], _ defaultIsolation: DefaultIsolation,
        with renderer: (GenerationModel) -> GeneratedFiles
    ) -> GenerationResult {
        let (model, diagnostics, target) = buildModel(inputs, dependencies: dependencies, defaultIsolation: defaultIsolation)
        guard !diagnostics.containsError else { return GenerationResult(output: nil, diagnostics: diagnostics, readSet: target.readSet) }
        let files = renderer(model)
        return GenerationResult(
            output: files.hubFile, splitOutputs: files.parts, diagnostics: diagnostics, readSet: target.readSet, parsedFiles: target.files)
    }

    /// Reads, parses and validates the inputs; diagnostics come sorted for output.
    /// `defaultIsolation` is the target's: a hub without an isolation of its own has it.
    static func buildModel(
        _ inputs: [SourceInput], dependencies: [ModuleSources] = [], defaultIsolation: DefaultIsolation = .nonisolated
    ) -> (GenerationModel, [Diagnostic], ReadModule) {
        let target = ModuleReader.read(inputs, as: .target)
        let modules = DependencyModules(dependencies, importedBy: target.files)
        var diagnostics = target.diagnostics
        // A dependency's own problems are its build's to report.
        let dependencyInterfaces = modules.reached.flatMap {
            InterfaceBuilder.declare($0.files, module: $0.module, defaultIsolation: $0.defaultIsolation).module.interfaces
        }
        let (declared, interfaceDiagnostics) = InterfaceBuilder.declare(
            target.files, module: nil, defaultIsolation: defaultIsolation,
            importedDeclarations: modules.reached.flatMap { $0.files.flatMap(\.typeDeclarations) })
        diagnostics += interfaceDiagnostics
        let sendability = Sendability(
            modules: [(target.files.flatMap(\.typeDeclarations), defaultIsolation)]
                + modules.reached.map { ($0.files.flatMap(\.typeDeclarations), $0.defaultIsolation) })
        let catalog = HubCatalog(
            dependencyInterfaces + declared.interfaces, dependencyModules: modules.names, isKnownSendable: sendability.isKnownSendable)
        let cataloged = catalog.target
        diagnostics += cataloged.diagnostics
        let wired = HubWiring.wire(cataloged, of: declared, defaultIsolation: defaultIsolation)
        diagnostics += wired.diagnostics
        if !wired.unresolved.isEmpty {
            let unreachedInterfaces = modules.parseUnreached().flatMap {
                InterfaceBuilder.declare($0.files, module: $0.module, defaultIsolation: $0.defaultIsolation).module.interfaces
            }
            diagnostics += UnresolvedDependency.diagnostics(
                for: wired.unresolved, dependencyHubs: dependencyInterfaces + unreachedInterfaces)
        }
        return (wired.model, diagnostics.sortedForOutput(), target)
    }
}
