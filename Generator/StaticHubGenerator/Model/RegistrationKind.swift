/// The registration functions of the manifest DSL, spelled as users write them.
enum RegistrationKind: String, CaseIterable, Sendable {
    case autoRegister = "AutoRegister"
    case singletonRegister = "SingletonRegister"
    case register = "Register"
    case factoryRegister = "FactoryRegister"
    case opaqueAutoRegister = "OpaqueAutoRegister"
    case opaqueSingletonRegister = "OpaqueSingletonRegister"
    case opaqueRegister = "OpaqueRegister"
    case opaqueFactoryRegister = "OpaqueFactoryRegister"

    enum Lifetime: Sendable {
        /// A new value on every resolve.
        case transient
        /// One shared value, created on first resolve.
        case singleton
    }

    var lifetime: Lifetime {
        switch self {
        case .singletonRegister, .opaqueSingletonRegister: .singleton
        case .autoRegister, .register, .factoryRegister, .opaqueAutoRegister, .opaqueRegister, .opaqueFactoryRegister: .transient
        }
    }

    /// Opaque registrations resolve to `some P` and cannot be mocked.
    var isOpaque: Bool {
        switch self {
        case .opaqueAutoRegister, .opaqueSingletonRegister, .opaqueRegister, .opaqueFactoryRegister: true
        case .autoRegister, .singletonRegister, .register, .factoryRegister: false
        }
    }

    /// `Register` and its aliases take `.explicit`/`.resolved` parameters (with `using:`)
    /// or parameters that are all explicit (with `factory:`); the others resolve all.
    var takesExplicitParameters: Bool {
        switch self {
        case .register, .factoryRegister, .opaqueRegister, .opaqueFactoryRegister: true
        case .autoRegister, .singletonRegister, .opaqueAutoRegister, .opaqueSingletonRegister: false
        }
    }
}
