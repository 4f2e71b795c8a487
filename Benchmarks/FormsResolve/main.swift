// Release-build resolves of the parameter forms: `run.py` builds this package and counts, with
// callgrind, the instructions of COUNT resolves minus those of none.
//
// Usage: FormsResolve MODE COUNT
//   MODE: tags-optional-hand-written | tags-optional-statichub | provider-hand-written | provider-statichub
//       | weak-singleton-hand-written | weak-singleton-statichub | collection-hand-written | collection-statichub
//       | scoped-hand-written | scoped-statichub | input-hand-written | input-statichub
//       | input-default-hand-written | input-default-statichub | isolated-hand-written | isolated-statichub
// The weak singleton modes hold one instance throughout, so each resolve is the locked weak load.
// The scoped modes never reset, so each resolve reads the created instance of the generation;
// the input modes start their scope once, before the loop; the input-default modes never start
// theirs, so each resolve reads the input's default, made once.

nonisolated(unsafe) var sink: AnyObject?

@inline(never)
func tagsOptionalHandWritten() { sink = HandWritten.checkout() }

@inline(never)
func tagsOptionalStaticHub() { sink = FormsHub.resolveCheckout() }

/// Creates the consumer and calls its provider once.
@inline(never)
func providerHandWritten() { sink = HandWritten.refunds().makeProcessor.make() }

@inline(never)
func providerStaticHub() { sink = FormsHub.resolveRefunds().makeProcessor.make() }

@inline(never)
func weakSingletonHandWritten() { sink = HandWritten.imageCache.value() }

@inline(never)
func weakSingletonStaticHub() { sink = FormsHub.resolveImageCache() }

/// A consumer of a collection of three elements.
@inline(never)
func collectionHandWritten() { sink = HandWritten.analytics() }

@inline(never)
func collectionStaticHub() { sink = FormsHub.resolveAnalytics() }

/// A scoped registration's created instance.
@inline(never)
func scopedHandWritten() { sink = HandWritten.cart() }

@inline(never)
func scopedStaticHub() { sink = FormsHub.resolveSessionCart() }

/// A scoped instance built from a scope input, once created.
@inline(never)
func inputHandWritten() { sink = HandWritten.client() }

@inline(never)
func inputStaticHub() { sink = FormsHub.resolveConfiguredClient() }

/// A scope input's default, before any start (hand-written: a lock-protected optional).
@inline(never)
func inputDefaultHandWritten() { sink = HandWritten.region.value() }

@inline(never)
func inputDefaultStaticHub() { sink = FormsHub.resolveBenchRegion() }

/// A new value made from a main-actor singleton, on the main actor.
@MainActor @inline(never)
func isolatedHandWritten() { sink = HandWritten.albumList() }

@MainActor @inline(never)
func isolatedStaticHub() { sink = FormsHub.resolveAlbumList() }

let count = Int(CommandLine.arguments[2])!
let held: AnyObject = CommandLine.arguments[1].hasSuffix("hand-written") ? HandWritten.imageCache.value() : FormsHub.resolveImageCache()

// The mode is chosen once, so the loop itself costs every mode the same.
switch CommandLine.arguments[1] {
case "tags-optional-hand-written": for _ in 0...count { tagsOptionalHandWritten() }
case "tags-optional-statichub": for _ in 0...count { tagsOptionalStaticHub() }
case "provider-hand-written": for _ in 0...count { providerHandWritten() }
case "provider-statichub": for _ in 0...count { providerStaticHub() }
case "weak-singleton-hand-written": for _ in 0...count { weakSingletonHandWritten() }
case "weak-singleton-statichub": for _ in 0...count { weakSingletonStaticHub() }
case "collection-hand-written": for _ in 0...count { collectionHandWritten() }
case "collection-statichub": for _ in 0...count { collectionStaticHub() }
case "scoped-hand-written": for _ in 0...count { scopedHandWritten() }
case "scoped-statichub": for _ in 0...count { scopedStaticHub() }
case "input-hand-written":
    HandWritten.configurationInputs.start(BenchKey())
    for _ in 0...count { inputHandWritten() }
case "input-statichub":
    FormsHub.startScope(BenchConfiguration.self, benchKey: BenchKey())
    for _ in 0...count { inputStaticHub() }
case "input-default-hand-written": for _ in 0...count { inputDefaultHandWritten() }
case "input-default-statichub": for _ in 0...count { inputDefaultStaticHub() }
case "isolated-hand-written": for _ in 0...count { isolatedHandWritten() }
case "isolated-statichub": for _ in 0...count { isolatedStaticHub() }
case let mode: fatalError("unknown mode \(mode)")
}
withExtendedLifetime(held) {}
