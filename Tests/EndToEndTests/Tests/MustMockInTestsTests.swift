import Testing

struct FakeGateway: PaymentGateway {
    func charge(_ cents: Int) -> String { "pretended to charge \(cents)" }
}

/// `mustMockInTests: true`: in a test process a mocked registration works as any other, and
/// one about to be made for real stops the process with a message that names it and the fix.
@Suite("Registrations a test must mock")
struct MustMockInTestsTests {
    @Test("Mocked, they resolve as usual, also as dependencies, in both mock forms")
    func mocked() {
        let connection = LiveServicesHub.withMocks { _ in
        } operation: {
            LiveConnection()
        }
        LiveServicesHub.withMocks {
            $0.mock((any PaymentGateway).self) { FakeGateway() }
            $0.mock(LiveConnection.self, singleton: connection)
        } operation: {
            let flow = LiveServicesHub.resolvePaymentFlow()
            #expect(flow.gateway.charge(5) == "pretended to charge 5")
            #expect(flow.connection === connection)
        }
    }

    @Test("A registration not marked, or marked false, is made for real")
    func notMarked() {
        #expect(LiveServicesHub.resolve((any PaymentGateway).self, tag: Sandbox.self).charge(1) == "charged 1 for real")
    }

    @Test("Resolved without a mock, a transient one stops the test process, naming it and the fix")
    func transientWithoutMock() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = LiveServicesHub.resolvePaymentGateway()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "any PaymentGateway of 'LiveServicesHub' (LiveServicesHub.swift:29) is marked 'mustMockInTests: true', and a test was about to make the real one: "
                    + "mock it with 'mocks.mock((any PaymentGateway).self, singleton: …)' in the test's 'withMocks' or '.hubMocks' trait, "
                    + "or in the test target's 'extension LiveServicesHub: HubTestDefaults'"
            ), "\(message)")
    }

    @Test("A singleton stops it too, also when a scope that mocks something else builds it from the mocks")
    func singletonWithoutMock() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            LiveServicesHub.withMocks {
                $0.mock((any PaymentGateway).self) { FakeGateway() }
            } operation: {
                _ = LiveServicesHub.resolvePaymentFlow()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("LiveConnection of 'LiveServicesHub' (LiveServicesHub.swift:31) is marked 'mustMockInTests: true'"),
            "\(message)")
    }
}
