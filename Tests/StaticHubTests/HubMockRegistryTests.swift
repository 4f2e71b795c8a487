import Testing
import StaticHub

// Global mocks are process-wide, keyed by hub: each test uses hubs of its own, since
// the suite's tests run in parallel.
private enum HubA {}
private enum HubB {}
private enum GlobalsHub {}
private enum ScopesHub {}
private enum ThrowingHub {}
private enum BarrierHub {}
private enum SingletonsHub {}
private enum ConcurrentHub {}
private enum ImportingHub {}
private enum ImportedHub {}
private enum ScopedImportingHub {}
private enum ScopedImportedHub {}
private enum ActivityHub {}

private func overrides(_ values: [String: Int], of hub: Any.Type = HubA.self) -> HubMockOverrides {
    var result = HubMockOverrides()
    for (key, value) in values { result[hub, key] = value }
    return result
}

@Suite("HubMockRegistry")
struct HubMockRegistryTests {
    @Test("Global mocks: set, replace, remove, reset")
    func globals() {
        let registry = HubMockRegistry(hub: GlobalsHub.self)
        #expect(registry.override("x", as: Int.self) == nil)
        registry.setGlobal(1, for: "x", setBy: GlobalsHub.self)
        registry.setGlobal(2, for: "x", setBy: GlobalsHub.self)
        #expect(registry.override("x", as: Int.self) == 2)
        registry.setGlobal(nil, for: "x", setBy: GlobalsHub.self)
        #expect(registry.override("x", as: Int.self) == nil)
        registry.setGlobal(3, for: "y", setBy: GlobalsHub.self)
        registry.resetGlobals()
        #expect(registry.override("y", as: Int.self) == nil)
    }

    // Other tests set mocks at the same time, so only "active" can be asserted, never "idle".
    @Test("Mocks count as active inside a scope, in a task started there, and while a global mock is set")
    func activity() async {
        let registry = HubMockRegistry(hub: ActivityHub.self)
        let task = registry.withScope(overrides(["x": 1], of: ActivityHub.self)) {
            #expect(HubMockRegistry.isAnyMockActive)
            return Task { HubMockRegistry.isAnyMockActive && registry.override("x", as: Int.self) == 1 }
        }
        #expect(await task.value)
        registry.setGlobal(2, for: "x", setBy: ActivityHub.self)
        #expect(HubMockRegistry.isAnyMockActive)
        #expect(registry.override("x", as: Int.self) == 2)
        registry.resetGlobals()
    }

    @Test("Scopes win over globals, nest with the inner one winning, and end with their body")
    func scopes() {
        let registry = HubMockRegistry(hub: ScopesHub.self)
        registry.setGlobal(0, for: "x", setBy: ScopesHub.self)
        registry.withScope(overrides(["x": 1, "y": 1], of: ScopesHub.self)) {
            #expect(registry.override("x", as: Int.self) == 1)
            registry.withScope(overrides(["x": 2], of: ScopesHub.self)) {
                #expect(registry.override("x", as: Int.self) == 2)
                #expect(registry.override("y", as: Int.self) == 1)
            }
            #expect(registry.override("x", as: Int.self) == 1)
        }
        #expect(registry.override("x", as: Int.self) == 0)
        #expect(registry.override("y", as: Int.self) == nil)
    }

    @Test("A scope ends when its body throws")
    func throwingBody() {
        struct Failure: Error {}
        let registry = HubMockRegistry(hub: ThrowingHub.self)
        #expect(throws: Failure.self) {
            try registry.withScope(overrides(["x": 1], of: ThrowingHub.self)) { throw Failure() }
        }
        #expect(registry.override("x", as: Int.self) == nil)
    }

    @Test("Another hub's scope is invisible")
    func otherHub() {
        let a = HubMockRegistry(hub: HubA.self)
        let b = HubMockRegistry(hub: HubB.self)
        b.withScope(overrides(["x": 1], of: HubB.self)) {
            #expect(a.override("x", as: Int.self) == nil)
            #expect(b.override("x", as: Int.self) == 1)
        }
    }

    @Test("withoutMocks hides scoped and global mocks")
    func barrier() {
        let registry = HubMockRegistry(hub: BarrierHub.self)
        registry.setGlobal(0, for: "x", setBy: BarrierHub.self)
        registry.withScope(overrides(["x": 1], of: BarrierHub.self)) {
            let seen = HubMockRegistry.withoutMocks { registry.override("x", as: Int.self) }
            #expect(seen == nil)
            #expect(HubMockRegistry.withoutMocks { registry.singleton("s") { 5 } } == nil)
        }
    }

    @Test("Singletons: one per scope while mocks are active, none without")
    func singletons() {
        let registry = HubMockRegistry(hub: SingletonsHub.self)
        #expect(registry.singleton("s") { 1 } == nil)
        registry.withScope(overrides([:])) {
            #expect(registry.singleton("s") { 2 } == 2)
            #expect(registry.singleton("s") { 3 } == 2)
            registry.withScope(overrides([:])) {
                #expect(registry.singleton("s") { 4 } == 4)
            }
        }
        registry.setGlobal(0, for: "x", setBy: SingletonsHub.self)
        #expect(registry.singleton("s") { 5 } == 5)
        #expect(registry.singleton("s") { 6 } == 5)
        registry.setGlobal(1, for: "x", setBy: SingletonsHub.self)
        #expect(registry.singleton("s") { 7 } == 7)
        registry.resetGlobals()
        #expect(registry.singleton("s") { 8 } == nil)
    }

    @Test("Global mocks set and read from many tasks at once")
    func concurrentGlobals() async {
        let registry = HubMockRegistry(hub: ConcurrentHub.self)
        await withTaskGroup(of: Void.self) { group in
            for value in 0..<500 {
                group.addTask { registry.setGlobal(value, for: "x", setBy: ConcurrentHub.self) }
                group.addTask {
                    if let seen = registry.override("x", as: Int.self) { #expect((0..<500).contains(seen)) }
                }
            }
        }
        #expect(registry.override("x", as: Int.self) != nil)
    }

    @Test("A hub mocks a registration it imports: the declaring hub sees it, and the importer's reset removes it")
    func importedGlobal() {
        let importing = HubMockRegistry(hub: ImportingHub.self, importedHubs: [ImportedHub.self])
        let imported = HubMockRegistry(hub: ImportedHub.self)
        imported.setGlobal(1, for: "x", setBy: ImportingHub.self)
        #expect(imported.override("x", as: Int.self) == 1)
        #expect(importing.override("x", as: Int.self) == nil)
        // The importer's singletons may depend on the mocked registration: built from the mocks.
        #expect(importing.singleton("s") { 2 } == 2)
        importing.resetGlobals()
        #expect(imported.override("x", as: Int.self) == nil)
        #expect(importing.singleton("s") { 3 } == nil)
    }

    @Test("A scope entered through an importing hub mocks the declaring hub's registration and its singletons")
    func importedScope() {
        let importing = HubMockRegistry(hub: ScopedImportingHub.self, importedHubs: [ScopedImportedHub.self])
        let imported = HubMockRegistry(hub: ScopedImportedHub.self)
        #expect(imported.singleton("s") { 0 } == nil)
        importing.withScope(overrides(["x": 1], of: ScopedImportedHub.self)) {
            #expect(imported.override("x", as: Int.self) == 1)
            #expect(imported.singleton("s") { 2 } == 2)
            #expect(imported.singleton("s") { 3 } == 2)
        }
        #expect(imported.override("x", as: Int.self) == nil)
        #expect(imported.singleton("s") { 4 } == nil)
    }
}
