// swift-format-ignore-file
import StaticHub

public protocol Formatter: Sendable {}
public struct PlainFormatter: Formatter {
    public init() {}
}
public struct PriceTag {
    init(cents: Int, formatter: any Formatter) {}
}
/// Internal: its registration's members are internal, though the hub is public.
struct AuditLog {
    init(formatter: any Formatter) {}
}

public enum App {
    public enum Hub {}
}

extension App.Hub {
    static let manifest: [HubRegistration] = [
        SingletonRegister((any Formatter).self, using: PlainFormatter.init),
        Register(PriceTag.self, parameterTypes: .explicit(Int.self), .resolved((any Formatter).self), using: PriceTag.init(cents:formatter:)),
        AutoRegister(AuditLog.self, parameterTypes: (any Formatter).self, using: AuditLog.init(formatter:)),
    ]
}
