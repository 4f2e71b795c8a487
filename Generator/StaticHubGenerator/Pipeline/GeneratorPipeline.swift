/// The generator's entry points: source files in, one Swift file (or a graph) and
/// diagnostics out. It does no I/O, so the same inputs always give the same result.
///
/// `generate` runs the seven stages, each a call from one named value to the next that
/// returns what it reports beside its output (Generator/README.md describes each):
/// read (`ReadTarget`) → interfaces (`DeclaredTarget`) → catalog (`CatalogedTarget`) →
/// wiring (`WiredTarget`, then the hints for what nothing provides) → layout
/// (`GenerationLayout`) → declarations (`FileDeclarations.Files`) → text (`GeneratedFiles`).
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
        let read = ReadTarget.read(inputs, dependencies: dependencies)
        let declared = DeclaredTarget.declare(read, defaultIsolation: defaultIsolation)
        let cataloged = HubCatalog.catalog(declared)
        let wired = HubWiring.wire(cataloged)
        let hints = UnresolvedDependency.hints(for: wired, among: declared)
        let diagnostics = (read.diagnostics + declared.diagnostics + cataloged.diagnostics + wired.diagnostics + hints).sortedForOutput()
        guard !diagnostics.containsError else {
            return GenerationResult(output: nil, diagnostics: diagnostics, readSet: read.module.readSet)
        }
        let laidOut = GenerationLayout(wired.model)
        let files = FileDeclarations.declare(laidOut, as: layout)
        let text = FileWriter.write(files, sourceMapping: sourceMapping)
        var result = GenerationResult(read, text, diagnostics)
        result.adoptsImportsThroughReach = wired.model.hubs.allSatisfy(\.adoptsImportsThroughReach)
        return result
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

    /// The dependency graph of the hubs, for docs and code review: the first four stages,
    /// then `GraphRenderer` in place of layout, declarations and text.
    public static func graph(
        _ inputs: [SourceInput], dependencies: [ModuleSources] = [], defaultIsolation: DefaultIsolation = .nonisolated,
        format: GraphFormat
    ) -> GenerationResult {
        let read = ReadTarget.read(inputs, dependencies: dependencies)
        let declared = DeclaredTarget.declare(read, defaultIsolation: defaultIsolation)
        let cataloged = HubCatalog.catalog(declared)
        let wired = HubWiring.wire(cataloged)
        let hints = UnresolvedDependency.hints(for: wired, among: declared)
        let diagnostics = (read.diagnostics + declared.diagnostics + cataloged.diagnostics + wired.diagnostics + hints).sortedForOutput()
        guard !diagnostics.containsError else {
            return GenerationResult(output: nil, diagnostics: diagnostics, readSet: read.module.readSet)
        }
        let text = GeneratedFiles(hubFile: GraphRenderer.render(wired.model, format: format), parts: [:])
        return GenerationResult(read, text, diagnostics)
    }
}

extension GenerationResult {
    fileprivate init(_ read: ReadTarget, _ files: GeneratedFiles, _ diagnostics: [Diagnostic]) {
        self.init(
            output: files.hubFile, splitOutputs: files.parts, diagnostics: diagnostics, readSet: read.module.readSet,
            parsedFiles: read.module.files)
    }
}
