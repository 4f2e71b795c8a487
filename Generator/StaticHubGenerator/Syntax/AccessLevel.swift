/// Swift's access levels, ordered from most to least restrictive.
enum AccessLevel: String, Comparable, CaseIterable, Sendable, Codable {
    case `private`
    case `fileprivate`
    case `internal`
    case `package`
    case `public`
    case open

    private var rank: Int {
        AccessLevel.allCases.firstIndex(of: self)!
    }

    static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        lhs.rank < rhs.rank
    }

    /// The modifier generated members carry: none for internal, `public` for open hubs.
    var memberModifier: String {
        switch self {
        case .public, .open: "public "
        case .package: "package "
        case .internal, .fileprivate, .private: ""
        }
    }
}
