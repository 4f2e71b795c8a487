import Foundation
import StaticHubTestSupport
import Testing

@testable import StaticHubCommandLine
@testable import StaticHubGenerator

/// A plugin cannot import the generator, so the command plugin's pre-filter spells the
/// manifest marker itself; it must be the generator's, or targets would be skipped.
@Suite("Plugin pre-filter")
struct PluginMarkerTests {
    @Test("The plugins look for the generator's manifest marker")
    func markerMatches() throws {
        let shared = Fixtures.packageDirectory.appendingPathComponent("Generator/Plugins/Shared/GeneratorInvocation.swift")
        let source = try String(contentsOf: shared, encoding: .utf8)
        #expect(source.contains("Data(\"\(ModuleReader.manifestMarker)\".utf8)"))
    }

    @Test("The plugins name the runtime's release file the generator reads")
    func runtimeReleaseFileMatches() throws {
        let shared = Fixtures.packageDirectory.appendingPathComponent("Generator/Plugins/Shared/GeneratorInvocation.swift")
        let source = try String(contentsOf: shared, encoding: .utf8)
        #expect(source.contains("static let runtimeReleaseFileName = \"\(RuntimeRelease.fileName)\""))
    }
}
