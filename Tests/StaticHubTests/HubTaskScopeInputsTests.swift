import StaticHub
import Testing

/// One marker type that two hubs name in a `TaskScope`, as two modules that cannot see each
/// other may: the generator cannot report it, so the runtime keeps the two apart.
private enum SharedMarker {}

/// A value built in a scope, from that scope's input.
private final class Built: Sendable {
    let input: String

    init(input: String) {
        self.input = input
    }
}

/// What a hub's generated code stores a scope's instances in.
private struct FirstInstances: _HubTaskScopeInstances {
    var built: Built?
}

private struct SecondInstances: _HubTaskScopeInstances {}

@Suite("Task scope stores")
struct HubTaskScopeInputsTests {
    @Test("Two hubs' task scopes of one marker type are two scopes: each resolve reads its own hub's withScope")
    func oneMarkerTwoHubs() {
        // What two hubs' generated code holds: a store each, with inputs of different types,
        // and a cell of each store's scope: the first's instance in its hub's struct, the
        // second's in a slot (as a mock scope's sibling cell's is).
        let first = _HubTaskScopeInputs<String, FirstInstances>(scope: SharedMarker.self)
        let second = _HubTaskScopeInputs<(Int, Int), SecondInstances>(scope: SharedMarker.self)
        let firstCell = _HubTaskScopedCell<Built>(scope: first, outOfScope: "outside the first")
        let secondCell = _HubTaskScopedCell<Built>(scope: second, outOfScope: "outside the second")
        let (outer, inner) = first.withScope("first") {
            second.withScope((1, 2)) {
                // The first cell builds from the inputs its store hands over; the second's
                // resolve reads its store's, as an input's accessor does.
                func resolveFirst() -> Built {
                    firstCell.value(in: first, stored: { $0.built }, storing: { $0.built = $1 }, file: #fileID, line: #line) { input in
                        Built(input: input)
                    }
                }
                let secondInput = second.value({ "\($0.0)+\($0.1)" }, orFail: "no second")
                let built = (resolveFirst(), secondCell.value(file: #fileID, line: #line) { Built(input: secondInput) })
                // Built once per scope: a second resolve of each finds its own instance.
                #expect(resolveFirst() === built.0)
                #expect(secondCell.value(file: #fileID, line: #line) { Built(input: "again") } === built.1)
                return (built.0.input, built.1.input)
            }
        }
        #expect(outer == "first")
        #expect(inner == "1+2")
    }
}
