import StaticHubGenerator

/// Factory's test context of a moved registration, `.onTest { Mock() }` or
/// `.context(.test) { Mock() }`: a mock every test starts with, which StaticHub declares in the
/// test target's `extension AppHub: HubTestDefaults`. Written at the end of a test file among
/// the inputs (one that imports Factory when there is one, since it resolves what moved); with
/// none, each is reported with the line to add.
extension FactoryMigration {
    struct TestDefault {
        /// The registration's property name.
        let name: String
        /// The registered type, as a manifest spells it.
        let type: String
        /// The tag a second registration of the type got.
        let tag: String?
        /// The mock's closure as written: `{ MockAnalytics() }`.
        let closure: String
        let location: SourceLocation

        /// `mocks.mock((any Analytics).self) { MockAnalytics() }`, in a `testDefaults`.
        var mockCall: String {
            "mocks.mock(\(type).self\(tag.map { ", tag: \($0).self" } ?? "")) \(closure)"
        }
    }

    /// The test context's closure of `registration` when it has one, as written; a failure
    /// when it cannot move out of the container.
    func testContextClosure(of registration: FactoryRegistration) -> Result<String?, Untranslatable> {
        let source = sources[registration.sourceIndex]
        for modifier in registration.modifiers where Self.isTestContext(modifier) {
            var open = modifier.token + 1
            if source.isKind(open, .leftParen), let close = source.partner(of: open) { open = close + 1 }
            guard let closure = FactoryClosure(source, at: open), closure.parameters.isEmpty,
                isPlain(source, closure.body, inManifest: true)
            else {
                return .failure(
                    Untranslatable(reason: "its '.\(modifier.name)' closure is not one plain expression a test target could make"))
            }
            return .success(source.oneLine(closure.open, closure.close))
        }
        return .success(nil)
    }

    /// `.onTest { … }` or `.context(.test) { … }`.
    static func isTestContext(_ modifier: (name: String, argument: String?, token: Int)) -> Bool {
        modifier.name == "onTest" || modifier.name == "context" && modifier.argument == "test"
    }

    /// The test defaults, in a test file's `extension AppHub: HubTestDefaults`: `public`, since
    /// the hub is the app module's, which the tests import.
    mutating func placeTestDefaults(_ defaults: [TestDefault]) {
        guard !defaults.isEmpty else { return }
        let tests = sources.filter { $0.errors.isEmpty && Self.isTestFile($0) }
        let importsFactory = { (source: SwiftSource) in
            source.tokens.indices.contains { source.isWord($0, "import") && ["Factory", "FactoryKit"].contains(source.text($0 + 1)) }
        }
        guard let file = tests.first(where: importsFactory) ?? tests.first else {
            for mock in defaults {
                findings.caveat(
                    "'\(mock.name)' moved without its test context: add '\(mock.mockCall)' to the test "
                        + "target's 'extension \(hub): HubTestDefaults' (see Testing)", at: mock.location)
            }
            return
        }
        let lines = defaults.map { "        \($0.mockCall)\n" }.joined()
        let text =
            "\n/// The mocks every test starts with: Factory's test context of what moved to \(hub).\n"
            + "extension \(hub): HubTestDefaults {\n    public static func testDefaults(_ mocks: inout Mocks) {\n\(lines)    }\n}\n"
        let end = file.file.source.bytes.count
        findings.add(TextEdit(end..<end, text), in: file.path)
        for mock in defaults {
            findings.caveat(
                "the test context of '\(mock.name)' is now a test default, in \(file.path)'s 'extension \(hub): HubTestDefaults'",
                at: mock.location)
        }
    }
}
