import StaticHubGenerator
import Testing

/// Types as the old library's code writes them, spelled by the generator's own type syntax
/// for the manifests a migration writes.
@Suite("Manifest type spelling")
struct ManifestTypeSpellingTests {
    @Test(
        "A bare protocol becomes an existential, the rest its canonical spelling, parenthesised before .self where needed",
        arguments: [
            ("Clock", "(any Clock)"),
            ("Clock?", "(any Clock)?"),
            ("Clock!", "(any Clock)!"),
            ("any Clock", "(any Clock)"),
            ("Outer.Clock", "(any Outer.Clock)"),
            ("SystemClock", "SystemClock"),
            // Only the type itself, or what an optional wraps: what the old code named.
            ("Box<Clock>", "Box<Clock>"),
            ("[String:Int]", "[String: Int]"),
            ("() -> Date", "(() -> Date)"),
            ("Clock & Sendable", "(Clock & Sendable)")
        ])
    func spelling(written: String, spelled: String) {
        #expect(manifestTypeOperand(written) { ["Clock", "Outer.Clock"].contains($0) } == spelled)
    }

    @Test("Text that is not one type has no spelling")
    func notAType() {
        #expect(manifestTypeOperand("Box<", isProtocol: { _ in false }) == nil)
        #expect(manifestTypeOperand("A B", isProtocol: { _ in false }) == nil)
    }

    @Test(
        "The accessor a tool names is the one the generator writes, with tags and name: overrides",
        arguments: [
            ("AutoRegister((any Clock).self, using: { SystemClock() })", "(any Clock)", nil, nil),
            ("AutoRegister(Box<Int>.self, using: { Box(value: 1) })", "Box<Int>", nil, nil),
            ("AutoRegister((any Clock).self, tag: Backup.self, using: { SystemClock() })", "(any Clock)", "Backup", nil),
            ("AutoRegister((any Clock).self, name: \"wallClock\", using: { SystemClock() })", "(any Clock)", nil, "wallClock")
        ] as [(String, String, String?, String?)])
    func accessorName(line: String, type: String, tag: String?, name: String?) throws {
        let manifest = """
            protocol Clock {}
            struct SystemClock: Clock {}
            struct Box<Value> { let value: Value }
            enum Backup {}
            enum AppHub {}
            extension AppHub {
                static let all: [HubRegistration] = [
                    \(line),
                ]
            }

            """
        let generated = try #require(GeneratorPipeline.generate([SourceInput(path: "Hub.swift", text: manifest)]).output)
        let accessor = try #require(registrationAccessorName(type: type, tag: tag, name: name))
        #expect(generated.contains("static func \(accessor)() ->"), "\(accessor)")
    }
}
