import Swinject

let container = Container()

@available(macOS 10.15, *)
@MainActor
final class Setup {
    func configure(_ container: Container) {
        container.register(Greeter.self) { r in
            Greeter(clock: r.resolve(Clock.self)!)
        }
    }
}

container.register(Clock.self) { _ in SystemClock() }.inObjectScope(.container)
Setup().configure(container)
print(container.resolve(Greeter.self)!.greet())
