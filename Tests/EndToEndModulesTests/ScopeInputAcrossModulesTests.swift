import EndToEndPublicHub
import StaticHub
import Testing

/// The app's hub: the library's requirement is one of its scope inputs.
enum SignInHub {}

struct AppAuthSettings: AuthSettings {
    let baseURL: String
}

extension SignInHub {
    static let all: [HubRegistration] = [
        HubImport(AuthHub.self),
        ScopeInput((any AuthSettings).self, scope: AuthSession.self)
    ]
}

/// Only this target starts `AuthSession`, whose marker the library declares.
@Suite("Scope inputs across modules", .serialized)
struct ScopeInputAcrossModulesTests {
    @Test("A library's scoped registration is built from the input its importer binds, anew on each start")
    func libraryBuiltFromInput() {
        SignInHub.startScope(AuthSession.self, authSettings: AppAuthSettings(baseURL: "https://staging.example.com"))
        let staging = SignInHub.resolve(AuthClient.self)
        #expect(staging.settings.baseURL == "https://staging.example.com")
        #expect(SignInHub.resolveAuthClient() === staging)
        SignInHub.startScope(AuthSession.self, authSettings: AppAuthSettings(baseURL: "https://example.com"))
        #expect(SignInHub.resolveAuthClient().settings.baseURL == "https://example.com")
        #expect(staging.settings.baseURL == "https://staging.example.com")
    }

    @Test("A mock of the input changes what the scope builds, inside the mock scope only")
    func mockedInput() {
        SignInHub.startScope(AuthSession.self, authSettings: AppAuthSettings(baseURL: "https://example.com"))
        SignInHub.withMocks {
            $0.mock((any AuthSettings).self) { AppAuthSettings(baseURL: "https://mock.example.com") }
        } operation: {
            #expect(SignInHub.resolveAuthClient().settings.baseURL == "https://mock.example.com")
        }
        #expect(SignInHub.resolveAuthClient().settings.baseURL == "https://example.com")
    }
}
