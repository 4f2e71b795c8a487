import Foundation
import StaticHub
import Testing

/// Set once the reconfiguring is over: the resolving tasks run until then.
private final class Finished: @unchecked Sendable {
    private let lock = NSLock()
    private var finished = false

    var isSet: Bool { lock.withLock { finished } }

    func set() { lock.withLock { finished = true } }
}

/// `ScopeInput`: configuration known at run time, bound by `startScope`, rebuilt from when it
/// changes. Serialized: a scope's inputs are process-wide, and each test starts it anew.
@Suite("Scope inputs", .serialized)
struct ScopeInputTests {
    private func configure(_ number: Int) {
        ConfiguredHub.startScope(
            SDKSession.self, sdkSettings: SettingsValue(baseURL: "https://\(number).example.com"), publishableKey: "pk_\(number)")
    }

    @Test("Before the first start, resolving an input, or what is built from one, stops the process with the call to add")
    func beforeFirstStart() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            precondition(!ConfiguredHub.isScopeStarted(SDKSession.self))
            _ = ConfiguredHub.resolveSignInScreen()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "'any SDKSettings' is an input of 'SDKSession', which has not started: call "
                    + "'ConfiguredHub.startScope(SDKSession.self, sdkSettings: …, publishableKey: …)' before resolving it or anything built from it "
                    + "('ConfiguredHub.isScopeStarted(SDKSession.self)' tells whether it has)"
            ), "\(message)")
    }

    @Test("startScope binds the inputs together; the scope's instances are built from them, once per generation")
    func start() {
        configure(1)
        #expect(ConfiguredHub.isScopeStarted(SDKSession.self))
        #expect(ConfiguredHub.resolve((any SDKSettings).self).baseURL == "https://1.example.com")
        #expect(ConfiguredHub.resolve(String.self, tag: PublishableKey.self) == "pk_1")
        let client = ConfiguredHub.resolveSDKClient()
        #expect(client.key == "pk_1")
        #expect(ConfiguredHub.resolveSDKClient() === client)
        #expect(ConfiguredHub.resolveSignInScreen().client === client)
    }

    @Test("Starting again reconfigures: new instances from the new inputs, those handed out untouched")
    func reconfigure() {
        configure(1)
        let first = ConfiguredHub.resolveSDKClient()
        configure(2)
        let second = ConfiguredHub.resolveSDKClient()
        #expect(second !== first)
        #expect(second.settings.baseURL == "https://2.example.com" && second.key == "pk_2")
        #expect(first.settings.baseURL == "https://1.example.com" && first.key == "pk_1")
    }

    @Test("resetScope ends the generation and keeps the inputs")
    func resetKeepsInputs() {
        configure(3)
        let client = ConfiguredHub.resolveSDKClient()
        ConfiguredHub.resetScope(SDKSession.self)
        let next = ConfiguredHub.resolveSDKClient()
        #expect(next !== client)
        #expect(next.key == "pk_3")
    }

    @Test("While 20 tasks resolve and another resets the scope, it is reconfigured 200 times: no client holds inputs of two starts")
    func reconfigureWhileResolving() async {
        configure(0)
        let handedOut = ConfiguredHub.resolveSDKClient()
        let finished = Finished()
        await withTaskGroup(of: Int.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    var mixed = 0
                    while !finished.isSet {
                        let client = ConfiguredHub.resolveSignInScreen().client
                        let number = client.key.dropFirst("pk_".count)
                        if client.settings.baseURL != "https://\(number).example.com" { mixed += 1 }
                        await Task.yield()
                    }
                    return mixed
                }
            }
            group.addTask {
                while !finished.isSet {
                    ConfiguredHub.resetScope(SDKSession.self)
                    await Task.yield()
                }
                return 0
            }
            group.addTask {
                for number in 1...200 {
                    self.configure(number)
                    try? await Task.sleep(nanoseconds: 100_000)
                }
                finished.set()
                return 0
            }
            for await mixed in group {
                #expect(mixed == 0)
            }
        }
        #expect(handedOut.key == "pk_0" && handedOut.settings.baseURL == "https://0.example.com")
        #expect(ConfiguredHub.resolveSDKClient().key == "pk_200")
    }

    @Test("Inputs are mocked like singletons, in both forms; what a scope builds uses the mock")
    func mocked() {
        configure(4)
        ConfiguredHub.withMocks {
            $0.mock((any SDKSettings).self, singleton: SettingsValue(baseURL: "https://mock.example.com"))
            $0.mock(String.self, tag: PublishableKey.self) { "pk_mock" }
        } operation: {
            let client = ConfiguredHub.resolveSDKClient()
            #expect(client.settings.baseURL == "https://mock.example.com")
            #expect(client.key == "pk_mock")
            #expect(ConfiguredHub.resolveSDKClient() === client)
        }
        #expect(ConfiguredHub.resolveSDKClient().key == "pk_4")
    }
}
