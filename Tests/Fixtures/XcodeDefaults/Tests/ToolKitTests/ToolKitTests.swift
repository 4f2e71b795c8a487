import FeatureKit
import StaticHub
import Testing
import ToolKit

@Suite struct ToolKitTests {
    @Test @MainActor func resolvesThroughTheMainActorHub() {
        AppFeed.load()
        #expect(ToolHub.resolveFeedSummary().count >= 1)
        #expect(ToolHub.resolveFeedModel() === FeatureHub.resolveFeedModel())
    }

    @Test @MainActor func aRequirementTheImporterLeavesTakesItsDefault() {
        #expect(ToolHub.resolveFeedTitle().text == "Feed")
    }

    @Test @MainActor func mocksCrossTheHubs() {
        ToolHub.withMocks({ $0.mock(FeedModel.self, singleton: FeatureHub.resolveFeedModel()) }) {
            #expect(ToolHub.resolveFeedSummary().count == FeatureHub.resolveFeedModel().items.count)
        }
    }
}

@MainActor enum AppFeed {
    static func load() { FeatureHub.resolveFeedModel().load() }
}
