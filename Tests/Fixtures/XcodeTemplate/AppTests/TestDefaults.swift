import Network
import StaticHub

@testable import APP_MODULE

// The documented spellings, one per hub isolation, the same in every test target whatever its
// default isolation, upcoming features and language mode. Test doubles are written
// `nonisolated`, so that they are the same types in every target.

nonisolated struct FakeClient: HTTPClient {
    func get(_ path: String) -> String { "fake \(path)" }
}

nonisolated final class FixedClock: Clock {
    let time: String
    init(time: String) { self.time = time }
    func now() -> String { time }
}

nonisolated struct FakeUploader: Uploader {
    func upload(_ name: String) -> String { "fake upload \(name)" }
}

/// A main-actor hub: its defaults run on the main actor.
extension AppHub: MainActorHubTestDefaults {
    public static func testDefaults(_ mocks: inout Mocks) {
        mocks.mock((any HTTPClient).self, singleton: FakeClient())
        mocks.mock((any Clock).self, singleton: FixedClock(time: "PAIR_NAME"))
    }
}

/// A nonisolated hub: its defaults are installed wherever it is first used.
extension WorkerHub: HubTestDefaults {
    public static func testDefaults(_ mocks: inout Mocks) {
        mocks.mock((any Uploader).self, singleton: FakeUploader())
    }
}
