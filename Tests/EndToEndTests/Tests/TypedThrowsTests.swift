import StaticHub
import Testing

@Suite("Typed throws")
struct TypedThrowsTests {
    /// The error reaches the caller as a `VaultError`, not `any Error`: no cast.
    private func failure<Value>(_ resolve: () throws(VaultError) -> Value) -> VaultError? {
        do {
            _ = try resolve()
            return nil
        } catch {
            return error
        }
    }

    private func failure<Value>(_ resolve: () async throws(VaultError) -> Value) async -> VaultError? {
        do {
            _ = try await resolve()
            return nil
        } catch {
            return error
        }
    }

    @Test("Every form throws the declared type, and so does a dependent that declares nothing")
    func typedForms() async throws {
        #expect(failure { () throws(VaultError) in try VaultHub.resolve(Vault.self) } == nil)
        #expect(failure { () throws(VaultError) in try VaultHub.resolve(VaultReader.self) } == nil)
        let receipt = try await VaultHub.factory(of: Receipt.self).make(number: 7)
        #expect(receipt.number == 7)
        #expect(
            await failure { () async throws(VaultError) in try await VaultHub.resolve(Receipt.self, number: -2) } == .tampered(attempt: -2))
    }

    @Test("Mocks throw the declared type: scoped and global")
    func typedMocks() async {
        let scoped = VaultHub.withMocks({ $0.mock(Vault.self) { () throws(VaultError) in throw .sealed } }) {
            failure { () throws(VaultError) in try VaultHub.resolveVaultReader() }
        }
        #expect(scoped == .sealed)
        let scopedAsync = await VaultHub.withMocks({
            $0.mock(Receipt.self) { (number: Int) async throws(VaultError) in throw .tampered(attempt: number) }
        }) {
            await failure { () async throws(VaultError) in try await VaultHub.resolveReceipt(number: 3) }
        }
        #expect(scopedAsync == .tampered(attempt: 3))
    }
}
