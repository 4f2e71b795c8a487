import PlatformNetworking
import StaticHub
import StaticHubTesting
import Testing

/// A non-`Sendable` fake whose setup is main-actor work.
@MainActor
final class RecordingLedger {
    var entries: [String] = []
}

struct MainActorLedger: Ledger {
    let prefix: String

    func record(_ entry: String) -> String { prefix + entry }
}

@Suite("Test defaults, services tests must mock, and main-actor builders across two packages")
struct LiveServicesTests {
    @Test("The test target's defaults reach the other package's hub without a trait, its singleton included")
    func defaultsAcrossPackages() {
        #expect(BillingHub.resolvePaymentGateway().charge(5) == "stub charged 5")
        #expect(BillingHub.resolveCheckout().gateway.charge(1) == "stub charged 1")
    }

    @Test("A registration tests must mock, with no default and no mock, stops the process naming the fix")
    func mustMockAcrossPackages() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = BillingHub.resolveLedger()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("any Ledger of 'BillingHub' (BillingHub.swift:37) is marked 'mustMockInTests: true'"), "\(message)")
        // Reported at the registration's line in the other package, not in the runtime.
        #expect(message.contains("PlatformNetworking/BillingHub.swift:37: Fatal error"), "\(message)")
    }

    @Test(
        "A @MainActor builder configures a main-actor fake for the other package's hub",
        .hubMocks(BillingHub.self) { @MainActor mocks in
            let ledger = RecordingLedger()
            ledger.entries.append("opened")
            let prefix = ledger.entries.joined() + ": "
            mocks.mock((any Ledger).self, singleton: MainActorLedger(prefix: prefix))
        }
    )
    func mainActorBuilderAcrossPackages() {
        #expect(BillingHub.resolveLedger().record("refund") == "opened: refund")
    }
}
