/// Internal, and declared apart from the manifest: the public hub's members that name it
/// must be internal too, or this module would not compile.
protocol ReceiptPrinting: Sendable {
    func receipt(for tag: PriceTag) -> String
}

struct PlainReceipts: ReceiptPrinting {
    func receipt(for tag: PriceTag) -> String { "Total: " + tag.text }
}

extension PublicHub {
    /// Nested in the public hub, but internal.
    struct Till {
        let printer: any ReceiptPrinting
    }
}

/// Resolves the hub's internal registrations for the modules' tests, which cannot name them.
public func receipt(forCents cents: Int) -> String {
    PublicHub.resolveTill().printer.receipt(for: PublicHub.resolve(PriceTag.self, cents: cents))
}
