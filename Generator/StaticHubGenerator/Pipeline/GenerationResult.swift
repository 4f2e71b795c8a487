/// What one generator run produced.
public struct GenerationResult: Sendable {
    /// The generated Swift file; nil when any diagnostic is an error, so that no
    /// partial output is ever written.
    public var output: String?
    /// With split output (`GeneratorPipeline.generate(_:dependencies:sourceMapping:layout:)` with `.split`),
    /// by manifest source path: the file holding the members of the registrations it
    /// declares. Empty when `output` is nil.
    public var splitOutputs: [String: String] = [:]
    /// Every finding, ordered by file and position.
    public var diagnostics: [Diagnostic]
    /// What the run read of the target's sources.
    public var readSet = ReadSet()
    /// The target's files the run parsed, which the module's summary takes instead of parsing
    /// them again (`GeneratorPipeline.summary(of:reusing:)`).
    var parsedFiles: [ParsedFile] = []
    /// Whether every hub adopts its imports through the reach protocols of the hubs it imports
    /// (`ImportedHub.adoptsThroughReach`): then a registration of a dependency that nothing
    /// names changes nothing of the output.
    var adoptsImportsThroughReach = false

    /// The names the target's manifests mention, for the stamp, when a change of a dependency
    /// that touches none of them leaves this output as it is (`DependencyChange`); nil after
    /// warnings, which may be about a dependency.
    public var namedByManifests: Set<String>? {
        guard adoptsImportsThroughReach, output != nil, diagnostics.isEmpty else { return nil }
        return SurfaceNames.mentioned(in: parsedFiles)
    }
}
