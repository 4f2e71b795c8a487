// swift-format-ignore-file
import StaticHub

struct Counter {
    init(_ start: Int, _ step: Int) {}
}

struct Span {
    init(from: Int, to: Int) {}
}

enum Dependency {}

extension Dependency {
    static let values: [HubRegistration] = [
        Register(Counter.self, parameterTypes: Int.self, Int.self, factory: Counter.init),
        Register(Span.self, parameterTypes: Int.self, Int.self, factory: Span.init(from:to:)),
    ]
}
