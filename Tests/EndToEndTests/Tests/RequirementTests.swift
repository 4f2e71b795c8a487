import EndToEndPublicHub
import Testing

@Suite("Requirements of an imported library hub")
struct RequirementTests {
    @Test("The importer's configuration builds the library's open registrations")
    func openRegistrations() {
        #expect(ToolsUserHub.resolve((any RepositoryScanner).self).scan() == "scanned /test (1,000 files)")
        let session = ToolsUserHub.resolveScanSession()
        #expect(ToolsUserHub.resolve(ScanSession.self) === session)
    }

    @Test("An importer that registers no logger keeps the library's default, and shares what it builds")
    func defaultKept() {
        #expect(ToolsUserHub.resolve((any ScanReporter).self).report("x") == "silent: x")
        #expect(ToolsUserHub.resolveToolsLogger().name == "silent")
    }

    @Test("Scoped mocks of the requirement change what the importer builds, and only inside the scope")
    func scopedMock() {
        struct Elsewhere: ToolsConfiguration {
            let workspace = "/elsewhere"
        }
        let scanned = ToolsUserHub.withMocks {
            $0.mock((any ToolsConfiguration).self) { Elsewhere() }
        } operation: {
            ToolsUserHub.resolveRepositoryScanner().scan()
        }
        #expect(scanned == "scanned /elsewhere (1,000 files)")
    }
}
