import Testing

@testable import StaticHubGenerator

/// The wiring stage alone: the catalog in, each hub's registrations linked to their providers
/// and its collections composed out, with what nothing provides left for the hints after it.
@Suite("Stage: wiring")
struct WiringStageTests {
    private func wire(_ source: String) -> WiredTarget {
        StageText.wired([("Manifest.swift", source)])
    }

    @Test("Each parameter's argument comes from the caller, a registration, a provider, the collection, or nil")
    func parametersAreLinked() {
        let wired = wire(
            """
            enum Hub {}
            extension Hub {
                static let all: [HubRegistration] = [
                    SingletonRegister(Clock.self, using: Clock.init),
                    CollectionRegister(Sink.self, using: ConsoleSink.init),
                    CollectionRegister(Sink.self, using: FileSink.init),
                    Register(
                        Report.self,
                        parameterTypes: .explicit(Int.self), .resolved(Clock.self), .provider(Clock.self), .collection(Sink.self),
                        .optional(Printer.self),
                        using: Report.init
                    ),
                ]
            }
            """)
        #expect(wired.diagnostics.isEmpty && wired.unresolved.isEmpty)
        #expect(
            wired.model.hubs.flatMap(StageText.wiredLines(of:)) == [
                "Clock",
                "Sink",
                "Sink",
                "Report",
                "  Int ← the caller",
                "  Clock ← Clock",
                "  Clock ← a provider of Clock",
                "  Sink ← the collection Sink",
                "  Printer ← nil",
                "collection Sink of #1, #2"
            ])
    }

    @Test("A dependency nothing provides is left unresolved for the hints after wiring, not reported by wiring itself")
    func unprovidedDependency() {
        let wired = wire(
            """
            enum Hub {}
            extension Hub {
                static let all: [HubRegistration] = [
                    AutoRegister(Feed.self, parameterTypes: (any HTTPClient).self, using: Feed.init),
                ]
            }
            """)
        #expect(wired.diagnostics.isEmpty)
        #expect(
            wired.unresolved.map { "\($0.location): \($0.required) in \($0.hubName): \($0.message.text)" } == [
                "Manifest.swift:4:49: any HTTPClient in Hub: no registration in hub 'Hub' provides 'any HTTPClient'"
            ])
    }

    @Test("Wiring checks the graph: a cycle is reported once, at the registration the message starts from")
    func cycles() {
        let wired = wire(
            """
            enum Hub {}
            extension Hub {
                static let all: [HubRegistration] = [
                    AutoRegister(A.self, parameterTypes: B.self, using: A.init),
                    AutoRegister(B.self, parameterTypes: A.self, using: B.init),
                ]
            }
            """)
        #expect(
            wired.diagnostics.map(\.description).map { $0.split(separator: "\n").first ?? "" } == [
                "Manifest.swift:4:9: error: dependency cycle: A → B → A; to break it, take one of these dependencies as a provider, such as '.provider(A.self)', which resolves on 'make()'"
            ])
    }
}
