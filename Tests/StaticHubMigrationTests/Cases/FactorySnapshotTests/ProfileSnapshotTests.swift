import FactoryKit
import SnapshotTesting

/// A snapshot test imports its snapshot library, not XCTest: its test case's base class says
/// it is a test, so its override is a mock, not the app's configuration.
final class ProfileSnapshotTests: SnapshotTestCase {
    override func setUp() {
        super.setUp()
        Container.shared.endpoint.register { Endpoint(host: "snapshots.local") }
    }
}
