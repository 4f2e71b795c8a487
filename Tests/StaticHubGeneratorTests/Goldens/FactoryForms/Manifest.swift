// swift-format-ignore-file
import StaticHub

struct Greeting {
    let text: String
}
struct Banner {
    let text: String
}
struct Footer {
    let year: Int
}
struct Clock {
    let year = 2026
}

func makeGreeting() -> Greeting {
    Greeting(text: "hello")
}

enum Dependency {}

extension Dependency {
    static let forms: [HubRegistration] = [
        AutoRegister(Clock.self, using: Clock.init),
        AutoRegister(Greeting.self, using: makeGreeting),
        AutoRegister(Banner.self) { Banner(text: "trailing, with [brackets] and (commas, too)") },
        AutoRegister(Footer.self, parameterTypes: Clock.self, using: { clock in
            // A multi-line closure keeps its manifest lines in the generated file.
            let year = clock.year
            return Footer(year: year)
        }),
    ]
}
