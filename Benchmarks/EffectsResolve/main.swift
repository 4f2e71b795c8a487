// Release-build resolves with effects: `run.py` builds this package and counts, with
// callgrind, the instructions of COUNT resolves minus those of none.
//
// Usage: EffectsResolve MODE COUNT   one warm-up resolve (which creates the singletons), then COUNT
//   MODE: throwing-chain-hand-written | throwing-chain-statichub
//       | static-let-singleton | throwing-singleton-statichub | static-let-singleton-async | actor-singleton-hand-written
//       | async-singleton-statichub

nonisolated(unsafe) var sink: AnyObject?

@inline(never)
func throwingChainHandWritten() throws { sink = try HandWritten.account() }

@inline(never)
func throwingChainStaticHub() throws { sink = try EffectsHub.resolveAccount() }

@inline(never)
func staticLetSingleton() { sink = HandWritten.ledger }

@inline(never)
func throwingSingletonStaticHub() throws { sink = try EffectsHub.resolveLedger() }

/// The plain singleton read inside an async function: the baseline of the async modes,
/// which pay the same harness (an async call per resolve, on the inline executor).
@inline(never)
func staticLetSingletonAsync() async throws { sink = HandWritten.settings }

@inline(never)
func actorSingletonHandWritten() async throws { sink = try await HandWritten.settingsStore.value() }

@inline(never)
func asyncSingletonStaticHub() async throws { sink = try await EffectsHub.resolveSettings() }

let count = Int(CommandLine.arguments[2])!
// Set at run time, so the optimizer can fold neither the throw nor a singleton's creation.
keychainUnlocked = CommandLine.arguments.count == 3

// The mode is chosen once, so the loop itself costs every mode the same.
switch CommandLine.arguments[1] {
case "throwing-chain-hand-written": for _ in 0...count { try throwingChainHandWritten() }
case "throwing-chain-statichub": for _ in 0...count { try throwingChainStaticHub() }
case "static-let-singleton": for _ in 0...count { staticLetSingleton() }
case "throwing-singleton-statichub": for _ in 0...count { try throwingSingletonStaticHub() }
case "static-let-singleton-async": InlineExecutor().run { for _ in 0...count { try await staticLetSingletonAsync() } }
case "actor-singleton-hand-written": InlineExecutor().run { for _ in 0...count { try await actorSingletonHandWritten() } }
case "async-singleton-statichub": InlineExecutor().run { for _ in 0...count { try await asyncSingletonStaticHub() } }
case let mode: fatalError("unknown mode \(mode)")
}
