import Testing

@testable import StaticHubGenerator

/// A lifetime flip must not change what the hub declares: every file that resolves from the
/// hub depends on those declarations, and Swift's incremental build recompiles it when one
/// comes or goes. (`EditCostTests` checks the same with the real toolchain.)
@Suite("The members a registration declares")
struct MemberSetTests {
    private static let core = """
        import StaticHub

        enum Hub {}
        enum Session {}
        final class Base: Sendable { init() {} }
        final class Thing: Sendable { init() {} }

        extension Hub {
            static let core: [HubRegistration] = [
                ScopedRegister(Base.self, scope: Session.self, using: Base.init),
            ]
        }
        """

    /// `Flipped.swift`, whose one registration is `registration`.
    private static func flipped(_ registration: String) -> String {
        """
        import StaticHub

        extension Hub {
            static let flipped: [HubRegistration] = [
                \(registration),
            ]
        }
        """
    }

    static let lifetimes = [
        "AutoRegister(Thing.self, using: Thing.init)",
        "SingletonRegister(Thing.self, using: Thing.init)",
        "WeakSingletonRegister(Thing.self, using: Thing.init)",
        "ScopedRegister(Thing.self, scope: Session.self, using: Thing.init)"
    ]

    /// The declarations of the generated files, without bodies, comments, source locations
    /// and what is private to the file: what other files of the module can see.
    private static func declarations(_ registration: String) throws -> [String] {
        let result = GeneratorPipeline.generate(
            [SourceInput(path: "Core.swift", text: core), SourceInput(path: "Flipped.swift", text: flipped(registration))],
            layout: .split(sources: ["Core.swift", "Flipped.swift"])
        )
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let hubFile = try #require(result.output)
        let files = [hubFile] + ["Core.swift", "Flipped.swift"].map { result.splitOutputs[$0] ?? "" }
        let declarationStart =
            /^\s*(@[\w()]+\s+)*((public|internal|package|nonisolated|static|mutating|fileprivate|private|final)\s+)*(func|struct|enum|class|protocol|extension|typealias|init|var|let)\b/
        var declarations: [String] = []
        var depth = 0
        var privateUntilDepth: Int?
        for line in files.flatMap({ $0.split(separator: "\n") }) {
            let opened = line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if privateUntilDepth == nil, line.contains(declarationStart) {
                if line.contains("private ") {
                    // A private declaration, and whatever it contains, is the file's own.
                    if opened > 0 { privateUntilDepth = depth }
                } else {
                    // Up to its body's brace: an empty extension declares what one with members
                    // does (nothing but itself), a function written on one line what a longer one does.
                    let header = line.split(separator: "{", maxSplits: 1).first.map { String($0) + "{" } ?? String(line)
                    declarations.append(header.trimmingCharacters(in: .whitespaces))
                }
            }
            depth += opened
            if let end = privateUntilDepth, depth <= end { privateUntilDepth = nil }
        }
        return declarations
    }

    @Test("Every lifetime declares the same members: resolves, the accessor, factories, both mock forms", arguments: lifetimes.dropFirst())
    func sameMembers(_ registration: String) throws {
        let transient = try Self.declarations(Self.lifetimes[0])
        #expect(transient.contains("static func mock(_: Thing.Type, singleton: Thing?) {"))
        #expect(transient.contains("static func mock(_: Thing.Type, factory: (@Sendable () -> Thing)?) {"))
        #expect(transient.contains("static func factory(of _: Thing.Type) -> HubFactory<Thing> {"))
        let other = try Self.declarations(registration)
        let lines = transient.count > other.count ? transient : other
        #expect(other == transient, "\(registration): \(lines.filter { !(transient.contains($0) && other.contains($0)) })")
    }
}
