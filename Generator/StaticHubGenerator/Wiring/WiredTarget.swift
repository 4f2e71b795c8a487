/// The wiring stage's output: the model the layout stage reads, what wiring reports, and the
/// dependencies nothing in reach provides, which `UnresolvedDependency.hints` names next.
struct WiredTarget {
    let model: GenerationModel
    let diagnostics: [Diagnostic]
    let unresolved: [UnresolvedDependency]
}
