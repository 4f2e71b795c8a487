import StaticHub

/// A hub in a library module, resolved from the test modules that import it.
public enum PublicHub {}

public protocol NumberFormatting: Sendable {
    func format(_ value: Int) -> String
}

public struct GroupingFormatter: NumberFormatting {
    public init() {}

    public func format(_ value: Int) -> String {
        var digits = Array(String(value))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}

public struct PriceTag {
    public let text: String

    init(cents: Int, formatter: any NumberFormatting) {
        text = "$" + formatter.format(cents / 100) + "." + String(cents % 100).leftPadded
    }
}

/// Internal to this module: a public hub registers it with internal members.
struct PriceLog {
    let formatter: any NumberFormatting
}

private extension String {
    var leftPadded: String { count < 2 ? "0" + self : self }
}

extension PublicHub {
    static let manifest: [HubRegistration] = [
        SingletonRegister((any NumberFormatting).self, using: GroupingFormatter.init),
        Register(
            PriceTag.self,
            parameterTypes: .explicit(Int.self), .resolved((any NumberFormatting).self),
            using: PriceTag.init(cents:formatter:)
        ),
        AutoRegister(PriceLog.self, parameterTypes: (any NumberFormatting).self, using: PriceLog.init(formatter:)),
        AutoRegister((any ReceiptPrinting).self, using: PlainReceipts.init),
        AutoRegister(Till.self, parameterTypes: (any ReceiptPrinting).self, using: Till.init(printer:))
    ]
}
