/// A target's generated code split over files (see `FileRenderer`).
struct GeneratedFiles: Sendable {
    /// What each hub declares once, and the registrations no split source declares.
    var hubFile: String
    /// By manifest source path, as the inputs spell it: the file with its registrations' members.
    var parts: [String: String]
}
