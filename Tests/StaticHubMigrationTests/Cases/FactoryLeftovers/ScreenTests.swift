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
}

/// A builder handed the container: its calls go through what Factory keeps.
func makeTimer(from container: Container) -> Timer {
    container.timer()
}
