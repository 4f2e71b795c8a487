/// Whether generated lines are mapped to the manifest lines they come from.
public enum SourceMapping: Sendable {
    /// With `#sourceLocation` directives, so a compiler error in generated code lands on the
    /// manifest line at fault: for the build plugin's files, which nobody reads.
    case manifestLines
    /// Without them, for a file that is committed and reviewed (the command plugin's).
    case omitted
}

/// How the generated code is spread over files.
public enum OutputLayout: Sendable {
    /// One file with everything.
    case singleFile
    /// For each of these input paths, a file with the members of the registrations it declares
    /// (`GenerationResult.splitOutputs`), and the main output with the rest: the build
    /// plugin's layout, so a lifetime flip recompiles one small file.
    case split(sources: [String])
}
