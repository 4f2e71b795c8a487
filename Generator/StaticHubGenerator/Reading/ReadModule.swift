/// One module as the generator reads it: its parsed files, the problems found, and what the
/// run read (for the stamp); and the files it only searched, which a later stage may ask to
/// have parsed (`parsingFiles(naming:)`).
struct ReadModule: Sendable {
    let files: [ParsedFile]
    let diagnostics: [Diagnostic]
    /// The texts the files not parsed were searched for.
    private let probes: [String]
    /// The files searched for names only, in path order.
    private let unread: [SourceFile]
    /// Files another read of the same sources parsed, by path, taken instead of parsing again.
    private let reused: [String: ParsedFile]

    init(
        files: [ParsedFile], diagnostics: [Diagnostic], probes: [String], unread: [SourceFile] = [],
        reused: [String: ParsedFile] = [:]
    ) {
        self.files = files
        self.diagnostics = diagnostics
        self.probes = probes
        self.unread = unread
        self.reused = reused
    }

    /// What the read took, for the stamp: made when asked, since only the target's is.
    var readSet: ReadSet { ReadSet(parsed: files, probes: probes) }

    /// A module whose parsing is done: a summary's files, which nothing more can be asked of.
    init(summarized files: [ParsedFile]) {
        self.init(files: files, diagnostics: [], probes: [])
    }

    /// Whether a file is left that `parsingFiles(naming:)` could parse.
    var hasUnreadFiles: Bool { !unread.isEmpty }

    /// This read, with the files not parsed yet that contain one of `names` parsed too: a
    /// later stage asks for the files that may declare the types it needs. They are read for
    /// their declarations only, so their problems are the compiler's to report. The names join
    /// the probes, so a later edit that writes one into another file runs the generator again.
    func parsingFiles(naming names: Set<String>) -> ReadModule {
        guard !names.isEmpty else { return self }
        var named: [ParsedFile] = []
        var stillUnread: [SourceFile] = []
        for source in unread {
            guard names.contains(where: source.contains) else {
                stillUnread.append(source)
                continue
            }
            var ignored: [Diagnostic] = []
            named.append(reused[source.path] ?? ModuleReader.parse(source, into: &ignored))
        }
        return ReadModule(
            files: files + named, diagnostics: diagnostics, probes: probes + names, unread: stillUnread, reused: reused)
    }
}
