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
}
