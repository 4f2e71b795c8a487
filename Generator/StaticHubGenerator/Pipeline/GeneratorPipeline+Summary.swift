extension GeneratorPipeline {
    /// The summary of `module` for the targets that import its hubs, and what was read to make
    /// it (for the stamp): the same read as an importer's of the module's sources, taking the
    /// files that `result`, a run over the same sources, parsed already.
    public static func summary(of module: ModuleSources, reusing result: GenerationResult? = nil) -> (
        summary: ModuleSummary, readSet: ReadSet
    ) {
        let parsed = Dictionary((result?.parsedFiles ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let read = NamedTypeDeclarations.completing(ModuleReader.read(module.inputs, as: .dependency, reusing: parsed))
        let summary = ModuleSummary(
            format: ModuleSummary.currentFormat, release: StaticHubRelease.version, module: module.name,
            defaultIsolation: module.defaultIsolation, typeNames: ReachableModules.typeNames(in: module).map(String.init).sorted(),
            files: read.files)
        return (summary, read.readSet)
    }
}
