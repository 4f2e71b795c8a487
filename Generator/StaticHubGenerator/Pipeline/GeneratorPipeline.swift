/// The generator's entry points: source files in, one Swift file (or a graph) and
/// diagnostics out. It does no I/O, so the same inputs always give the same result.
///
/// `generate` runs the seven stages, each a call from one named value to the next that
/// returns what it reports beside its output (Generator/README.md describes each). The first
/// four, with the hints for what nothing provides, are the front half every route shares
/// (`FrontHalf`): read (`ReadTarget`) → interfaces (`DeclaredTarget`) → catalog
/// (`CatalogedTarget`) → wiring (`WiredTarget`). Then layout (`GenerationLayout`) →
/// declarations (`FileDeclarations.Files`) → text (`GeneratedFiles`), or for `graph`,
/// `GraphRenderer`.
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
        let front = FrontHalf.run(inputs, dependencies: dependencies, defaultIsolation: defaultIsolation)
        guard let wired = front.wiredWithoutErrors else { return front.failure }
        let laidOut = GenerationLayout(wired.model)
        let files = FileDeclarations.declare(laidOut, as: layout)
        let text = FileWriter.write(files, sourceMapping: sourceMapping)
        var result = GenerationResult(front.read, text, front.diagnostics)
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

    /// The dependency graph of the hubs, for docs and code review: the front half, then
    /// `GraphRenderer` in place of layout, declarations and text.
    public static func graph(
        _ inputs: [SourceInput], dependencies: [ModuleSources] = [], defaultIsolation: DefaultIsolation = .nonisolated,
        format: GraphFormat
    ) -> GenerationResult {
        let front = FrontHalf.run(inputs, dependencies: dependencies, defaultIsolation: defaultIsolation)
        guard let wired = front.wiredWithoutErrors else { return front.failure }
        let text = GeneratedFiles(hubFile: GraphRenderer.render(wired.model, format: format), parts: [:])
        return GenerationResult(front.read, text, front.diagnostics)
    }
}

extension GenerationResult {
    init(_ read: ReadModule, _ files: GeneratedFiles, _ diagnostics: [Diagnostic]) {
        self.init(
            output: files.hubFile, splitOutputs: files.parts, diagnostics: diagnostics, readSet: read.readSet,
            parsedFiles: read.files)
    }
}
