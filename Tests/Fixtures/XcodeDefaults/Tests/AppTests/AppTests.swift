import FeatureKit
import ServiceKit
import StaticHub
import StaticHubTesting
import Testing

@testable import App

final class FixedClock: Clock {
    let time: String
    init(time: String) { self.time = time }
    func now() -> String { time }
}

final class FakeGateway: PaymentGateway {
    func charge() -> String { "charged the fake" }
}

struct FakeClient: HTTPClient {
    func get(_ path: String) -> String { "fake \(path)" }
}

// The suite is `@MainActor` by the target's default, like the hub; Swift Testing still runs
// its tests in parallel, each in its own task, so mocks go in scopes.
@Suite struct MainActorDefaultTests {
    @Test func resolvesEveryKind() async throws {
        #expect(AppHub.resolveGreeter().greet("Ada").hasPrefix("Hello, Ada! It is 09:41."))
        #expect(AppHub.resolve(Order.self, number: 7).number == 7)
        #expect(AppHub.resolveImageCache() === AppHub.resolveImageCache())
        #expect(AppHub.resolveAll((any AnalyticsSink).self).map(\.name) == ["console", "file"])
        #expect(AppHub.resolveAnalytics().logger == nil)
        #expect(try await AppHub.resolveRepository().database === AppHub.resolveDatabase())
        #expect(AppHub.resolve((any Theme).self).name == "dark")
        #expect(AppHub.resolveRouter() === AppHub.resolveRouter())
        #expect(AppHub.factory(of: Order.self).make(number: 3).number == 3)
        #expect(AppHub.resolvePalette() === AppHub.resolve((any Palette).self))
        #expect(AppHub.resolve((any Badge).self, name: "Ada").label == "badge: Ada")
        #expect(await AppHub.resolveEngine().kind == "v8")
    }

    @Test func theAppProvidesTheFeaturesRequirement() {
        #expect(AppHub.resolveFeedTitle().text == "FEED")
    }

    @Test func scopedMocksWinAndEnd() {
        AppHub.withMocks({ mocks in
            mocks.mock((any Clock).self, singleton: FixedClock(time: "12:00"))
            mocks.mock((any HTTPClient).self) { FakeClient() }
        }) {
            #expect(AppHub.resolveGreeter().greet("Ada") == "Hello, Ada! It is 12:00. fake /hello")
        }
        #expect(AppHub.resolveGreeter().greet("Ada").hasSuffix("GET /hello"))
    }

    @Test(.hubMocks(AppHub.self) { $0.mock((any Clock).self, singleton: FixedClock(time: "08:00")) })
    func traitMocks() {
        #expect(AppHub.resolveGreeter().greet("Grace").contains("08:00"))
    }

    @Test func aMustMockRegistrationTakesTheTestDefaultsOrAScopedMock() {
        #expect(AppHub.resolvePaymentGateway().charge() == "charged the default")
        AppHub.withMocks({ $0.mock((any PaymentGateway).self) { FakeGateway() } }) {
            #expect(AppHub.resolvePaymentGateway().charge() == "charged the fake")
        }
    }

    @Test func mocksReachTheImportedMainActorHub() {
        let fake = FeedModelMaker.make()
        AppHub.withMocks({ $0.mock(FeedModel.self, singleton: fake) }) {
            #expect(AppHub.resolveFeedModel() === fake)
            #expect(FeatureHub.resolveFeedModel() === fake)
        }
    }

    @Test func parallelScopesNeverSeeEachOther() async {
        // Each task on the main actor, where the hub is; their scopes still interleave.
        let tasks = (0..<20).map { index in
            Task { @MainActor in
                await AppHub.withMocks({ $0.mock((any Clock).self, singleton: FixedClock(time: "\(index)")) }) {
                    await Task.yield()
                    return AppHub.resolveGreeter().greet("Ada").contains("It is \(index).")
                }
            }
        }
        for task in tasks {
            #expect(await task.value)
        }
    }

    @Test func scopesStartAndReset() {
        AppHub.startScope(UserSession.self, apiKey: "pk_test")
        let cart = AppHub.resolveCart()
        #expect(cart.key == "pk_test" && cart === AppHub.resolveCart())
        AppHub.resetScope(UserSession.self)
        #expect(AppHub.resolveCart() !== cart)
    }

    @Test func theNonisolatedHubResolvesOffTheMainActor() async {
        let value = await Task.detached { BackgroundHub.resolveChecksum().value }.value
        #expect(value == 42)
    }
}

/// A second `FeedModel` for a mock, made by the real registration's hub.
@MainActor enum FeedModelMaker {
    static func make() -> FeedModel {
        FeatureHub.withMocks({ _ in }) { FeatureHub.resolveFeedModel() }
    }
}

// Global mocks, serialized: they are process-wide.
@Suite(.serialized) struct GlobalMockTests {
    @Test func globalMockAppliesUntilReset() {
        AppHub.mock((any Clock).self, singleton: FixedClock(time: "07:00"))
        #expect(AppHub.resolveGreeter().greet("Ada").contains("07:00"))
        AppHub.resetMocks()
        #expect(AppHub.resolveGreeter().greet("Ada").contains("09:41"))
        #expect(AppHub.resolvePaymentGateway().charge() == "charged the default")
    }
}
