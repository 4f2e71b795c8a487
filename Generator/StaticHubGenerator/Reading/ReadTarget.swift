/// The read stage's output: the target's parsed files, and the modules it depends on, those
/// its imports reach parsed (see `DependencyModules`).
struct ReadTarget {
    let module: ReadModule
    let dependencies: DependencyModules
    /// The target's problems; a dependency's are its own build's to report.
    var diagnostics: [Diagnostic] { module.diagnostics }

    /// Stage 1: the target's sources and its dependencies' sources (or summaries), read.
    static func read(_ inputs: [SourceInput], dependencies: [ModuleSources]) -> ReadTarget {
        let module = ModuleReader.read(inputs, as: .target)
        return ReadTarget(module: module, dependencies: DependencyModules(dependencies, importedBy: module.files))
    }
}
