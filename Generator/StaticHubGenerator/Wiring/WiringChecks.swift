/// The checks of a hub's wired graph (`WiringChecks+…`): each reads what wiring
/// made and reports what generated code could not serve. Wiring runs them and takes their
/// diagnostics.
struct WiringChecks {
    var diagnostics: [Diagnostic] = []
}
