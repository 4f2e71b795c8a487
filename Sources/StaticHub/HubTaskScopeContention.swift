/// What a task scope's frame keeps only while builds overlap: the cells under way besides the
/// first, and the asynchronous resolves waiting for a build. Made on first need, so a call
/// whose builds never overlap allocates nothing for them. Touched only under the frame's lock.
@usableFromInline
final class HubTaskScopeContention {
    /// Builds begun, and not finished, after the frame's first one under way.
    var otherBuilding: [Int] = []
    var waiters: [(cell: Int, waiter: CheckedContinuation<Void, Never>)] = []

    @usableFromInline
    func isBuilding(_ cell: Int) -> Bool {
        otherBuilding.contains(cell)
    }

    /// The build of `cell` has ended: the resolves waiting for it, to wake outside the lock.
    func buildEnded(_ cell: Int) -> [CheckedContinuation<Void, Never>] {
        if let index = otherBuilding.firstIndex(of: cell) {
            otherBuilding.remove(at: index)
        }
        guard !waiters.isEmpty else { return [] }
        let woken = waiters.filter { $0.cell == cell }.map(\.waiter)
        waiters.removeAll { $0.cell == cell }
        return woken
    }
}
