// The app graph's resolve in a debug build, where the mock machinery lives: `run.py` builds
// this file with the graph's sources in a package of its own and counts instructions.
//
// Usage: DebugResolve MODE COUNT   one warm-up resolve, then COUNT, each through `resolveOnce`
//   MODE: hand-written | no-mock | unrelated-scope | mocked-dependency

nonisolated(unsafe) var sink: AnyObject?

let mode = CommandLine.arguments[1]
let count = Int(CommandLine.arguments[2])!

/// The function whose instructions are counted (callgrind's `--toggle-collect`).
@inline(never)
func resolveOnce() {
    sink = mode == "hand-written" ? HandWrittenApp.homeScreen() : AppHub.resolveHomeScreen()
}

func resolveAll() {
    for _ in 0...count { resolveOnce() }
}

final class FakeNetwork: Network {}

switch mode {
case "unrelated-scope": AppHub.withMocks({ $0.mock(UnrelatedService.self) { UnrelatedService() } }) { resolveAll() }
case "mocked-dependency": AppHub.withMocks({ $0.mock((any Network).self, singleton: FakeNetwork()) }) { resolveAll() }
default: resolveAll()
}
