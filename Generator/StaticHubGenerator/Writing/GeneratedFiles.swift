/// What one generator run renders: the main file, and with split output (see `FileDeclarations`)
/// the file of each manifest source.
struct GeneratedFiles: Sendable {
    /// The whole output, or with split output what each hub declares once and the
    /// registrations no split source declares.
    let hubFile: String
    /// By manifest source path, as the inputs spell it: the file with its registrations' members.
    let parts: [String: String]
}
