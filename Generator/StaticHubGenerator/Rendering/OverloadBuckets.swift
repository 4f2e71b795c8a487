/// Which overload bucket each of a hub's registrations falls in (see `HubRenderer` for why
/// buckets exist). A hub importing another adopts that hub's bucket protocols, so both sides
/// compute them here, from the declaring hub's own registrations.
///
/// By a stable hash of the identity, so that adding a registration moves no other one
/// between buckets (a committed file's diff stays small). The count is the power of two
/// nearest √N, so it changes only when N passes 2, 8, 32, 128, 512, 2,048 or 8,192.
enum OverloadBuckets {
    /// The bucket number of each identity, in order.
    static func numbers(of identities: [String]) -> [Int] {
        guard !identities.isEmpty else { return [] }
        var count = 1
        while 2 * count * count < identities.count { count *= 2 }
        return identities.map { Int(StableHash.fnv1a($0) % UInt64(count)) }
    }

    /// The buckets that hold a registration, in order; empty buckets get no protocol.
    static func occupied(by identities: [String]) -> [Int] {
        Set(numbers(of: identities)).sorted()
    }

    static func overloadsProtocol(_ number: Int) -> String { "_Overloads\(number)" }

    /// The `Mocks` builder's own buckets: in the hub's, its `mock` overloads would also be
    /// checked against the hub's global ones, which share their name.
    static func mockOverloadsProtocol(_ number: Int) -> String { "_MockOverloads\(number)" }

    /// The protocol whose extension gives a hub's accessors to the hubs importing it.
    static let accessorsProtocol = "_Accessors"
}
