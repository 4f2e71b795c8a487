// Release-build task scopes against the same scope written by hand: `run.py` builds this
// package and counts, with callgrind, the instructions of COUNT iterations minus those of none.
// The scope, its services and the hand-written one are `ResolveBenchmark`'s request graph's.
//
// Usage: TaskScopeResolve MODE COUNT   one warm-up iteration, then COUNT
//   MODE: enter-hand-written | enter-statichub     enter and leave a scope binding two inputs
//       | first-hand-written | first-statichub     the same, with one first resolve inside
//       | built-hand-written | built-statichub     a resolve of the instance already built, in one scope

nonisolated(unsafe) var sink: AnyObject?

func handWrittenScope(_ id: Int) -> HandWrittenRequestScope {
    HandWrittenRequestScope(request: ScopedRequest(id: id), user: ScopedUser(id: id))
}

@inline(never)
func enterHandWritten(_ id: Int) {
    HandWrittenRequestScope.$current.withValue(handWrittenScope(id)) {}
}

@inline(never)
func enterStaticHub(_ id: Int) {
    RequestScopeHub.withScope(RequestScope.self, scopedRequest: ScopedRequest(id: id), scopedUser: ScopedUser(id: id)) {}
}

@inline(never)
func firstHandWritten(_ id: Int) {
    HandWrittenRequestScope.$current.withValue(handWrittenScope(id)) { sink = HandWrittenRequestScope.current!.resolveLog() }
}

@inline(never)
func firstStaticHub(_ id: Int) {
    RequestScopeHub.withScope(RequestScope.self, scopedRequest: ScopedRequest(id: id), scopedUser: ScopedUser(id: id)) {
        sink = RequestScopeHub.resolveScopedLog()
    }
}

@inline(never)
func builtHandWritten() { sink = HandWrittenRequestScope.current!.resolveLog() }

@inline(never)
func builtStaticHub() { sink = RequestScopeHub.resolveScopedLog() }

let count = Int(CommandLine.arguments[2])!
let id = CommandLine.arguments.count

// The mode is chosen once, so the loop itself costs every mode the same.
switch CommandLine.arguments[1] {
case "enter-hand-written": for _ in 0...count { enterHandWritten(id) }
case "enter-statichub": for _ in 0...count { enterStaticHub(id) }
case "first-hand-written": for _ in 0...count { firstHandWritten(id) }
case "first-statichub": for _ in 0...count { firstStaticHub(id) }
case "built-hand-written":
    HandWrittenRequestScope.$current.withValue(handWrittenScope(id)) { for _ in 0...count { builtHandWritten() } }
case "built-statichub":
    RequestScopeHub.withScope(RequestScope.self, scopedRequest: ScopedRequest(id: id), scopedUser: ScopedUser(id: id)) {
        for _ in 0...count { builtStaticHub() }
    }
case let mode: fatalError("unknown mode \(mode)")
}
