import StaticHub

/// Needs what only the app can make: its credentials. Its upload log has a default that the
/// app replaces. The uploader's implementation stays internal to this package.
public enum UploadHub {}

public protocol Credentials: Sendable {
    var token: String { get }
}

public protocol UploadLog: Sendable {
    func note(_ message: String) -> String
}

public protocol Uploader: AnyObject, Sendable {
    func upload(_ path: String) -> String
}

struct ConsoleUploadLog: UploadLog {
    func note(_ message: String) -> String { "console: \(message)" }
}

final class HTTPUploader: Uploader {
    let client: any HTTPClient
    let credentials: any Credentials
    let log: any UploadLog

    init(client: any HTTPClient, credentials: any Credentials, log: any UploadLog) {
        self.client = client
        self.credentials = credentials
        self.log = log
    }

    func upload(_ path: String) -> String { log.note(client.get(path) + " as " + credentials.token) }
}

extension UploadHub {
    static let manifest: [HubRegistration] = [
        HubImport(NetworkHub.self),
        HubRequirement((any Credentials).self),
        HubRequirement((any UploadLog).self, default: ConsoleUploadLog.init),
        SingletonRegister(
            (any Uploader).self,
            parameterTypes: (any HTTPClient).self, (any Credentials).self, (any UploadLog).self,
            using: HTTPUploader.init
        )
    ]
}
