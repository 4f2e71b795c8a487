import Foundation
import StaticHub
import Testing

@Suite("Registration kinds")
struct RegistrationKindTests {
    @Test("SingletonRegister shares one instance across every resolve form")
    func singleton() {
        let byType = AppHub.resolve((any Clock).self)
        let byInference: any Clock = AppHub.resolve()
        let byAccessor = AppHub.resolveClock()
        #expect(byType.now == FixedClock().now)
        #expect(byInference.now == byType.now)
        #expect(byAccessor.now == byType.now)
    }

    @Test("AutoRegister resolves its parameters from the hub")
    func auto() {
        let logger = AppHub.resolve((any Logger).self)
        #expect(logger.name == "clock-logger@1000000")
        let inferred: any Logger = AppHub.resolve()
        #expect(inferred.name == logger.name)
        #expect(AppHub.factory(of: (any Logger).self).make().name == logger.name)
    }

    @Test("Register exposes only explicit parameters, labelled from the factory reference")
    func registerWithLabels() {
        let session = AppHub.resolve((any Session).self, userName: "ada")
        #expect(session.userName == "ada")
        #expect(session.logger.name == "clock-logger@1000000")
        let inferred: any Session = AppHub.resolve(userName: "grace")
        #expect(inferred.userName == "grace")
        #expect(AppHub.resolveSession(userName: "linus").userName == "linus")
    }

    @Test("Register's factories: a stateless struct and a captured HubFactory")
    func registerFactories() {
        let factory: AppHub.SessionFactory = AppHub.factory(of: (any Session).self)
        #expect(factory.make(userName: "ada").userName == "ada")
        let captured: HubFactory<any Session> = AppHub.factory(of: (any Session).self, userName: "grace")
        #expect(captured.make().userName == "grace")
        let sendable: any Sendable = factory
        #expect(sendable is AppHub.SessionFactory)
    }

    @Test("An unlabelled factory (init(_:_:)) gives resolve(_:_ arg0:_ arg1:)")
    func unlabelledFactory() {
        #expect(AppHub.resolve(Counter.self, 1, 2) == Counter(1, 2))
        let inferred: Counter = AppHub.resolve(3, 4)
        #expect(inferred == Counter(3, 4))
        #expect(AppHub.factory(of: Counter.self).make(5, 6) == Counter(5, 6))
        #expect(AppHub.factory(of: Counter.self, 7, 8).make() == Counter(7, 8))
    }

    @Test("A Register whose parameters are all resolved needs no arguments")
    func registerAllResolved() {
        let report = AppHub.resolve(Report.self)
        #expect(report.logger.name == "clock-logger@1000000")
        #expect(AppHub.factory(of: Report.self).make().clock.now == FixedClock().now)
    }

    @Test("FactoryRegister, the deprecated spelling, still works in both forms")
    func deprecatedFactoryRegister() {
        #expect(AppHub.resolve(Ticket.self, number: 12).number == 12)
        #expect(AppHub.resolve(Badge.self, title: "gold").title == "gold")
        #expect(AppHub.factory(of: Badge.self).make(title: "silver").title == "silver")
    }

    @Test("Factories given as a function name, a trailing closure and a closure")
    func factoryForms() {
        #expect(AppHub.resolve(Greeting.self).text == "made by a function")
        #expect(AppHub.resolve(Banner.self).text == "from a trailing closure")
        #expect(AppHub.resolve(Footer.self).year == 1970)
    }
}
