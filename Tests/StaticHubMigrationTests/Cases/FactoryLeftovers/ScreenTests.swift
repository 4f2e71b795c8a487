import FactoryKit
import XCTest

final class TimerTests: XCTestCase {
    override func tearDown() {
        Container.shared.reset()
    }

    func testOverride() {
        Container.shared.clock.register { Clock() }
        XCTAssertNotNil(Container.shared.timer.resolve())
    }

    // Written for the main actor; the clock's registration is not. The tagged report's
    // override becomes a mock with its tag.
    @MainActor func testMainActorOverride() {
        Container.shared.clock.register { @MainActor in Clock() }
        Container.shared.featureReport.register { Report(formatter: Formatter()) }
    }

    // Tests build in debug, so this needs no '#if DEBUG'; the hub's mock of it would.
    func testDebugClock() {
        Container.shared.debugClock.register { Clock() }
    }
}

/// A builder handed the container: its calls go through what Factory keeps.
func makeTimer(from container: Container) -> Timer {
    container.timer()
}
