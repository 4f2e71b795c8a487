import Swinject

let container = Container()
container.register(Clock.self) { _ in SystemClock() }.inObjectScope(.container)

final class Setup {
    func configure(_ container: Container) {
        container.register(Greeter.self) { r in
            Greeter(clock: r.resolve(Clock.self)!)
        }
    }
}

Setup().configure(container)
print(container.resolve(Greeter.self)!.greet())
