import Testing

@testable import StaticHubGenerator

/// What the interface stage (`InterfaceBuilder`) rejects of a hub or a registration's types:
/// hubs generated code cannot extend, types it cannot name, and kinds whose type cannot be
/// what they register; and the access a type gives the members that name it.
@Suite("Interfaces: hubs and the types they name")
struct InterfaceBuilderTests {
    @Test("A private or fileprivate type in a generated signature is an error at the type")
    func typeNotVisibleToGeneratedCode() {
        let result = generate(
            """
            fileprivate struct Token {}
            private struct Secret {}
            enum Hub {
                static let manifest: [HubRegistration] = [
                    AutoRegister(Token.self, using: Token.init),
                    Register(Int.self, parameterTypes: .explicit(Secret.self), using: { _ in 1 }),
                ]
            }
            """)
        #expect(
            printed(result) == [
                "Manifest.swift:5:22: error: 'Token' is fileprivate, but the code generated for this registration lives in another file of the module; make 'Token' at least internal",
                "Manifest.swift:6:54: error: 'Secret' is private, but the code generated for this registration lives in another file of the module; make 'Secret' at least internal"
            ])
    }

    @Test("A weak singleton of a struct or enum the files declare is an error at the type")
    func weakSingletonOfValueType() {
        let result = generate(
            """
            struct Settings {}
            final class Cache {}
            enum Hub {
                static let manifest: [HubRegistration] = [
                    WeakSingletonRegister(Cache.self, using: Cache.init),
                    WeakSingletonRegister(Settings.self, using: Settings.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                "Manifest.swift:6:31: error: 'WeakSingletonRegister' needs a class type, or a protocol that requires 'AnyObject', and 'Settings' is a struct: nothing can hold a weak reference to it; register it with 'SingletonRegister' or 'AutoRegister'"
            ])
    }

    @Test("An opaque registration of a class, struct or standard value type is an error at the type, once")
    func opaqueOfConcreteType() {
        let result = generate(
            """
            protocol Engine {}
            final class V8: Engine {}
            enum Hub {
                static let manifest: [HubRegistration] = [
                    OpaqueAutoRegister(Engine.self, using: V8.init),
                    OpaqueSingletonRegister(V8.self, using: V8.init),
                    OpaqueAutoRegister(Int.self, using: { 1 }),
                ]
            }
            """)
        #expect(
            printed(result) == [
                "Manifest.swift:6:33: error: 'OpaqueSingletonRegister' resolves to 'some P', so it needs a protocol such as '(any P)', not 'V8'",
                "Manifest.swift:7:28: error: 'OpaqueAutoRegister' resolves to 'some P', so it needs a protocol such as '(any P)', not 'Int'"
            ])
        #expect(result.output == nil)
    }

    @Test("A manifest whose hub is not declared in the target")
    func hubNotFound() {
        let result = generate(
            """
            extension Elsewhere {
                static let manifest: [HubRegistration] = [AutoRegister(A.self, using: A.init)]
            }
            """)
        #expect(
            printed(result) == [
                "Manifest.swift:2:16: error: cannot find the declaration of hub 'Elsewhere' in this target's sources; declare the hub type in the same target as its manifests"
            ])
    }

    @Test("Hubs that generated code cannot extend: private, generic, protocol")
    func unusableHubs() {
        #expect(
            printed(
                generate(
                    """
                    private enum Hub {
                        static let manifest: [HubRegistration] = [AutoRegister(A.self, using: A.init)]
                    }
                    """)) == [
                    "Manifest.swift:1:14: error: hub 'Hub' is private; generated code lives in another file, so a hub must be at least internal"
                ])
        #expect(
            printed(
                generate(
                    """
                    enum Outer {
                        fileprivate enum Hub {}
                    }
                    extension Outer.Hub {
                        static let manifest: [HubRegistration] = [AutoRegister(A.self, using: A.init)]
                    }
                    """)) == [
                    "Manifest.swift:2:22: error: hub 'Outer.Hub' is fileprivate; generated code lives in another file, so a hub must be at least internal"
                ])
        #expect(
            printed(
                generate(
                    """
                    struct Hub<T> {}
                    extension Hub {
                        static let manifest: [HubRegistration] = [AutoRegister(A.self, using: A.init)]
                    }
                    """)) == [
                    "Manifest.swift:1:8: error: hub 'Hub' is generic; a hub stores its singletons in static properties, which generic types cannot have"
                ])
    }

    @Test("A protocol cannot be a hub")
    func protocolHub() {
        #expect(
            printed(
                generate(
                    """
                    protocol Hub {}
                    extension Hub {
                        static let manifest: [HubRegistration] = [AutoRegister(A.self, using: A.init)]
                    }
                    """)) == ["Manifest.swift:1:10: error: hub 'Hub' is a protocol; a hub must be an enum, struct, class or actor"])
    }

    @Test("A public hub's members take the access of the types they name, wherever those are declared")
    func accessOfTypesInOtherFiles() throws {
        let result = generate([
            "Hub.swift": """
            public enum Hub {}
            extension Hub {
                static let manifest: [HubRegistration] = [
                    AutoRegister((any Printer).self, using: ConsolePrinter.init),
                    AutoRegister(Outer.Inner.self, using: Outer.Inner.init),
                    AutoRegister(Shared.self, using: Shared.init),
                ]
            }
            """,
            "Printer.swift": "protocol Printer {}\nstruct ConsolePrinter: Printer {}",
            "Outer.swift": "public enum Outer {}\nextension Outer {\n    struct Inner {}\n}",
            "Shared.swift": "public struct Shared {\n    public init() {}\n}",
            "Unrelated.swift": "let banner = \"\"\"\nPrinter, unterminated"
        ])
        #expect(result.diagnostics.isEmpty)
        // Internal accessors for the internal types, a public one for the public type.
        try expectGolden(try #require(result.output))
    }
}
