/// Protocols that manifests name without `any`, as MDI's users write them. This file names
/// no hub, so the generator does not read it: `Greeter` is a bare name of unknown kind.
protocol TickSource: Sendable {
    var ticks: Int { get }
}

struct FixedTickSource: TickSource {
    let ticks = 3
}

protocol Greeter: Sendable {
    func greet() -> String
}

struct EnglishGreeter: Greeter {
    func greet() -> String { "hello" }
}

struct Stopwatch {
    let source: any TickSource
    let greeter: any Greeter
}
