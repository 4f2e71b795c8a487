import StaticHub
import Testing

@Suite("One registration, whichever way its type is spelled")
struct IdentityTests {
    @Test("A protocol registered without `any` resolves with and without it")
    func bareProtocol() {
        #expect(IdentityHub.resolve(TickSource.self).ticks == 3)
        #expect(IdentityHub.resolve((any TickSource).self).ticks == 3)
        #expect(IdentityHub.resolveTickSource().ticks == 3)
        let stopwatch = IdentityHub.resolve(Stopwatch.self)
        #expect(stopwatch.source.ticks == 3)
    }

    @Test("A bare protocol the generator cannot see declared resolves and mocks through its metatype")
    func bareProtocolOfUnknownKind() {
        #expect(IdentityHub.resolve(Greeter.self).greet() == "hello")
        #expect(IdentityHub.resolve((any Greeter).self).greet() == "hello")
        let factory: HubFactory<any Greeter> = IdentityHub.factory(of: Greeter.self)
        #expect(factory.make().greet() == "hello")
        struct Quiet: Greeter { func greet() -> String { "..." } }
        let greeting = IdentityHub.withMocks({ $0.mock(Greeter.self) { Quiet() } }) {
            IdentityHub.resolve(Stopwatch.self).greeter.greet()
        }
        #expect(greeting == "...")
    }

    @Test("A member type registered by its short name is required by its qualified name")
    func memberType() {
        #expect(IdentityHub.resolve(IdentityHub.Panel.self).settings.name == "settings")
        #expect(IdentityHub.resolve(IdentityHub.Settings.self).name == "settings")
        #expect(IdentityHub.resolveSettings().name == "settings")
    }
}
