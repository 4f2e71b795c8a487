import StaticHub
import Testing

@Suite("Opaque registrations")
struct OpaqueRegistrationTests {
    @Test("OpaqueAutoRegister returns some P, by type, accessor and factory")
    func opaqueAuto() {
        #expect(AppHub.resolve((any Engine).self).horsepower == 450)
        #expect(AppHub.resolveEngine().horsepower == 450)
        #expect(AppHub.factory(of: (any Engine).self).make().horsepower == 450)
    }

    @Test("OpaqueSingletonRegister shares one instance")
    func opaqueSingleton() {
        let first = AppHub.resolve((any Cache).self)
        let second = AppHub.resolveCache()
        #expect(first === second)
        #expect(first.value(for: "greeting") == "hello")
    }

    @Test("OpaqueRegister with explicit and resolved parameters")
    func opaqueRegister() {
        let car = AppHub.resolve((any Car).self, name: "roadster")
        #expect(car.name == "roadster")
        #expect(car.engine.horsepower == 450)
        #expect(AppHub.factory(of: (any Car).self).make(name: "coupe").name == "coupe")
        #expect(AppHub.factory(of: (any Car).self, name: "van").make().name == "van")
    }

    @Test("OpaqueRegister(factory:) and the deprecated OpaqueFactoryRegister")
    func opaqueFactoryForms() {
        #expect(AppHub.resolve((any Wheel).self, size: 19).size == 19)
        #expect(AppHub.resolve((any Seat).self, position: 2).position == 2)
        #expect(AppHub.factory(of: (any Seat).self, position: 3).make().position == 3)
    }

    @Test("A plain registration can depend on opaque ones")
    func plainDependsOnOpaque() {
        let garage = AppHub.resolve(Garage.self)
        #expect(garage.engine.horsepower == 450)
        #expect(garage.cache.value(for: "greeting") == "hello")
    }
}
