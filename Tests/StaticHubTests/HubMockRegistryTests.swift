import StaticHub
import Testing

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

// Registration keys. `x` and `y` share their bit (`HubMockKey.bit`, the top six bits), so
// a scope mocking one must still look the other up; `z`'s bit is another.
private let x: UInt64 = 0x01
private let y: UInt64 = 0x02
private let z: UInt64 = 0xfc00_0000_0000_0000

/// A singleton's mock check as generated code makes it, for an `Int` singleton.
private func instanceOrBuilt(_ registry: _HubMockRegistry, _ key: UInt64, slot: Int, make: () -> Int) -> Int? {
    registry.singleton(key, slot: slot, factory: (@Sendable () -> Int).self, call: { $0() }, make: make)
}

/// Tells one instance from another.
private final class Token: Sendable {}

private func overrides(_ values: [UInt64: Int], of hub: Any.Type = HubA.self) -> _HubMockOverrides {
    var result = _HubMockOverrides()
    for (key, value) in values { result[hub, key] = value }
    return result
}

@Suite("_HubMockRegistry")
struct HubMockRegistryTests {
    @Test("Global mocks: set, replace, remove, reset")
    func globals() {
        let registry = _HubMockRegistry(hub: GlobalsHub.self)
        #expect(registry.override(x, as: Int.self) == nil)
        registry.setGlobal(1, for: x, setBy: GlobalsHub.self)
        registry.setGlobal(2, for: x, setBy: GlobalsHub.self)
        #expect(registry.override(x, as: Int.self) == 2)
        registry.setGlobal(Int?.none, for: x, setBy: GlobalsHub.self)
        #expect(registry.override(x, as: Int.self) == nil)
        registry.setGlobal(3, for: y, setBy: GlobalsHub.self)
        registry.resetGlobals()
        #expect(registry.override(y, as: Int.self) == nil)
    }

    // Other tests set mocks at the same time, so only "active" can be asserted, never "idle".
    @Test("Mocks count as active inside a scope, in a task started there, and while a global mock is set")
    func activity() async {
        let registry = _HubMockRegistry(hub: ActivityHub.self)
        let task = registry.withScope(overrides([x: 1], of: ActivityHub.self)) {
            #expect(_HubMockRegistry.isAnyMockActive)
            return Task { _HubMockRegistry.isAnyMockActive && registry.override(x, as: Int.self) == 1 }
        }
        #expect(await task.value)
        registry.setGlobal(2, for: x, setBy: ActivityHub.self)
        #expect(_HubMockRegistry.isAnyMockActive)
        #expect(registry.override(x, as: Int.self) == 2)
        registry.resetGlobals()
    }

    @Test("Scopes win over globals, nest with the inner one winning, and end with their body")
    func scopes() {
        let registry = _HubMockRegistry(hub: ScopesHub.self)
        registry.setGlobal(0, for: x, setBy: ScopesHub.self)
        registry.withScope(overrides([x: 1, y: 1], of: ScopesHub.self)) {
            #expect(registry.override(x, as: Int.self) == 1)
            registry.withScope(overrides([x: 2], of: ScopesHub.self)) {
                #expect(registry.override(x, as: Int.self) == 2)
                #expect(registry.override(y, as: Int.self) == 1)
            }
            #expect(registry.override(x, as: Int.self) == 1)
        }
        #expect(registry.override(x, as: Int.self) == 0)
        #expect(registry.override(y, as: Int.self) == nil)
    }

    @Test("A scope ends when its body throws")
    func throwingBody() {
        struct Failure: Error {}
        let registry = _HubMockRegistry(hub: ThrowingHub.self)
        #expect(throws: Failure.self) {
            try registry.withScope(overrides([x: 1], of: ThrowingHub.self)) { throw Failure() }
        }
        #expect(registry.override(x, as: Int.self) == nil)
    }

    @Test("Another hub's scope is invisible")
    func otherHub() {
        let a = _HubMockRegistry(hub: HubA.self)
        let b = _HubMockRegistry(hub: HubB.self)
        b.withScope(overrides([x: 1], of: HubB.self)) {
            #expect(a.override(x, as: Int.self) == nil)
            #expect(b.override(x, as: Int.self) == 1)
        }
    }

    @Test("withoutMocks hides scoped and global mocks")
    func barrier() {
        let registry = _HubMockRegistry(hub: BarrierHub.self, slots: 1)
        registry.setGlobal(0, for: x, setBy: BarrierHub.self)
        registry.withScope(overrides([x: 1], of: BarrierHub.self)) {
            let seen = _HubMockRegistry.withoutMocks { registry.override(x, as: Int.self) }
            #expect(seen == nil)
            #expect(_HubMockRegistry.withoutMocks { registry.singleton(slot: 0) { 5 } } == nil)
        }
    }

    @Test("Singletons: one per scope while mocks are active, none without")
    func singletons() {
        let registry = _HubMockRegistry(hub: SingletonsHub.self, slots: 1)
        #expect(registry.singleton(slot: 0) { 1 } == nil)
        registry.withScope(overrides([:])) {
            #expect(registry.singleton(slot: 0) { 2 } == 2)
            #expect(registry.singleton(slot: 0) { 3 } == 2)
            registry.withScope(overrides([:])) {
                #expect(registry.singleton(slot: 0) { 4 } == 4)
            }
        }
        registry.setGlobal(0, for: x, setBy: SingletonsHub.self)
        #expect(registry.singleton(slot: 0) { 5 } == 5)
        #expect(registry.singleton(slot: 0) { 6 } == 5)
        registry.setGlobal(1, for: x, setBy: SingletonsHub.self)
        #expect(registry.singleton(slot: 0) { 7 } == 7)
        registry.resetGlobals()
        #expect(registry.singleton(slot: 0) { 8 } == nil)
    }

    @Test("Global mocks set and read from many tasks at once")
    func concurrentGlobals() async {
        let registry = _HubMockRegistry(hub: ConcurrentHub.self)
        await withTaskGroup(of: Void.self) { group in
            for value in 0..<500 {
                group.addTask { registry.setGlobal(value, for: x, setBy: ConcurrentHub.self) }
                group.addTask {
                    if let seen = registry.override(x, as: Int.self) { #expect((0..<500).contains(seen)) }
                }
            }
        }
        #expect(registry.override(x, as: Int.self) != nil)
    }

    @Test("A hub mocks a registration it imports: the declaring hub sees it, and the importer's reset removes it")
    func importedGlobal() {
        let importing = _HubMockRegistry(hub: ImportingHub.self, importedHubs: [ImportedHub.self], slots: 1)
        let imported = _HubMockRegistry(hub: ImportedHub.self)
        imported.setGlobal(1, for: x, setBy: ImportingHub.self)
        #expect(imported.override(x, as: Int.self) == 1)
        #expect(importing.override(x, as: Int.self) == nil)
        // The importer's singletons may depend on the mocked registration: built from the mocks.
        #expect(importing.singleton(slot: 0) { 2 } == 2)
        importing.resetGlobals()
        #expect(imported.override(x, as: Int.self) == nil)
        #expect(importing.singleton(slot: 0) { 3 } == nil)
    }

    @Test("A scope entered through an importing hub mocks the declaring hub's registration and its singletons")
    func importedScope() {
        let importing = _HubMockRegistry(hub: ScopedImportingHub.self, importedHubs: [ScopedImportedHub.self])
        let imported = _HubMockRegistry(hub: ScopedImportedHub.self, slots: 1)
        #expect(imported.singleton(slot: 0) { 0 } == nil)
        importing.withScope(overrides([x: 1], of: ScopedImportedHub.self)) {
            #expect(imported.override(x, as: Int.self) == 1)
            #expect(imported.singleton(slot: 0) { 2 } == 2)
            #expect(imported.singleton(slot: 0) { 3 } == 2)
        }
        #expect(imported.override(x, as: Int.self) == nil)
        #expect(imported.singleton(slot: 0) { 4 } == nil)
    }

    @Test("Keys that share a bit are told apart, and a key whose bit is clear is not looked up")
    func sharedBits() {
        let registry = _HubMockRegistry(hub: HubA.self)
        registry.withScope(overrides([x: 1])) {
            #expect(registry.override(x, as: Int.self) == 1)
            #expect(registry.override(y, as: Int.self) == nil)
            #expect(registry.override(z, as: Int.self) == nil)
            registry.withScope(overrides([z: 3])) {
                #expect(registry.override(x, as: Int.self) == 1)
                #expect(registry.override(z, as: Int.self) == 3)
            }
        }
    }

    @Test("A singleton's own mock wins over the scope's instance; slots keep hubs' singletons apart")
    func singletonMocks() {
        let first = _HubMockRegistry(hub: HubA.self, slots: 2)
        let second = _HubMockRegistry(hub: HubB.self, slots: 1)
        #expect(instanceOrBuilt(first, x, slot: 0) { 1 } == nil)
        var mocks = overrides([x: 10])
        mocks[HubB.self, x] = 20
        first.withScope(mocks) {
            #expect(instanceOrBuilt(first, x, slot: 0) { 1 } == 10)
            #expect(instanceOrBuilt(first, y, slot: 1) { 2 } == 2)
            #expect(instanceOrBuilt(first, y, slot: 1) { 3 } == 2)
            // The scope was entered through `first` but mocks `second`'s registration too.
            #expect(instanceOrBuilt(second, x, slot: 0) { 4 } == 20)
            #expect(second.singleton(slot: 0) { 5 } == 5)
        }
    }

    @Test("A singleton's closure mock makes the instance once per scope; a transient one's runs on each resolve")
    func closureMocks() {
        let registry = _HubMockRegistry(hub: HubA.self, slots: 1)
        var mocks = _HubMockOverrides()
        let makeToken: @Sendable () -> Token = { Token() }
        mocks[HubA.self, x] = makeToken
        func shared() -> Token? {
            registry.singleton(x, slot: 0, factory: (@Sendable () -> Token).self, call: { $0() }, make: { Token() })
        }
        let first = registry.withScope(mocks) { () -> Token? in
            let token = shared()
            #expect(token != nil && token === shared())
            guard case .factory(let make) = registry.override(x, factory: (@Sendable () -> Token).self, instance: Token.self) else {
                Issue.record("the closure mock is not found as one")
                return token
            }
            #expect(make() !== make())
            return token
        }
        let second = registry.withScope(mocks) { shared() }
        #expect(first != nil && second != nil && first !== second)
        #expect(shared() == nil)
    }

    @Test("A mock stored as one type and read as a protocol it conforms to is still found")
    func otherType() {
        let registry = _HubMockRegistry(hub: HubA.self)
        registry.withScope(overrides([x: 7])) {
            #expect(registry.override(x, as: (any Sendable).self) as? Int == 7)
            #expect(registry.override(x, as: String.self) == nil)
        }
    }
}
