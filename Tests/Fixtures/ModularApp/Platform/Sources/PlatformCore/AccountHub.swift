import StaticHub

/// Needs the signed-in account's settings, which only the app knows, and only at run time:
/// the app provides them as an input of one of its scopes.
public enum AccountHub {}

public protocol AccountSettings: Sendable {
    var region: String { get }
}

/// Made anew on each resolve from the current settings.
public struct RegionLabel: Sendable {
    public let text: String

    init(settings: any AccountSettings) {
        text = "region: " + settings.region
    }
}

extension AccountHub {
    static let manifest: [HubRegistration] = [
        HubRequirement((any AccountSettings).self),
        AutoRegister(RegionLabel.self, parameterTypes: (any AccountSettings).self, using: RegionLabel.init(settings:))
    ]
}
