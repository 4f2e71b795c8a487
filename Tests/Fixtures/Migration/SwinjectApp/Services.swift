protocol Logger: AnyObject, Sendable {
    func log(_ message: String) -> String
}

final class PrefixLogger: Logger {
    func log(_ message: String) -> String {
        "[log] \(message)"
    }
}

protocol ShellService: Sendable {
    func run(_ command: String) -> String
}

final class ShellServiceImpl: ShellService {
    let logger: Logger

    init(logger: Logger) {
        self.logger = logger
    }

    func run(_ command: String) -> String {
        logger.log("ran \(command)")
    }
}

protocol UpdateInteractor {
    func check() -> String
}

struct UpdateInteractorImpl: UpdateInteractor {
    let shell: ShellService
    let logger: Logger

    func check() -> String {
        shell.run("update --check")
    }
}

protocol PaymentProcessor: Sendable {
    var name: String { get }
}

struct CardProcessor: PaymentProcessor {
    let name = "card"
}

struct CashProcessor: PaymentProcessor {
    let name = "cash"
}

struct Checkout {
    let processor: PaymentProcessor
    let amount: Int

    func summary() -> String {
        "\(amount) by \(processor.name)"
    }
}

final class Reporter: Sendable {
    let logger: Logger

    init(logger: Logger) {
        self.logger = logger
    }
}

struct Greeting {
    let text: String
}

struct Badge {
    let owner: String
}

/// Only debug builds register it.
struct DebugMenu {
    let logger: Logger

    var title: String { "debug menu: " + logger.log("open") }
}

/// Registered in each branch of an '#if'.
struct BuildLabel {
    let text: String
}
