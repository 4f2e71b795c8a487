protocol Clock {
    var now: Int { get }
}

struct SystemClock: Clock {
    var now: Int { 42 }
}

struct Greeter {
    let clock: Clock

    func greet() -> String {
        "hello at \(clock.now)"
    }
}
