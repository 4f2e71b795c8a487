import Testing

@testable import StaticHubGenerator

/// The declarations stage alone: one laid-out registration in, the members it declares out,
/// as values (before any text is written).
@Suite("Stage: declarations")
struct DeclarationsStageTests {
    private func declarations(_ source: String, isolation: DefaultIsolation = .nonisolated) -> [Declaration] {
        let wired = StageText.wired([("Hub.swift", source)], isolation: isolation)
        return FileDeclarations.declare(GenerationLayout(wired.model), as: .singleFile).hubFile.declarations
    }

    /// Every function's signature, in the order written, and the extensions that hold them.
    private func signatures(_ declarations: [Declaration]) -> [String] {
        declarations.flatMap { declaration -> [String] in
            switch declaration {
            case .function(let function): [function.signature]
            case .typeExtension(let typeExtension): ["extension: " + typeExtension.header] + signatures(typeExtension.members)
            case .conditional(_, let inside, let otherwise): signatures(inside) + signatures(otherwise ?? [])
            default: []
            }
        }
    }

    private let oneRegistration = """
        enum Hub {}
        extension Hub {
            static let all: [HubRegistration] = [
                AutoRegister(Clock.self, using: Clock.init),
            ]
        }
        """

    @Test("One registration declares its accessor, its overloads, its factory and its mocks, on the hub and its buckets")
    func oneRegistrationsMembers() {
        #expect(
            signatures(declarations(oneRegistration)).filter { $0.hasPrefix("extension") || $0.contains("Clock") } == [
                "extension: extension Hub",
                "@inline(__always) static func resolveClock() -> Clock",
                "extension: extension Hub",
                "extension: extension Hub: Hub._Overloads_Hub_0",
                "extension: extension Hub._Overloads_Hub_0",
                "static func resolve(_: HubMetatype<Clock>) -> Clock",
                "static func resolve() -> Clock",
                "static func factory(of _: HubMetatype<Clock>) -> HubFactory<Clock>",
                "extension: extension Hub: HubMocking",
                "extension: extension Hub._Overloads_Hub_0",
                "static func mock(_: HubMetatype<Clock>, singleton: Clock?)",
                "static func mock(_: HubMetatype<Clock>, factory: (@Sendable () -> Clock)?)",
                "extension: extension Hub.Mocks: _HubMockBuilder, Hub._MockOverloads_Hub_0",
                "extension: extension Hub._MockOverloads_Hub_0",
                "mutating func mock(_: HubMetatype<Clock>, singleton: Clock)",
                "mutating func mock(_: HubMetatype<Clock>, factory: @escaping @Sendable () -> Clock)"
            ])
    }

    @Test("Under a MainActor default isolation the declarations say their isolation themselves")
    func isolationIsWrittenOut() {
        let nonisolated = signatures(declarations(oneRegistration))
        let mainActor = signatures(declarations(oneRegistration, isolation: .mainActor))
        #expect(!nonisolated.contains { $0.contains("nonisolated") })
        #expect(mainActor.contains { $0.contains("nonisolated") }, "\(mainActor)")
    }
}
