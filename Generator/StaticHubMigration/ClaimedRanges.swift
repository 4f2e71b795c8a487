/// Token ranges a pass has rewritten, or deliberately left whole, by source index: a later
/// pass leaves them alone. Factory's and Swinject's passes hand them on in order.
struct ClaimedRanges {
    private var ranges: [Int: [ClosedRange<Int>]] = [:]

    mutating func claim(_ sourceIndex: Int, _ range: ClosedRange<Int>) {
        ranges[sourceIndex, default: []].append(range)
    }

    func contains(_ sourceIndex: Int, _ token: Int) -> Bool {
        ranges[sourceIndex]?.contains { $0.contains(token) } ?? false
    }
}

/// A pass that claims what it rewrites.
protocol ClaimingPass {
    var claimed: ClaimedRanges { get set }
}

extension ClaimingPass {
    mutating func claim(_ sourceIndex: Int, _ range: ClosedRange<Int>) {
        claimed.claim(sourceIndex, range)
    }

    func isClaimed(_ sourceIndex: Int, _ token: Int) -> Bool {
        claimed.contains(sourceIndex, token)
    }
}
