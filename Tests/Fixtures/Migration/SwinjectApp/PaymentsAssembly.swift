import Swinject

final class PaymentsAssembly: Assembly {
    func assemble(container: Container) {
        container.register(PaymentProcessor.self, name: "card") { _ in CardProcessor() }
        container.register(PaymentProcessor.self, name: "cash") { _ in CashProcessor() }
        container.register(Checkout.self) { (r: Resolver, amount: Int) in
            Checkout(processor: r.resolve(PaymentProcessor.self, name: "card")!, amount: amount)
        }
        container.register(Greeting.self) { _ in Greeting(text: "hello") }.inObjectScope(.graph)
    }
}
