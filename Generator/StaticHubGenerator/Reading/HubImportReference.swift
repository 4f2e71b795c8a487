/// A `HubImport(NetworkHub.self)` element of a manifest: the hub it names, as written.
struct HubImportReference: Sendable, Codable {
    static let functionName = "HubImport"

    /// `NetworkHub`, or `Networking.NetworkHub` when the manifest qualifies it.
    let hubName: String
    let location: SourceLocation
}
