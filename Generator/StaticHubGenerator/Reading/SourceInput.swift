/// One file handed to the generator: its bytes, or why it could not be read.
public struct SourceInput: Sendable {
    public enum Contents: Sendable {
        case bytes([UInt8])
        case unreadable(reason: String)
    }

    public var path: String
    public var contents: Contents

    public init(path: String, contents: Contents) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: .bytes(Array(text.utf8)))
    }
}

/// The sources of a module the target depends on, read for the hubs a manifest may import; or
/// its summary, which the module's own build wrote, read instead of them.
public struct ModuleSources: Sendable {
    public var name: String
    public var inputs: [SourceInput]
    /// The module as its build summarised it: when set, `inputs` is the summary's file, which
    /// only the stamp reads, and nothing is parsed.
    public var summary: ModuleSummary?
    /// The module's default actor isolation: it tells whether a hub without an isolation
    /// attribute is a main-actor hub.
    public var defaultIsolation: DefaultIsolation

    public init(name: String, inputs: [SourceInput], defaultIsolation: DefaultIsolation = .nonisolated) {
        self.name = name
        self.inputs = inputs
        self.defaultIsolation = defaultIsolation
    }

    public init(summary: ModuleSummary, file: SourceInput) {
        self.init(name: summary.module, inputs: [file], defaultIsolation: summary.defaultIsolation)
        self.summary = summary
    }

    /// The module as a dependency read gives it: the summary's files, or the sources read now.
    var dependencyRead: ReadModule {
        summary.map { ReadModule(summarized: $0.files) } ?? ModuleReader.read(inputs, as: .dependency)
    }
}
