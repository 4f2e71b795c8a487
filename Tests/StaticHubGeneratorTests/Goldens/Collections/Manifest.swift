// swift-format-ignore-file
import AnalyticsKit
import StaticHub

struct FileSink: AnalyticsSink {
    let directory: String
    func record(_ event: String) {}
}

struct Directory {
    let path: String
}

/// Opened asynchronously: every collection holding it resolves with `await`.
struct RemoteSink: AnalyticsSink {
    static func connect() async -> RemoteSink { RemoteSink() }
    func record(_ event: String) {}
}

protocol Migration: Sendable {}
struct AddUsers: Migration {}
struct AddOrders: Migration {}

enum Legacy {}

/// Runs the migrations in order; one per process.
final class Migrator: Sendable {
    let migrations: [any Migration]
    let legacy: [any Migration]

    init(migrations: [any Migration], legacy: [any Migration]) {
        self.migrations = migrations
        self.legacy = legacy
    }
}

enum AppHub {}

extension AppHub {
    static let manifest: [HubRegistration] = [
        HubImport(AnalyticsHub.self),
        AutoRegister(Directory.self) { Directory(path: "/tmp") },
        CollectionRegister((any AnalyticsSink).self, parameterTypes: Directory.self) { directory in FileSink(directory: directory.path) },
        CollectionRegister((any AnalyticsSink).self, tag: Legacy.self, using: ConsoleSink.init),
        CollectionRegister((any Migration).self, using: AddUsers.init),
        CollectionRegister((any Migration).self, using: AddOrders.init),
        SingletonRegister(
            Migrator.self,
            parameterTypes: .collection((any Migration).self), .collection((any Migration).self, tag: Legacy.self),
            using: Migrator.init(migrations:legacy:)
        ),
    ]
}

enum RemoteHub {}

extension RemoteHub {
    static let manifest: [HubRegistration] = [
        CollectionRegister((any AnalyticsSink).self, using: ConsoleSink.init),
        CollectionRegister((any AnalyticsSink).self, effects: .async, using: RemoteSink.connect),
    ]
}
