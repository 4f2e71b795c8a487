import StaticHub
import Testing

private protocol Service {}
private struct Implementation: Service {
    init() {}
    init(value: Int) {}
}

@Suite("Manifest DSL")
struct HubRegistrationTests {
    @Test("Each registration function records its kind, type and name")
    func kinds() {
        let registrations = [
            AutoRegister((any Service).self, using: Implementation.init),
            SingletonRegister((any Service).self, name: "shared", using: Implementation.init),
            Register((any Service).self, parameterTypes: .explicit(Int.self), using: Implementation.init(value:)),
            Register((any Service).self, parameterTypes: Int.self, factory: Implementation.init(value:)),
            FactoryRegister((any Service).self, parameterTypes: .explicit(Int.self), using: Implementation.init(value:)),
            FactoryRegister((any Service).self, parameterTypes: Int.self, factory: Implementation.init(value:)),
            OpaqueAutoRegister((any Service).self, using: Implementation.init),
            OpaqueSingletonRegister((any Service).self, using: Implementation.init),
            OpaqueRegister((any Service).self, parameterTypes: .resolved(Int.self), using: Implementation.init(value:)),
            OpaqueFactoryRegister((any Service).self, parameterTypes: Int.self, factory: Implementation.init(value:))
        ]
        #expect(
            registrations.map(\.kind) == [
                .auto, .singleton, .register, .register, .register, .register,
                .opaqueAuto, .opaqueSingleton, .opaqueRegister, .opaqueRegister
            ])
        #expect(registrations.allSatisfy { $0.registeredType == (any Service).self })
        #expect(registrations.map(\.name) == [nil, "shared", nil, nil, nil, nil, nil, nil, nil, nil])
        #expect(registrations[1].description == "SingletonRegister(\((any Service).self))")
    }

    @Test("Parameters record where their value comes from")
    func parameterSources() {
        #expect(HubParameter<Int>.explicit(Int.self).source == .explicit)
        #expect(HubParameter<String>.resolved(String.self).source == .resolved)
    }
}
