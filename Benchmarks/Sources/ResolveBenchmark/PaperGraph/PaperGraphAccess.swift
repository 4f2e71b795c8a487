import Swinject

/// The paper's two measurements for each contender: "access all" reads every singleton of a
/// graph already created; "create and access all" is the same pass when nothing exists yet.
enum PaperGraph {
    // Swinject's Container is not Sendable; this process uses it from one thread only.
    nonisolated(unsafe) static let container = SwinjectPaper.makeContainer()

    /// One pass over every singleton, folded into a number the optimizer must compute.
    @inline(never)
    static func accessAll(_ contender: Contender) -> Int {
        var checksum = 0
        visitAll(contender, in: container) { checksum = checksum &+ ObjectIdentifier($0).hashValue }
        return checksum
    }

    /// The first pass of a process: creates every singleton (Swinject: in a new container).
    @inline(never)
    static func createAndAccessAll(_ contender: Contender) -> Int {
        var checksum = 0
        visitAll(contender, in: SwinjectPaper.makeContainer()) { checksum = checksum &+ ObjectIdentifier($0).hashValue }
        return checksum
    }

    /// Every singleton a pass reads, for `verify`.
    static func allObjects(_ contender: Contender) -> [AnyObject] {
        var objects: [AnyObject] = []
        visitAll(contender, in: container) { objects.append($0) }
        return objects
    }

    @inline(__always)
    private static func visitAll(_ contender: Contender, in container: @autoclosure () -> Container, _ visit: (AnyObject) -> Void) {
        switch contender {
        case .handWritten: HandWrittenPaper.visitAll(visit)
        case .staticHub: PaperHub.visitAll(visit)
        case .swinject: SwinjectPaper.visitAll(container(), visit)
        case .swiftDependencies: preconditionFailure("the paper's graph has no swift-dependencies variant")
        }
    }
}
