import Testing

@testable import StaticHubMigration

/// The pieces the rewriters plan from, read from snippets: Swinject's resolve sites and MDI's
/// attributes.
@Suite("What the migration reads from a snippet")
struct MigrationReadingTests {
    private func sites(_ text: String) -> [String] {
        let source = SwiftSource(path: "Snippet.swift", text: text)
        return SwinjectResolveSite.all(in: source, hub: "AppHub", TypeDirectory([source])).map { site in
            switch site.target {
            case .dependency(let dependency): "\(site.text) → \(dependency.type)\(dependency.name.map { " \"\($0)\"" } ?? "")"
            case .anyType: "\(site.text) → any type"
            }
        }
    }

    @Test("A place's #if clauses: each enclosing block's as it holds there, with the block and branch that tell branches apart")
    func conditionClauses() {
        let source = SwiftSource(
            path: "Snippet.swift",
            text: """
                #if os(Linux)
                func assemble(container: Container) {
                    #if DEBUG
                    container.register(A.self) { _ in A() }
                    #elseif TESTING
                    container.register(B.self) { _ in B() }
                    #else
                    container.register(C.self) { _ in C() }
                    #endif
                    container.register(D.self) { _ in D() }
                }
                #endif
                let e = E()
                """)
        let clauses = ["A", "B", "C", "D", "E"].map { name in
            source.conditionClauses(at: source.tokens.indices.first { source.isWord($0, name) }!)
        }
        #expect(
            clauses.map { $0.map(\.text) } == [
                ["os(Linux)", "DEBUG"], ["os(Linux)", "!(DEBUG) && (TESTING)"], ["os(Linux)", "!(DEBUG) && !(TESTING)"], ["os(Linux)"], []
            ])
        #expect(ConditionClause.exclude(clauses[0], clauses[1]) && ConditionClause.exclude(clauses[1], clauses[2]))
        #expect(!ConditionClause.exclude(clauses[0], clauses[3]))
        #expect(ConditionClause.clauses(clauses[0], imply: clauses[3]) && !ConditionClause.clauses(clauses[3], imply: clauses[0]))
        #expect(ConditionClause.clauses(clauses[3], imply: clauses[4]))
    }

    @Test("A resolve names its type, or can ask for any: a generic parameter, a value, the context's type")
    func resolveSites() {
        let text = """
            protocol Clock {}
            let a = container.resolve(Clock.self)!
            let b = resolver.resolve(Clock.self, name: "utc")!
            let c: Clock = container.resolve()
            let d = AppHub.resolve(Clock.self)
            func make<S>(_ type: S.Type) -> S? { container.resolve(S.self) }
            func make(_ type: Any.Type) -> Any? { container.resolve(type) }
            let e = r ~> Clock.self
            extension Container {
                func resolve<S>() -> S { resolve(S.self)! }
            }
            func resolve(_ path: String) {}
            """
        #expect(
            sites(text) == [
                "container.resolve(Clock.self) → (any Clock)", "resolver.resolve(Clock.self, name: \"utc\") → (any Clock) \"utc\"",
                "container.resolve() → any type", "container.resolve(S.self) → any type", "container.resolve(type) → any type",
                "~> Clock.self → (any Clock)", "resolve(S.self) → any type"
            ])
    }

    @Test("An app's helper that returns the entry and passes its name on to '_register' is read as Swinject's 'register'")
    func registrationHelperPassingName() {
        // curzel-it/pipper's `registerSingleton`, and a look-alike that drops the name it takes.
        let text = """
            extension Container {
                @discardableResult
                func registerSingleton<Service>(
                    _ serviceType: Service.Type,
                    name: String? = nil,
                    factory: @escaping (Resolver) -> Service
                ) -> ServiceEntry<Service> {
                    _register(serviceType, factory: factory, name: name)
                        .inObjectScope(.container)
                }
                func registerDroppingName<Service>(_ type: Service.Type, name: String? = nil, factory: @escaping (Resolver) -> Service) {
                    _register(type, factory: factory).inObjectScope(.container)
                }
            }
            func setUp(_ container: Container) {
                container.registerSingleton(AppState.self) { _ in AppState() }
                container.registerSingleton(Region.self, name: "fallback") { _ in Region() }
            }
            """
        let source = SwiftSource(path: "Snippet.swift", text: text)
        let reader = SwinjectReader([source], TypeDirectory([source]))
        #expect(reader.helpers.keys.sorted() == ["registerSingleton"])
        #expect(
            reader.registrations.map { "\($0.type) \($0.name ?? "-") \($0.objectScope ?? "-") \($0.takesResolver)" } == [
                "AppState - container true", "Region fallback container true"
            ])
    }

    @Test("A 'register' that takes a string first is another API's, not Swinject's: it is not read, and not warned about")
    func registerOfAKey() {
        // curzel-it/funnybot's own registry, beside its Swinject container.
        let source = SwiftSource(
            path: "Snippet.swift",
            text: """
                func setUp(_ container: Container) {
                    Capabilities.discovery.register("ActionExecutor") { ActionExecutor() }
                    container.register(AppState.self) { _ in AppState() }
                }
                """)
        let reader = SwinjectReader([source], TypeDirectory([source]))
        #expect(reader.registrations.map(\.type) == ["AppState"])
        #expect(reader.unreadable.isEmpty)
    }

    @Test("An app's own static resolve that returns a value makes its calls values: they become the hub's, where an optional's would stay")
    func staticResolveReturningAValue() throws {
        // Windscribe/iOS-App's `Assembler.resolve`, and one that returns an optional, which is Swinject's shape.
        let text = """
            import Swinject

            extension Assembler {
                static let container = Container()
                static func resolve<Service>(_ serviceType: Service.Type) -> Service { container.resolve(serviceType)! }
            }
            extension Holder {
                static func resolve<Service>(_ serviceType: Service.Type) -> Service? { Assembler.container.resolve(serviceType) }
            }
            final class ClockAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Clock.self) { _ in Clock() }.inObjectScope(.container)
                }
            }
            final class Clock {}
            enum Holder {}
            let clock = Assembler.resolve(Clock.self)
            let maybe = Holder.resolve(Clock.self)

            """
        let source = SwiftSource(path: "Snippet.swift", text: text)
        #expect(SwinjectReader.valueResolvingTypes(in: [source]) == ["Assembler"])
        let result = Migration.run(.swinject, hub: "AppHub", files: [("Snippet.swift", text)], hubFilePath: "AppHub.swift")
        let migrated = try #require(result.changes.first { $0.path == "Snippet.swift" }).migrated
        #expect(migrated.contains("let clock = AppHub.resolve(Clock.self)\n"))
        #expect(migrated.contains("let maybe = Holder.resolve(Clock.self)\n"))
        #expect(result.messages.map(\.id).contains(.optionalResolve))
    }

    private func line(_ attribute: String, declarations: String = "") throws -> String {
        let source = SwiftSource(path: "Hub.swift", text: declarations + attribute + "\nextension Hub {}\n")
        let at = try #require(source.tokens.indices.first { source.isKind($0, .at) && MDIAttribute(source, at: $0) != nil })
        let read = try #require(MDIAttribute(source, at: at))
        switch read.manifestLine(source, TypeDirectory([source])) {
        case .success(let line): return line.text(indentation: "")
        case .failure(let reason): return "stays: " + reason.reason
        }
    }

    @Test("An attribute of MDI 4 keeps its arguments")
    func currentAttribute() throws {
        #expect(
            try line("@Register(Session.self, parameterTypes: .explicit(Int.self), using: Session.init(id:))")
                == "Register(Session.self, parameterTypes: .explicit(Int.self), using: Session.init(id:)),\n")
    }

    @Test("An attribute of MDI before 4.0 takes 'using:' and the parameter types of its factory's declaration")
    func olderAttribute() throws {
        let declarations = """
            protocol Client {}
            final class Service {
                init(client: Client) {}
                init(other: Int) {}
                static func make(client: Client, retries: Int) -> Service { Service(other: retries) }
            }

            """
        #expect(
            try line("@AutoRegister(Service.self, factory: Service.init(client:))", declarations: declarations)
                == "AutoRegister(Service.self, parameterTypes: (any Client).self, using: Service.init(client:)),\n")
        #expect(
            try line("@SingletonRegister(Service.self, factory: Service.make)", declarations: declarations)
                == "SingletonRegister(Service.self, parameterTypes: (any Client).self, Int.self, using: Service.make),\n")
        #expect(
            try line("@FactoryRegister(Service.self, parameterTypes: Int.self, factory: Service.init(other:))", declarations: declarations)
                == "Register(Service.self, parameterTypes: Int.self, factory: Service.init(other:)),\n")
        #expect(
            try line("@AutoRegister(Service.self, factory: Service.init)", declarations: declarations)
                == "stays: MDI before 4.0 resolved the parameters of 'Service.init', and 'Service.init' names one of several functions; "
                + "name one with its labels, as in 'Service.init(a:b:)'; or add 'parameterTypes:' to the attribute")
    }
}
