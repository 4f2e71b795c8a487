import Foundation
import StaticHubTestSupport
import Testing

/// The runtime's public surface is what users write; what only generated code uses has a
/// leading underscore, so it stays out of DocC and code completion. Read from the compiled
/// modules, in both configurations, so declarations under `#if DEBUG` count.
@Suite("Runtime surface")
struct RuntimeSurfaceTests {
    /// The public types, protocols and aliases users write.
    private static let userFacingTypes: [String: Set<String>] = [
        "swift.struct": [
            "HubRegistration", "HubParameter", "HubEffects",
            "HubFactory", "HubThrowingFactory", "HubAsyncFactory", "HubAsyncThrowingFactory", "HubMainActorFactory",
            "HubScopeEndFailure"
        ],
        "swift.protocol": [
            "HubMocking", "MainActorHubMocking", "GlobalActorHubMocking", "HubTestDefaults", "MainActorHubTestDefaults",
            "HubPreviewDefaults"
        ],
        "swift.typealias": ["HubMetatype"],
        "swift.enum": ["StaticHubRelease"]
    ]

    /// The manifest's functions: the registration kinds and the declarations beside them.
    private static let manifestFunctions: Set = [
        "AutoRegister", "SingletonRegister", "WeakSingletonRegister", "ScopedRegister", "CollectionRegister",
        "Register", "FactoryRegister", "OpaqueAutoRegister", "OpaqueSingletonRegister", "OpaqueRegister", "OpaqueFactoryRegister",
        "ScopeInput", "HubRequirement", "HubImport", "TaskScope"
    ]

    @Test(
        "The runtime's public names are the types users write, at most 18, and the manifest's functions, with DEBUG and without",
        arguments: [true, false])
    func runtime(debug: Bool) throws {
        let symbols = try PublicSymbols(
            module: "StaticHub", sources: Fixtures.swiftFiles(in: Fixtures.runtimeSourcesDirectory), debug: debug)
        var types = symbols.topLevel
        let functions = types.removeValue(forKey: "swift.func") ?? []
        #expect(types == Self.userFacingTypes)
        #expect(functions == Self.manifestFunctions)
        #expect(Self.userFacingTypes.values.map(\.count).reduce(0, +) <= 18)
        #expect(symbols.extensions.isEmpty)
    }

    @Test("StaticHubTesting adds the '.hubMocks' trait: its three trait types and the one member on 'Trait'")
    func testingLibrary() throws {
        let sources = try Fixtures.swiftFiles(in: Fixtures.packageDirectory.appendingPathComponent("Sources/StaticHubTesting"))
        let symbols = try PublicSymbols(module: "StaticHubTesting", sources: sources, debug: true)
        #expect(symbols.topLevel == ["swift.struct": ["HubMocksTrait", "MainActorHubMocksTrait", "UnavailableHubMocksTrait"]])
        #expect(symbols.extensions == ["Trait.hubMocks(_:_:)"])
    }
}
