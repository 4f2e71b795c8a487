/// What a registration's factory may do besides returning: `effects: .throws`,
/// `effects: .async` or `effects: [.async, .throws]`.
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
