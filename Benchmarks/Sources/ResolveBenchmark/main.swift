import Foundation
import Swinject

// Usage:
//   ResolveBenchmark verify                       objects per resolve, per contender and graph
//   ResolveBenchmark time [--quick]               ns per resolve: interleaved batches, one JSON line each
//   ResolveBenchmark run CONTENDER GRAPH COUNT    one warm-up resolve, then COUNT (for valgrind)
//   ResolveBenchmark create CONTENDER|none        ns of the paper graph's first access-all in this process
//
// For the paper's graph, one "resolve" is one access-all pass.

enum Contender: String, CaseIterable {
    case handWritten = "hand-written"
    case staticHub = "StaticHub"
    case swinject = "Swinject"
    case swiftDependencies = "swift-dependencies"
}

enum Graph: String, CaseIterable {
    case app
    case modular
    case requirement
    case wide
    case paper
    /// One request in a scope of its own (see `RequestScopeGraph`).
    case request

    /// Who builds this graph: the modular and paper graphs compare what their issue asks for.
    var contenders: [Contender] {
        switch self {
        case .app, .wide: Contender.allCases
        case .modular, .requirement: [.handWritten, .staticHub]
        case .paper: [.handWritten, .staticHub, .swinject]
        case .request: [.handWritten, .staticHub, .swiftDependencies]
        }
    }
}

// Swinject's Container is not Sendable; this process uses it from one thread only.
nonisolated(unsafe) let appContainer = SwinjectApp.makeContainer()
nonisolated(unsafe) let wideContainer = SwinjectWide.makeContainer()

/// Keep results alive so the optimizer cannot drop a resolve.
nonisolated(unsafe) var sink: AnyObject?
nonisolated(unsafe) var checksumSink = 0

/// One resolve of `graph`'s root, or one access-all pass of the paper's graph.
@inline(never)
func runOnce(_ contender: Contender, _ graph: Graph) {
    switch graph {
    case .paper: checksumSink = checksumSink &+ PaperGraph.accessAll(contender)
    case .app, .modular, .requirement, .wide, .request: sink = resolve(contender, graph)
    }
}

@inline(never)
func resolve(_ contender: Contender, _ graph: Graph) -> AnyObject {
    switch (contender, graph) {
    case (_, .modular): ModularApp.homeScreen(contender)
    case (_, .requirement): RequirementApp.screen(contender)
    case (_, .request): RequestScopeGraph.handle(contender, id: checksumSink)
    case (_, .paper): preconditionFailure("the paper's graph is accessed, not resolved")
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

/// Distinct objects one access-all pass reaches; -1 if a second pass reads other instances
/// (they would not be singletons) or if it misses a class.
func paperObjectCount(_ contender: Contender) -> Int {
    let first = PaperGraph.allObjects(contender)
    let second = PaperGraph.allObjects(contender)
    let count = objectCount(first)
    guard first.map(ObjectIdentifier.init) == second.map(ObjectIdentifier.init), count == paperGraphClassCount else { return -1 }
    return count
}

func verify() -> Int32 {
    var status: Int32 = 0
    for graph in Graph.allCases {
        let counts = graph.contenders.map { graph == .paper ? paperObjectCount($0) : objectCount(resolve($0, graph)) }
        print("\(graph.rawValue): " + zip(graph.contenders, counts).map { "\($0.rawValue) \($1)" }.joined(separator: ", "))
        if Set(counts).count != 1 || counts[0] <= 0 { status = 1 }
    }
    return status
}

func time(quick: Bool) {
    let batches = quick ? 9 : 31
    for graph in Graph.allCases {
        let perBatch = graph == .wide ? (quick ? 100 : 300) : (quick ? 2_000 : 5_000)
        let contenders = graph.contenders
        var samples: [Contender: [Double]] = [:]
        for contender in contenders { runOnce(contender, graph) }  // warm up
        for batch in 0..<batches {
            // Rotate the order so no contender always runs right after another.
            let order = contenders.indices.map { contenders[($0 + batch) % contenders.count] }
            for contender in order {
                let start = DispatchTime.now().uptimeNanoseconds
                for _ in 0..<perBatch { runOnce(contender, graph) }
                let elapsed = DispatchTime.now().uptimeNanoseconds - start
                samples[contender, default: []].append(Double(elapsed) / Double(perBatch))
            }
        }
        for contender in contenders {
            let sorted = samples[contender]!.sorted()
            let median = sorted[sorted.count / 2]
            print(
                #"{"graph":"\#(graph.rawValue)","contender":"\#(contender.rawValue)","median":\#(median),"min":\#(sorted.first!),"max":\#(sorted.last!)}"#
            )
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
        let count = Int(rest[2]), graph.contenders.contains(contender)
    else {
        FileHandle.standardError.write(Data("usage: ResolveBenchmark run CONTENDER GRAPH COUNT\n".utf8))
        exit(2)
    }
    runOnce(contender, graph)
    for _ in 0..<count { runOnce(contender, graph) }
case "create":
    // Nothing may touch the paper graph before this pass; "none" measures the process without it.
    let name = arguments.dropFirst().first
    guard let contender = name.flatMap(Contender.init(rawValue:)), Graph.paper.contenders.contains(contender) else {
        guard name == "none" else {
            FileHandle.standardError.write(Data("usage: ResolveBenchmark create CONTENDER|none\n".utf8))
            exit(2)
        }
        print(0)
        exit(0)
    }
    let start = DispatchTime.now().uptimeNanoseconds
    checksumSink = PaperGraph.createAndAccessAll(contender)
    print(DispatchTime.now().uptimeNanoseconds - start)
default:
    FileHandle.standardError.write(
        Data("usage: ResolveBenchmark verify | time [--quick] | run CONTENDER GRAPH COUNT | create CONTENDER|none\n".utf8))
    exit(2)
}
