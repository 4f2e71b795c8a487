import Foundation
import Network
import StaticHub
import StaticHubTesting
import Testing

@testable import APP_MODULE

// `@MainActor`, as a test of the app's main-actor hub is in a target without that default.
@MainActor
@Suite(.hubMocks(AppHub.self) { $0.mock(Store.self) { Store(items: ["suite"]) } })
struct AppTests {
    @Test func testDefaultsReachTheLocalAndTheImportedOpenRegistration() {
        #expect(AppHub.resolveClock().now() == "PAIR_NAME")
        #expect(AppHub.resolveGreeter().greet("Ada") == "Hello, Ada! It is PAIR_NAME. fake /hello")
    }

    @Test func theSuitesTraitApplies() {
        #expect(AppHub.resolveStore().items == ["suite"])
    }

    @Test(.hubMocks(AppHub.self) { @MainActor mocks in mocks.mock(Store.self, singleton: Store(items: ["test"])) })
    func aTestsTraitWithAMainActorBuilderWins() {
        #expect(AppHub.resolveStore().items == ["test"])
    }

    @Test func withMocksSyncAndAsync() async {
        AppHub.withMocks({ $0.mock(Banner.self) { Banner(text: "sync") } }) {
            #expect(AppHub.resolveBanner().text == "sync")
        }
        await AppHub.withMocks({ $0.mock(Banner.self, singleton: Banner(text: "async")) }) {
            await Task.yield()
            #expect(AppHub.resolveBanner().text == "async")
        }
    }

    @Test(arguments: 0..<24)
    func parallelCasesEachSeeTheirOwnMock(index: Int) async {
        await AppHub.withMocks({ $0.mock((any Clock).self, singleton: FixedClock(time: "\(index)")) }) {
            await Task.yield()
            #expect(AppHub.resolveGreeter().greet("Ada").contains("It is \(index)."))
        }
    }

    @Test func scopeInputs() {
        AppHub.startScope(UserSession.self, apiKey: "pk_test")
        #expect(AppHub.resolveCart().key == "pk_test")
    }

    @Test func theNonisolatedHubsDefaultsApplyOffTheMainActor() async {
        let uploads = await withTaskGroup(of: String.self) { group in
            for index in 0..<4 {
                group.addTask { WorkerHub.resolveUploader().upload("\(index)") }
            }
            var uploads: [String] = []
            for await upload in group { uploads.append(upload) }
            return uploads
        }
        #expect(uploads.sorted() == (0..<4).map { "fake upload \($0)" })
    }
}

// Global mocks change the process: these run one at a time, on a registration no other test reads.
@MainActor
@Suite(.serialized)
struct GlobalMockTests {
    @Test func aGlobalMockAppliesUntilReset() {
        AppHub.mock(Banner.self, singleton: Banner(text: "global"))
        defer { AppHub.resetMocks() }
        #expect(AppHub.resolveBanner().text == "global")
    }
}

/// Run with `XCODE_RUNNING_FOR_PREVIEWS=1` as well: a preview process installs the app's
/// preview defaults and not the test target's.
@MainActor
@Suite struct ProcessDefaultsTests {
    @Test func previewDefaultsOnlyInAPreviewProcess() {
        if ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" {
            #expect(AppHub.resolveClock().now() == "preview")
            #expect(AppHub.resolveGreeter().greet("Ada") == "Hello, Ada! It is preview. sample /hello")
        } else {
            #expect(AppHub.resolveClock().now() == "PAIR_NAME")
        }
    }
}
