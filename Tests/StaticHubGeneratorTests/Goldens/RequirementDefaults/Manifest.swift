// swift-format-ignore-file
import StaticHub

protocol Logger: Sendable { func log(_ s: String) -> String }
struct PrintLogger: Logger { func log(_ s: String) -> String { "print: " + s } }
struct AppLogger: Logger { func log(_ s: String) -> String { "app: " + s } }
protocol Printer: Sendable { func print() -> String }
struct PrinterImpl: Printer {
    let logger: any Logger
    init(logger: any Logger) { self.logger = logger }
    func print() -> String { logger.log("page") }
}
final class Spooler: Sendable {
    let printer: any Printer
    init(printer: any Printer) { self.printer = printer }
}

enum ToolsHub {}
extension ToolsHub {
    static let all: [HubRegistration] = [
        HubRequirement((any Logger).self, default: PrintLogger.init),
        AutoRegister((any Printer).self, parameterTypes: (any Logger).self, using: PrinterImpl.init(logger:)),
        SingletonRegister(Spooler.self, parameterTypes: (any Printer).self, using: Spooler.init(printer:)),
    ]
}

/// Keeps the default.
enum KeepHub {}
extension KeepHub {
    static let all: [HubRegistration] = [HubImport(ToolsHub.self)]
}

/// Replaces it.
enum AppHub {}
extension AppHub {
    static let all: [HubRegistration] = [
        HubImport(ToolsHub.self),
        AutoRegister((any Logger).self, using: AppLogger.init),
    ]
}

/// Every hub's overloads, called: none is ambiguous with an adopted one.
func resolveEverything() -> [String] {
    [
        ToolsHub.resolve((any Logger).self).log("tools"),
        ToolsHub.resolve((any Printer).self).print(),
        KeepHub.resolve((any Logger).self).log("keep"),
        KeepHub.resolve(Spooler.self).printer.print(),
        AppHub.resolve((any Logger).self).log("app"),
        AppHub.resolve((any Printer).self).print(),
        AppHub.resolve(Spooler.self).printer.print(),
        AppHub.factory(of: (any Printer).self).make().print(),
    ]
}
