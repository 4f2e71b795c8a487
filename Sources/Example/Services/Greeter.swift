import ExampleCore

/// Greets the user; registered opaquely, so callers get `some Greeting`, statically dispatched.
protocol Greeting {
    func greet(_ name: String) -> String
}

struct Greeter: Greeting {
    let theme: any ThemeProtocol

    func greet(_ name: String) -> String {
        "Hello, \(name)! (\(theme.name) theme)"
    }
}
