import Testing
import StaticHub

@Suite("HubMockSlot")
struct HubMockSlotTests {
    @Test("Starts empty; set replaces; nil clears")
    func setAndClear() {
        let slot = HubMockSlot<@Sendable () -> Int>()
        #expect(slot.value == nil)
        slot.set { 7 }
        #expect(slot.value?() == 7)
        slot.set(nil)
        #expect(slot.value == nil)
    }

    @Test("Concurrent writers and readers always see a whole value")
    func concurrentAccess() async {
        let slot = HubMockSlot<[Int]>()
        let values = (0..<500).map { Array(repeating: $0, count: 64) }
        await withTaskGroup(of: Void.self) { group in
            for value in values {
                group.addTask { slot.set(value) }
                group.addTask {
                    if let seen = slot.value {
                        // A torn write would mix numbers within one array.
                        #expect(Set(seen).count == 1)
                        #expect(seen.count == 64)
                    }
                }
            }
        }
        #expect(slot.value.map { values.contains($0) } == true)
    }
}
