import StaticHub
import Testing

/// `mock(T.self) { … }` and `mock(T.self, singleton: …)` for every lifetime: a closure runs on
/// each resolve of a transient registration and once per mock scope for a shared one; an
/// instance is returned by every resolve.
@Suite("One mock API for every lifetime")
struct OneMockAPITests {
    @Test("A transient registration mocked with an instance returns it on every resolve")
    func transientInstance() {
        let fake = Gear(name: "fake")
        OneMockAPIHub.withMocks({ $0.mock(Gear.self, tag: GearTransient.self, singleton: fake) }) {
            #expect(OneMockAPIHub.resolve(Gear.self, tag: GearTransient.self) === fake)
            #expect(OneMockAPIHub.resolve(Gear.self, tag: GearTransient.self) === fake)
        }
        #expect(OneMockAPIHub.resolve(Gear.self, tag: GearTransient.self).name == "transient")
    }

    @Test("A transient registration mocked with a closure runs it on every resolve")
    func transientClosure() {
        let calls = ConstructionCounter()
        OneMockAPIHub.withMocks({
            $0.mock(Gear.self, tag: GearTransient.self) {
                calls.increment(); return Gear(name: "fake")
            }
        }) {
            let first = OneMockAPIHub.resolve(Gear.self, tag: GearTransient.self)
            #expect(first.name == "fake")
            #expect(OneMockAPIHub.resolve(Gear.self, tag: GearTransient.self) !== first)
        }
        #expect(calls.value == 2)
    }

    @Test("A registration with explicit parameters mocked with an instance returns it whatever the arguments")
    func explicitParametersInstance() {
        let fake = Gear(name: "fake")
        OneMockAPIHub.withMocks({ $0.mock(Gear.self, tag: GearLabelled.self, singleton: fake) }) {
            #expect(OneMockAPIHub.resolve(Gear.self, tag: GearLabelled.self, name: "a") === fake)
            #expect(OneMockAPIHub.resolve(Gear.self, tag: GearLabelled.self, name: "b") === fake)
        }
        #expect(OneMockAPIHub.resolve(Gear.self, tag: GearLabelled.self, name: "c").name == "c")
    }

    @Test("A singleton mocked with a closure makes its instance once per mock scope")
    func singletonClosure() {
        let calls = ConstructionCounter()
        let configure: (inout OneMockAPIHub.Mocks) -> Void = {
            $0.mock(Gear.self, tag: GearShared.self) {
                calls.increment(); return Gear(name: "fake")
            }
        }
        let inFirstScope = OneMockAPIHub.withMocks(configure) {
            let first = OneMockAPIHub.resolve(Gear.self, tag: GearShared.self)
            #expect(first.name == "fake")
            #expect(OneMockAPIHub.resolve(Gear.self, tag: GearShared.self) === first)
            return first
        }
        let inSecondScope = OneMockAPIHub.withMocks(configure) { OneMockAPIHub.resolve(Gear.self, tag: GearShared.self) }
        #expect(inSecondScope !== inFirstScope)
        #expect(calls.value == 2)
        #expect(OneMockAPIHub.resolve(Gear.self, tag: GearShared.self).name == "singleton")
    }

    @Test("A weak singleton mocked with a closure makes its instance once per mock scope")
    func weakSingletonClosure() {
        let calls = ConstructionCounter()
        OneMockAPIHub.withMocks({
            $0.mock(Gear.self, tag: GearWeak.self) {
                calls.increment(); return Gear(name: "fake")
            }
        }) {
            let first = OneMockAPIHub.resolve(Gear.self, tag: GearWeak.self)
            #expect(first.name == "fake")
            #expect(OneMockAPIHub.resolve(Gear.self, tag: GearWeak.self) === first)
        }
        #expect(calls.value == 1)
        let fake = Gear(name: "instance")
        OneMockAPIHub.withMocks({ $0.mock(Gear.self, tag: GearWeak.self, singleton: fake) }) {
            #expect(OneMockAPIHub.resolve(Gear.self, tag: GearWeak.self) === fake)
        }
    }

    @Test("A scoped registration mocked with a closure makes its instance once per mock scope")
    func scopedClosure() {
        let calls = ConstructionCounter()
        OneMockAPIHub.withMocks({
            $0.mock(Gear.self, tag: GearScoped.self) {
                calls.increment(); return Gear(name: "fake")
            }
        }) {
            let first = OneMockAPIHub.resolve(Gear.self, tag: GearScoped.self)
            #expect(first.name == "fake")
            #expect(OneMockAPIHub.resolve(Gear.self, tag: GearScoped.self) === first)
        }
        #expect(calls.value == 1)
        #expect(OneMockAPIHub.resolve(Gear.self, tag: GearScoped.self).name == "scoped")
    }
}

/// Global mocks are process-wide: this hub is mocked by no other test.
@Suite("One mock API, global mocks", .serialized)
struct OneMockAPIGlobalTests {
    @Test("Hub.mock(_:factory:) of a singleton makes its instance once until reset; mock(_:singleton:) of a transient one returns it")
    func globalForms() {
        let calls = ConstructionCounter()
        OneMockAPIGlobalHub.mock(
            Gear.self, tag: GearShared.self,
            factory: {
                calls.increment(); return Gear(name: "fake")
            })
        let first = OneMockAPIGlobalHub.resolve(Gear.self, tag: GearShared.self)
        #expect(first.name == "fake")
        #expect(OneMockAPIGlobalHub.resolve(Gear.self, tag: GearShared.self) === first)
        #expect(calls.value == 1)

        let fake = Gear(name: "instance")
        OneMockAPIGlobalHub.mock(Gear.self, tag: GearTransient.self, singleton: fake)
        #expect(OneMockAPIGlobalHub.resolve(Gear.self, tag: GearTransient.self) === fake)

        OneMockAPIGlobalHub.resetMocks()
        #expect(OneMockAPIGlobalHub.resolve(Gear.self, tag: GearShared.self).name == "singleton")
        #expect(OneMockAPIGlobalHub.resolve(Gear.self, tag: GearTransient.self).name == "transient")
    }
}
