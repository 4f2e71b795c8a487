/// Stages 1 to 4 and the hints, which every route runs the same way (`generate`, `graph`):
/// read → interfaces → catalog → wiring, then the hints for what nothing provides, with
/// everything they report, sorted as the output prints it. A step or a diagnostic added here
/// is every route's.
struct FrontHalf {
    /// The target's read, with the files the interface stage asked for.
    let read: ReadModule
    let wired: WiredTarget
    /// Every stage's diagnostics and the hints.
    let diagnostics: [Diagnostic]

    static func run(_ inputs: [SourceInput], dependencies: [ModuleSources], defaultIsolation: DefaultIsolation) -> FrontHalf {
        let read = ReadTarget.read(inputs, dependencies: dependencies)
        let declared = DeclaredTarget.declare(read, defaultIsolation: defaultIsolation)
        let cataloged = HubCatalog.catalog(declared)
        let wired = HubWiring.wire(cataloged)
        let hints = UnresolvedDependency.hints(for: wired, among: declared)
        let diagnostics = read.diagnostics + declared.diagnostics + cataloged.diagnostics + wired.diagnostics + hints
        return FrontHalf(read: declared.read, wired: wired, diagnostics: diagnostics.sortedForOutput())
    }

    /// The wired target, for the stages after it; nil when anything reported is an error.
    var wiredWithoutErrors: WiredTarget? { diagnostics.containsError ? nil : wired }

    /// The result of a run that stops here: no output, the diagnostics, what was read.
    var failure: GenerationResult { GenerationResult(output: nil, diagnostics: diagnostics, readSet: read.readSet) }
}
