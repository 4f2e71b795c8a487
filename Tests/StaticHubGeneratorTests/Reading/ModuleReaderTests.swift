import Testing

@testable import StaticHubGenerator

/// Which files the read stage (`ModuleReader`) parses besides those with manifests: the one
/// declaring a hub, those declaring its member types, and what it reports of them.
@Suite("Reading: the files a module's hubs need")
struct ModuleReaderTests {
    @Test("A hub declared in a file without manifests is found")
    func hubInAnotherFile() throws {
        let result = generate([
            "A.swift": "extension Hub {\n    static let manifest: [HubRegistration] = [AutoRegister(A.self, using: A.init)]\n}",
            "Hub.swift": "@MainActor public final class Hub {}"
        ])
        #expect(result.diagnostics.isEmpty)
        try expectGolden(try #require(result.output))
    }

    @Test("Member types declared in other files are read; those files' problems are left to the compiler")
    func memberTypesInOtherFiles() throws {
        let result = generate([
            "Hub.swift": "enum Hub {\n    static let manifest: [HubRegistration] = [AutoRegister(Session.self, using: Session.init)]\n}",
            "Hub+Session.swift": "extension Hub {\n    struct Session {}\n}",
            "Unrelated.swift": "let banner = \"\"\"\nHub, unterminated"
        ])
        #expect(result.diagnostics.isEmpty)
        try expectGolden(try #require(result.output))
    }

    @Test("A file that may declare an undeclared hub reports what keeps it from being read")
    func unreadableHubFile() {
        let result = generate([
            "A.swift": "extension Hub {\n    static let manifest: [HubRegistration] = [AutoRegister(A.self, using: A.init)]\n}",
            "Hub.swift": "enum Hub {}\nlet banner = \"\"\"\nunterminated"
        ])
        #expect(result.output == nil)
        #expect(result.diagnostics.contains { $0.location.path == "Hub.swift" && $0.severity == .error })
    }
}
