/// Renders one hub's extension: every registration's members, then `resetMocks()`.
struct HubRenderer {
    let hub: HubModel

    func render(into writer: inout SwiftWriter) {
        writer.block("extension \(hub.name)") { writer in
            for (index, wired) in hub.registrations.enumerated() {
                if index > 0 { writer.line() }
                RegistrationRenderer(hub: hub, wired: wired).render(into: &writer)
            }
            if !hub.registrations.isEmpty { writer.line() }
            renderResetMocks(into: &writer)
        }
    }

    private func renderResetMocks(into writer: inout SwiftWriter) {
        let mockable = hub.registrations.filter { !$0.registration.kind.isOpaque }
        writer.conditional(GeneratedCode.debugCondition) { writer in
            writer.line("/// Removes every mock set with `mock(_:…)`, restoring the real registrations.")
            writer.block("\(hub.access.memberModifier)static func resetMocks()") { writer in
                for wired in mockable {
                    writer.line(RegistrationRenderer(hub: hub, wired: wired).resetMockStatement)
                }
            }
        }
    }
}
