// The clean-build benchmark compiles these services without StaticHub, beside a hub written
// by hand that declares its own `HubFactory`.
#if canImport(StaticHub)
    import StaticHub
#endif

/// Charges an order. The app has two, told apart by tags.
protocol PaymentProcessor: Sendable {
    func charge(cents: Int) -> String
}

/// Tags: types that exist only to name one of several registrations of a type.
enum Card {}
enum ApplePay {}

struct CardProcessor: PaymentProcessor {
    func charge(cents: Int) -> String { "charged \(cents) cents to the card" }
}

struct ApplePayProcessor: PaymentProcessor {
    func charge(cents: Int) -> String { "charged \(cents) cents with Apple Pay" }
}

/// Pays with Apple Pay when it can; the card processor is made only when needed, by its provider.
struct Payment {
    let preferred: any PaymentProcessor
    let fallback: HubFactory<any PaymentProcessor>

    func pay(cents: Int, applePayAvailable: Bool) -> String {
        applePayAvailable ? preferred.charge(cents: cents) : fallback.make().charge(cents: cents)
    }
}
