import FactoryKit

// Forms the migration cannot read or move: each stays, with its reason.
extension Container {
    var counter: ParameterFactory<Int> { self { 1 } }

    var madeClock: Factory<Clock> { makeClock() }

    var emptyClock: Factory<Clock> { self {} }

    var secondsClock: Factory<Clock> { self { seconds in Clock() } }

    var holder: Factory<Holder> { self { Holder(container: self) } }

    var missingHolder: Factory<Holder> { self { Holder(clock: self.unknownClock()) } }

    var testedClock: Factory<Clock> {
        self { Clock() }.onTest {
            let clock = Clock()
            return clock
        }
    }

    func makeClock() -> Clock { Clock() }
}

// An extension of Factory's own protocol registers in every container.
extension SharedContainer {
    var everywhereClock: Factory<Clock> { self { Clock() } }
}

// A container member none of the files declares, resolved in a string's interpolation.
func describeProfile() -> String {
    "profile \(Container.shared.remoteProfile())"
}

// An extension only debug builds compile: it moves under the same '#if', but for what a test
// replaces where the '#if' does not hold (ScreenTests.swift).
#if DEBUG
    extension Container {
        var debugClock: Factory<Clock> { self { Clock() } }
        var debugReport: Factory<Report> { self { Report(formatter: Formatter()) } }
    }
#endif
