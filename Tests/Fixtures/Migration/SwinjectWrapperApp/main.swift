import Swinject

struct Screen {
    @Inject var greeter: Greeter
    @Inject var analytics: Analytics
    @Inject var tracker: Tracker
}

AppContainer.configure(Container.main)
let screen = Screen()
print(screen.greeter.greet("Ada"))
print("analytics events: \(screen.analytics.events)")
print("one clock: \(screen.greeter.clock === Container.main.resolve(Clock.self)!)")
print("one tracker: \(screen.tracker === screen.tracker), at \(screen.tracker.clock.now)")
print("regions: \(Container.main.resolve(Region.self)!.code), \(Container.main.resolve(Region.self, name: "fallback")!.code)")
