import Swinject

let assembler = Assembler([ToolsAssembly(), PaymentsAssembly()])
let resolver = assembler.resolver

let interactor = resolver.resolve(UpdateInteractor.self)!
print(interactor.check())
let cash = resolver.resolve(PaymentProcessor.self, name: "cash")!
print("cash: \(cash.name)")
let checkout = resolver.resolve(Checkout.self, argument: 25)!
print(checkout.summary())
let logger = resolver.resolve(Logger.self)!
let reporter = resolver.resolve(Reporter.self)!
print("one logger: \(logger === reporter.logger)")
print("one reporter while held: \(reporter === resolver.resolve(Reporter.self)!)")
print(resolver.resolve(Greeting.self)!.text)
print("badge of \(resolver.resolve(Badge.self, argument: "Ada")!.owner)")
#if DEBUG
    print(resolver.resolve(DebugMenu.self)!.title)
#endif
print("built as \(resolver.resolve(BuildLabel.self)!.text)")
