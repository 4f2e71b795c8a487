import Swinject

struct Screen {
    @Inject var greeter: Greeter
    @Inject var analytics: Analytics
}

AppContainer.configure(Container.main)
let screen = Screen()
print(screen.greeter.greet("Ada"))
print("analytics events: \(screen.analytics.events)")
print("one clock: \(screen.greeter.clock === Container.main.resolve(Clock.self)!)")
