import ExampleCore
import Foundation

// Everything below is a direct function call: no container, no lookup.
let abTesting = Dependency.resolve((any ABTestingProtocol).self)
let sameABTesting: any ABTestingProtocol = Dependency.resolve()
print("ABTesting is a singleton:", abTesting === sameABTesting)
// `Dependency` imports `CoreHub` from the ExampleCore module: forwarding, never a copy.
print("…the one CoreHub holds:", abTesting === CoreHub.resolve((any ABTestingProtocol).self))

let theme = Dependency.resolveThemeProtocol()
print("Theme:", theme.name)

let context = Dependency.resolve((any AppContextProtocol).self, boot: Date(timeIntervalSince1970: 0), sessionId: "session-42")
print("AppContext:", context.sessionId, "booted", context.boot.timeIntervalSince1970, "with the", context.theme.name, "theme")

let makeContext = Dependency.factory(of: (any AppContextProtocol).self)
print("AppContext from its factory:", makeContext.make(boot: Date(), sessionId: "session-43").sessionId)

let greeter = Dependency.resolve((any Greeting).self)
print("Greeting:", greeter.greet("Ada"))

let receipt = Dependency.resolve(Receipt.self, 1001)
print(receipt.text)

// Two processors of one type, told apart by their tags; the card one comes through a provider.
let payment = Dependency.resolve(Payment.self)
print("Payment:", payment.pay(cents: 1250, applePayAvailable: true), "/", payment.pay(cents: 990, applePayAvailable: false))
print("Card, by its tag:", Dependency.resolve((any PaymentProcessor).self, tag: Card.self).charge(cents: 1))

// The settings singleton is fetched asynchronously and can fail, so resolving it, and the
// banner that depends on it, is `async throws`: the generator worked that out.
do {
    let banner = try await Dependency.resolve(WelcomeBanner.self)
    print("Banner:", banner.text)
} catch {
    print("Settings could not be fetched:", error)
}
