/// Services for the tag, optional and provider tests.

import StaticHub

protocol PaymentProcessor: Sendable {
    var name: String { get }
}

struct NamedProcessor: PaymentProcessor {
    let name: String
}

/// Tags: types that exist only to be named.
enum Stripe {}
enum Adyen {}
enum Braintree {}

protocol AuditLog: Sendable {
    var name: String { get }
}

struct MemoryAuditLog: AuditLog {
    let name = "memory"
}

/// Takes the tagged processor, two optional logs (one registered, one not) and its session
/// lazily. Not `Sendable`: a `HubFactory` is not (see its documentation).
struct Checkout {
    let processor: any PaymentProcessor
    let audit: (any AuditLog)?
    let missingAudit: (any AuditLog)?
    let session: HubFactory<CheckoutSession>
}

/// Needs the checkout, which needs it back through a provider: a legal cycle.
struct CheckoutSession {
    let checkout: Checkout
}

/// Counts the refunds its provider makes: a provider resolves on each `make()`, never before.
final class RefundCounter: Sendable {
    init() throws {}
}

struct Refunds {
    let makeCounter: HubAsyncThrowingFactory<RefundCounter>
}

/// Resolves `RefundCounter` through an async throwing registration, from its provider only.
struct RefundGateway: Sendable {
    init() async throws {}
}
