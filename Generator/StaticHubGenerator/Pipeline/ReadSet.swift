/// What the generator read of a target's sources: the files it parsed and what it took from
/// them, and the texts it searched the others for. The others' contents mattered only through those searches, so
/// a later run whose parsed files are the same and whose other files still contain none of
/// the texts would produce the same output (`GenerationStamp`).
public struct ReadSet: Sendable, Equatable {
    /// The paths of the files parsed, in path order.
    public var parsedPaths: [String] = []
    /// For each parsed file without a manifest, in the same order, a digest of what the run
    /// took from it (its declarations, imports and findings, with their positions): an edit
    /// inside a function body of a file read for a hub's declaration leaves it as it was. Nil
    /// for a file with a manifest, which is compared by its bytes (a digest of thousands of
    /// registrations would cost the run more than it saves).
    public var parsedDigests: [UInt64?] = []
    /// The texts every other file was found not to contain, sorted.
    public var probes: [String] = []
}
