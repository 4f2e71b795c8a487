import Testing

@testable import StaticHubGenerator

@Suite("Isolation per registration")
struct IsolationTests {
    /// The generated signature of `name`'s accessor, from `@` to `{`.
    private func accessor(_ name: String, in output: String) -> String? {
        output.split(separator: "\n").first { $0.contains("static func \(name)(") && $0.contains("inline(__always)") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("Isolation propagates to dependents like effects; a provider stops it; an async dependent awaits a Sendable value")
    func propagation() throws {
        let result = generate(
            """
            final class Cache {}
            final class Clock: Sendable {}
            final class Model {}
            final class Thumbnails: Sendable {}
            final class Gallery {}
            final class Launcher {}
            enum Hub {
                static let manifest: [HubRegistration] = [
                    SingletonRegister(Cache.self, isolation: MainActor.self, using: Cache.init),
                    AutoRegister(Clock.self, isolation: MainActor.self, using: Clock.init),
                    AutoRegister(Model.self, parameterTypes: Cache.self, using: Model.init),
                    AutoRegister(Thumbnails.self, effects: .async, parameterTypes: Clock.self, using: Thumbnails.init),
                    AutoRegister(Gallery.self, effects: .async, parameterTypes: Cache.self, using: Gallery.init),
                    AutoRegister(Launcher.self, parameterTypes: .provider(Cache.self), using: Launcher.init),
                ]
            }
            """)
        #expect(printed(result) == [])
        let output = try #require(result.output)
        #expect(accessor("resolveCache", in: output) == "@MainActor @inline(__always) static func resolveCache() -> Cache {")
        #expect(accessor("resolveModel", in: output) == "@MainActor @inline(__always) static func resolveModel() -> Model {")
        // `Clock` is Sendable: the async dependent awaits it and stays off the actor.
        #expect(accessor("resolveThumbnails", in: output) == "@inline(__always) static func resolveThumbnails() async -> Thumbnails {")
        // `Cache` is not known to be Sendable: the async dependent runs on its actor.
        #expect(accessor("resolveGallery", in: output) == "@MainActor @inline(__always) static func resolveGallery() async -> Gallery {")
        #expect(accessor("resolveLauncher", in: output) == "@inline(__always) static func resolveLauncher() -> Launcher {")
        // In the golden: a main-actor provider (`HubMainActorFactory`, whose `make()` is the main
        // actor's), and mock closures of isolated registrations that run on their actor and need
        // not be Sendable (`mock(_: Model.Type, factory: (@MainActor () -> Model)?)`).
        try expectGolden(output)
    }

    @Test("A registration that would need two actors is an error on its line")
    func twoActors() {
        let result = generate(
            """
            @globalActor actor DatabaseActor { static let shared = DatabaseActor() }
            enum Hub {
                static let manifest: [HubRegistration] = [
                    AutoRegister(Cache.self, isolation: MainActor.self, using: Cache.init),
                    AutoRegister(Store.self, isolation: DatabaseActor.self, using: Store.init),
                    AutoRegister(Screen.self, parameterTypes: Cache.self, Store.self, using: Screen.init),
                    AutoRegister(Editor.self, isolation: DatabaseActor.self, parameterTypes: Cache.self, using: Editor.init),
                    AutoRegister(Window.self, parameterTypes: Screen.self, using: Window.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                "Manifest.swift:6:9: error: 'Screen' would need two actors: 'MainActor' (which isolates 'Cache') and 'DatabaseActor' (which isolates 'Store'); "
                    + "isolate those registrations to one actor, or take one of them as '.provider(…)', whose 'make()' runs on its actor",
                "Manifest.swift:7:9: error: 'Editor' would need two actors: 'DatabaseActor' (its 'isolation:') and 'MainActor' (which isolates 'Cache'); "
                    + "isolate those registrations to one actor, or take one of them as '.provider(…)', whose 'make()' runs on its actor"
            ])
        #expect(result.output == nil)
    }

    @Test("On a hub isolated to an actor, a registration on another actor is an error at its origin")
    func otherActorOnIsolatedHub() {
        let result = generate(
            """
            @globalActor actor StorageActor { static let shared = StorageActor() }
            @MainActor
            enum Hub {
                static let manifest: [HubRegistration] = [
                    SingletonRegister(Disk.self, isolation: StorageActor.self, using: Disk.init),
                    AutoRegister(Screen.self, parameterTypes: Disk.self, using: Screen.init),
                    AutoRegister(Model.self, isolation: MainActor.self, using: Model.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                "Manifest.swift:5:9: error: 'Disk' would need two actors: 'MainActor' (the hub's) and 'StorageActor' (its 'isolation:'); "
                    + "isolate those registrations to one actor, or take one of them as '.provider(…)', whose 'make()' runs on its actor"
            ])
    }

    @Test("Under a MainActor default, a hub without isolation is the main-actor hub of the error, and a nonisolated one is not")
    func otherActorUnderMainActorDefault() {
        let manifest = """
            @globalActor actor StorageActor { static let shared = StorageActor() }
            enum Hub {
                static let manifest: [HubRegistration] = [
                    SingletonRegister(Disk.self, isolation: StorageActor.self, using: Disk.init),
                ]
            }
            """
        #expect(
            printed(generate(manifest, defaultIsolation: .mainActor)) == [
                "Manifest.swift:4:9: error: 'Disk' would need two actors: 'MainActor' (the hub's) and 'StorageActor' (its 'isolation:'); "
                    + "isolate those registrations to one actor, or take one of them as '.provider(…)', whose 'make()' runs on its actor"
            ])
        #expect(printed(generate(manifest)).isEmpty)
        let nonisolatedHub = manifest.replacingOccurrences(of: "enum Hub {", with: "nonisolated enum Hub {")
        #expect(printed(generate(nonisolatedHub, defaultIsolation: .mainActor)).isEmpty)
    }

    @Test("Imported isolated registrations keep their isolation in the importing hub")
    func imported() throws {
        let result = generate([
            "Manifest.swift": """
            enum App {
                static let manifest: [HubRegistration] = [
                    HubImport(Library.self),
                    AutoRegister(Model.self, parameterTypes: Cache.self, using: Model.init),
                ]
            }
            """,
            "Library.swift": """
            enum Library {
                static let manifest: [HubRegistration] = [
                    SingletonRegister(Cache.self, isolation: MainActor.self, using: Cache.init),
                ]
            }
            """
        ])
        #expect(printed(result) == [])
        let output = try #require(result.output)
        #expect(accessor("resolveModel", in: output) == "@MainActor @inline(__always) static func resolveModel() -> Model {")
    }
}
