import Foundation
import Swinject

// Usage:
//   ResolveBenchmark verify                       objects per resolve, per contender and graph
//   ResolveBenchmark time [--quick]               ns per resolve: interleaved batches, one JSON line each
//   ResolveBenchmark run CONTENDER GRAPH COUNT    one warm-up resolve, then COUNT (for valgrind)

enum Contender: String, CaseIterable {
    case handWritten = "hand-written"
    case staticHub = "StaticHub"
    case swinject = "Swinject"
    case swiftDependencies = "swift-dependencies"
}

enum Graph: String, CaseIterable {
    case app
    case wide
}

// Swinject's Container is not Sendable; this process uses it from one thread only.
nonisolated(unsafe) let appContainer = SwinjectApp.makeContainer()
nonisolated(unsafe) let wideContainer = SwinjectWide.makeContainer()

/// Keeps results alive so the optimizer cannot drop a resolve.
nonisolated(unsafe) var sink: AnyObject?

@inline(never)
func resolve(_ contender: Contender, _ graph: Graph) -> AnyObject {
    switch (contender, graph) {
    case (.handWritten, .app): HandWrittenApp.homeScreen()
    case (.staticHub, .app): AppHub.resolveHomeScreen()
    case (.swinject, .app): appContainer.resolve(HomeScreen.self)!
    case (.swiftDependencies, .app): DependenciesApp.homeScreen()
    case (.handWritten, .wide): HandWrittenWide.root()
    case (.staticHub, .wide): WideHub.resolveWideRoot()
    case (.swinject, .wide): wideContainer.resolve(WideRoot.self)!
    case (.swiftDependencies, .wide): DependenciesWide.root()
    }
}

/// Distinct class instances reachable from `root`.
func objectCount(_ root: Any) -> Int {
    var seen = Set<ObjectIdentifier>()
    var pending: [Any] = [root]
    while let value = pending.popLast() {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class, !seen.insert(ObjectIdentifier(value as AnyObject)).inserted { continue }
        pending += mirror.children.map(\.value)
    }
    return seen.count
}

func verify() -> Int32 {
    var status: Int32 = 0
    for graph in Graph.allCases {
        let counts = Contender.allCases.map { objectCount(resolve($0, graph)) }
        print("\(graph.rawValue): " + zip(Contender.allCases, counts).map { "\($0.rawValue) \($1)" }.joined(separator: ", "))
        if Set(counts).count != 1 { status = 1 }
    }
    return status
}

func time(quick: Bool) {
    let batches = quick ? 9 : 31
    for graph in Graph.allCases {
        let perBatch = graph == .app ? (quick ? 2_000 : 5_000) : (quick ? 100 : 300)
        var samples: [Contender: [Double]] = [:]
        for contender in Contender.allCases { sink = resolve(contender, graph) }  // warm up
        for batch in 0..<batches {
            // Rotate the order so no contender always runs right after another.
            let order = Contender.allCases.indices.map { Contender.allCases[($0 + batch) % Contender.allCases.count] }
            for contender in order {
                let start = DispatchTime.now().uptimeNanoseconds
                for _ in 0..<perBatch { sink = resolve(contender, graph) }
                let elapsed = DispatchTime.now().uptimeNanoseconds - start
                samples[contender, default: []].append(Double(elapsed) / Double(perBatch))
            }
        }
        for contender in Contender.allCases {
            let sorted = samples[contender]!.sorted()
            let median = sorted[sorted.count / 2]
            print(#"{"graph":"\#(graph.rawValue)","contender":"\#(contender.rawValue)","median":\#(median),"min":\#(sorted.first!),"max":\#(sorted.last!)}"#)
        }
    }
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "verify":
    exit(verify())
case "time":
    time(quick: arguments.contains("--quick"))
case "run":
    let rest = Array(arguments.dropFirst())
    guard rest.count == 3, let contender = Contender(rawValue: rest[0]), let graph = Graph(rawValue: rest[1]),
          let count = Int(rest[2])
    else {
        FileHandle.standardError.write(Data("usage: ResolveBenchmark run CONTENDER GRAPH COUNT\n".utf8))
        exit(2)
    }
    sink = resolve(contender, graph)
    for _ in 0..<count { sink = resolve(contender, graph) }
default:
    FileHandle.standardError.write(Data("usage: ResolveBenchmark verify | time [--quick] | run CONTENDER GRAPH COUNT\n".utf8))
    exit(2)
}
