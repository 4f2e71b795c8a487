import StaticHub

/// A library's session: scoped registrations an app's hub imports and resets.
public enum AccountHub {}

/// The scope of a signed-in account.
public enum SignedIn {}

public final class AccountToken: Sendable {
    init() {}
}

public final class AccountSettings: Sendable {
    public let token: AccountToken

    init(token: AccountToken) {
        self.token = token
    }
}

extension AccountHub {
    static let manifest: [HubRegistration] = [
        ScopedRegister(AccountToken.self, scope: SignedIn.self, using: AccountToken.init),
        ScopedRegister(AccountSettings.self, scope: SignedIn.self, parameterTypes: AccountToken.self, using: AccountSettings.init(token:))
    ]
}
