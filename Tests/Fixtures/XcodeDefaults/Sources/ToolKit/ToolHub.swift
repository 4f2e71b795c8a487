import FeatureKit
import StaticHub

/// A nonisolated library's hub that imports a main-actor hub: what it gets from there stays
/// on the main actor, and what reaches it is isolated to it too.
public enum ToolHub {}

/// Made from the main-actor feed model, so it is isolated to the main actor as well.
public struct FeedSummary {
    public let count: Int
    @MainActor init(model: FeedModel) { count = model.items.count }
}

extension ToolHub {
    static let all: [HubRegistration] = [
        HubImport(FeatureHub.self),
        AutoRegister(FeedSummary.self, isolation: MainActor.self, parameterTypes: FeedModel.self, using: FeedSummary.init(model:))
    ]
}
