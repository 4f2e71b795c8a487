/// What a registration's factory may do besides returning: `effects: .throws`,
/// `effects: .async`, `effects: [.async, .throws]`, or typed: `effects: .throws(DatabaseError.self)`.
///
/// The generator gives the same effects to everything it writes for the registration and,
/// transitively, to every registration that depends on it:
///
/// ```swift
/// SingletonRegister(Database.self, effects: [.async, .throws], parameterTypes: (any Config).self, using: Database.open(config:))
/// // generates: static func resolveDatabase() async throws -> Database
/// ```
public struct HubEffects: OptionSet, Sendable, CustomStringConvertible {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The factory suspends: resolves are `async`.
    public static let async = HubEffects(rawValue: 1 << 0)
    /// The factory throws: resolves are `throws`.
    public static let `throws` = HubEffects(rawValue: 1 << 1)

    /// The factory throws only `Failure`: resolves are `throws(Failure)`, as are those of the
    /// registrations depending on it while everything they depend on throws `Failure` too.
    public static func `throws`<Failure: Error>(_: Failure.Type) -> HubEffects {
        .throws
    }

    static let none: HubEffects = []

    public var description: String {
        switch self {
        case .async: ".async"
        case .throws: ".throws"
        case [.async, .throws]: "[.async, .throws]"
        default: "[]"
        }
    }
}
