import StaticHub

/// Services no test may reach: each is marked `mustMockInTests: true`.
enum LiveServicesHub {}

protocol PaymentGateway: Sendable {
    func charge(_ cents: Int) -> String
}

/// Would charge a real card.
struct LiveGateway: PaymentGateway {
    func charge(_ cents: Int) -> String { "charged \(cents) for real" }
}

/// Would open a real connection, once per process.
final class LiveConnection: Sendable {
    let host = "api.example.com"
}

struct PaymentFlow: Sendable {
    let gateway: any PaymentGateway
    let connection: LiveConnection
}

enum Sandbox {}

extension LiveServicesHub {
    static let all: [HubRegistration] = [
        AutoRegister((any PaymentGateway).self, mustMockInTests: true, using: LiveGateway.init),
        AutoRegister((any PaymentGateway).self, tag: Sandbox.self, mustMockInTests: false, using: LiveGateway.init),
        SingletonRegister(LiveConnection.self, mustMockInTests: true, using: LiveConnection.init),
        AutoRegister(
            PaymentFlow.self,
            parameterTypes: (any PaymentGateway).self, LiveConnection.self,
            using: PaymentFlow.init(gateway:connection:)
        )
    ]
}
