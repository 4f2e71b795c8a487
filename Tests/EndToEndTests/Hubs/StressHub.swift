import StaticHub

/// The task-scope stress test's hub: a scope of five registrations, one made from the input,
/// one asynchronously, three with teardowns.
enum StressHub {}

enum StressScope {}

extension StressHub {
    static let manifest: [HubRegistration] = [
        TaskScope(StressScope.self),
        ScopeInput(ScopeLedger.self, scope: StressScope.self),
        ScopedRegister(StressA.self, scope: StressScope.self, parameterTypes: ScopeLedger.self, using: StressA.init(ledger:)),
        ScopedRegister(
            StressB.self, scope: StressScope.self, effects: [.async], parameterTypes: StressA.self, using: StressB.init(a:),
            onScopeEnd: { $0.end("B") }),
        ScopedRegister(
            StressC.self, scope: StressScope.self, parameterTypes: StressA.self, using: StressC.init(a:), onScopeEnd: { $0.end("C") }),
        ScopedRegister(
            StressD.self, scope: StressScope.self, parameterTypes: StressB.self, StressC.self, using: StressD.init(b:c:),
            onScopeEnd: { $0.end("D") }),
        ScopedRegister(StressE.self, scope: StressScope.self, parameterTypes: ScopeLedger.self, using: StressE.init(ledger:))
    ]
}
