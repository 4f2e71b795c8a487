import StaticHub

/// A library hub that needs what only the app can make: its configuration. The app's hub
/// imports it and provides one; the library's implementation types stay internal.
public enum ToolsHub {}

public protocol ToolsConfiguration: Sendable {
    var workspace: String { get }
}

public protocol RepositoryScanner: Sendable {
    func scan() -> String
}

public final class ScanSession: Sendable {
    public let scanner: any RepositoryScanner

    init(scanner: any RepositoryScanner) {
        self.scanner = scanner
    }
}

/// Where the library's reports go: by default nowhere; an app's hub may register its own.
public protocol ToolsLogger: Sendable {
    var name: String { get }
}

public protocol ScanReporter: Sendable {
    func report(_ text: String) -> String
}

struct SilentLogger: ToolsLogger {
    let name = "silent"
}

struct LoggingReporter: ScanReporter {
    let logger: any ToolsLogger

    func report(_ text: String) -> String { "\(logger.name): \(text)" }
}

/// Internal to this module, as a library's implementations are.
struct GitScanner: RepositoryScanner {
    let configuration: any ToolsConfiguration
    let formatter: any NumberFormatting

    func scan() -> String { "scanned \(configuration.workspace) (\(formatter.format(1000)) files)" }
}

extension ToolsHub {
    static let all: [HubRegistration] = [
        HubImport(PublicHub.self),
        HubRequirement((any ToolsConfiguration).self),
        AutoRegister(
            (any RepositoryScanner).self,
            parameterTypes: (any ToolsConfiguration).self, (any NumberFormatting).self,
            using: GitScanner.init
        ),
        SingletonRegister(ScanSession.self, parameterTypes: (any RepositoryScanner).self, using: ScanSession.init(scanner:)),
        HubRequirement((any ToolsLogger).self, default: SilentLogger.init),
        AutoRegister((any ScanReporter).self, parameterTypes: (any ToolsLogger).self, using: LoggingReporter.init(logger:))
    ]
}
