import ServiceKit
import StaticHub

/// A main-actor class, as the target's default makes every class without an annotation.
public final class FeedModel {
    public private(set) var items: [String] = []
    let client: any HTTPClient

    init(client: any HTTPClient) { self.client = client }

    public func load() { items.append(client.get("/feed")) }
}

/// How a feed's title is written: an importing hub may provide its own.
public protocol TitleStyle {
    func title(_ text: String) -> String
}

struct PlainTitle: TitleStyle {
    func title(_ text: String) -> String { text }
}

public struct FeedTitle {
    public let text: String
}

/// Unannotated in a `MainActor`-default target: a main-actor hub.
public enum FeatureHub {}

extension FeatureHub {
    static let all: [HubRegistration] = [
        HubImport(ServiceHub.self),
        SingletonRegister(FeedModel.self, parameterTypes: (any HTTPClient).self, using: FeedModel.init(client:)),
        HubRequirement((any TitleStyle).self, default: PlainTitle.init),
        AutoRegister(FeedTitle.self, parameterTypes: (any TitleStyle).self, using: { style in FeedTitle(text: style.title("Feed")) })
    ]
}
