import EndToEndPublicHub
import StaticHub
import Testing

/// The app's hub: its handler is built from the library's task-scoped span.
enum TracedAppHub {}

final class TracedHandler: Sendable {
    let span: RequestSpan

    init(span: RequestSpan) {
        self.span = span
    }
}

extension TracedAppHub {
    static let all: [HubRegistration] = [
        HubImport(TracingHub.self),
        AutoRegister(TracedHandler.self, parameterTypes: RequestSpan.self, using: TracedHandler.init(span:))
    ]
}

@Suite("Task scopes across modules")
struct TaskScopeAcrossModulesTests {
    @Test("A library's task scope, entered through the library's hub, reaches the importer's registrations and accessors")
    func importerResolvesInLibraryScope() {
        TracingHub.withScope(TracedRequest.self, traceID: TraceID(value: 41)) {
            let handler = TracedAppHub.resolveTracedHandler()
            #expect(handler.span.traceID == TraceID(value: 41))
            #expect(TracedAppHub.resolveRequestSpan() === handler.span)
            #expect(TracingHub.resolveRequestSpan() === handler.span)
            TracingHub.withScope(TracedRequest.self, traceID: TraceID(value: 42)) {
                #expect(TracedAppHub.resolveTracedHandler().span.traceID == TraceID(value: 42))
            }
        }
    }

    @Test("Outside the library's scope, a resolve through the importer stops at the caller's line")
    func importerOutsideStops() async {
        let outside = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            OutsideTracedRequest.resolveHandler()
        }
        let stop = String(decoding: outside?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stop.contains(
                "TaskScopeAcrossModulesTests.swift:\(OutsideTracedRequest.line): Fatal error: 'RequestSpan' lives in task scope 'TracedRequest'"
            ),
            "\(stop)")
        let imported = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            OutsideTracedRequest.resolveImportedSpan()
        }
        let importedStop = String(decoding: imported?.standardErrorContent ?? [], as: UTF8.self)
        let importedLine = OutsideTracedRequest.line + 1
        #expect(
            importedStop.contains("TaskScopeAcrossModulesTests.swift:\(importedLine): Fatal error: 'RequestSpan' lives in task scope"),
            "\(importedStop)")
    }
}

/// Resolves with no `withScope` around; the stops name these lines.
private enum OutsideTracedRequest {
    static let line = #line + 1
    static func resolveHandler() { _ = TracedAppHub.resolveTracedHandler() }
    static func resolveImportedSpan() { _ = TracedAppHub.resolveRequestSpan() }
}
