import Foundation
import Testing

/// The runtime's public surface is what users write; what only generated code uses has a
/// leading underscore, so it stays out of DocC and code completion.
@Suite("Runtime surface")
struct RuntimeSurfaceTests {
    /// The public types, protocols and aliases users write, besides the manifest DSL's functions.
    private static let userFacing: Set<String> = [
        "HubRegistration", "HubParameter", "HubEffects", "HubMetatype",
        "HubFactory", "HubThrowingFactory", "HubAsyncFactory", "HubAsyncThrowingFactory", "HubMainActorFactory",
        "HubMocking", "MainActorHubMocking", "GlobalActorHubMocking", "HubTestDefaults",
        "StaticHubRelease"
    ]

    @Test("The runtime's public types are the ones users write, at most 18; generated code's are underscored")
    func publicTypes() throws {
        let declaration = try Regex(#"^public (?:final )?(?:class|struct|enum|protocol|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*)"#)
        var names: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: Fixtures.runtimeSourcesDirectory.path)
        where file.hasSuffix(".swift") {
            let text = try String(contentsOf: Fixtures.runtimeSourcesDirectory.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let match = line.firstMatch(of: declaration), let name = match.output[1].substring {
                    names.insert(String(name))
                }
            }
        }
        #expect(names.filter { !$0.hasPrefix("_") } == Self.userFacing)
        #expect(Self.userFacing.count <= 18)
    }
}
