import StaticHubGenerator

/// Factory's test and preview contexts of a moved registration (`.onTest { Mock() }`,
/// `.context(.test) { Mock() }`, `.onPreview { Sample() }`, `.context(.preview) { Sample() }`):
/// mocks every test, or every preview, starts with. StaticHub declares them as the hub's test
/// defaults in the test target (`HubTestDefaults`, or `MainActorHubTestDefaults` for a
/// main-actor hub: the spelling that compiles in any test target), written at the end of a test
/// file among the inputs (one that imports Factory when there is one, since it resolves what
/// moved); and as its preview defaults (`HubPreviewDefaults`) in debug builds of the app,
/// written after the registration. With no test file, each test default is reported with the
/// line to add.
extension FactoryMigration {
    struct ContextDefault {
        enum Context { case test, preview }

        let context: Context
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

    /// The test and preview contexts' closures of `registration`, as written; a failure when one
    /// cannot move out of the container.
    func contextClosures(of registration: FactoryRegistration) -> Result<[(ContextDefault.Context, String)], Untranslatable> {
        let source = sources[registration.sourceIndex]
        var closures: [(ContextDefault.Context, String)] = []
        for modifier in registration.modifiers {
            guard let context = Self.context(of: modifier) else { continue }
            var open = modifier.token + 1
            if source.isKind(open, .leftParen), let close = source.partner(of: open) { open = close + 1 }
            guard let closure = FactoryClosure(source, at: open), closure.parameters.isEmpty,
                isPlain(source, closure.body, inManifest: true)
            else {
                let place = context == .test ? "a test target" : "a preview default"
                return .failure(
                    Untranslatable(
                        .contextClosureNotPlain, "its '.\(modifier.name)' closure is not one plain expression \(place) could make"))
            }
            closures.append((context, source.oneLine(closure.open, closure.close)))
        }
        return .success(closures)
    }

    /// `.onTest { … }` and `.context(.test) { … }`; `.onPreview { … }` and `.context(.preview) { … }`.
    static func context(of modifier: (name: String, argument: String?, token: Int)) -> ContextDefault.Context? {
        switch (modifier.name, modifier.argument) {
        case ("onTest", _), ("context", "test"): .test
        case ("onPreview", _), ("context", "preview"): .preview
        default: nil
        }
    }

    /// The protocol a test target's defaults conform the hub to.
    var testDefaultsProtocol: String { hubIsMainActor ? "MainActorHubTestDefaults" : "HubTestDefaults" }

    /// The test defaults, in a test file's `extension AppHub: HubTestDefaults`: `public`, since
    /// the hub is the app module's, which the tests import.
    mutating func placeTestDefaults(_ defaults: [ContextDefault]) {
        guard !defaults.isEmpty else { return }
        let tests = sources.filter { $0.errors.isEmpty && Self.isTestFile($0) }
        let importsFactory = { (source: SwiftSource) in
            source.tokens.indices.contains { source.isWord($0, "import") && ["Factory", "FactoryKit"].contains(source.text($0 + 1)) }
        }
        let conformance = "extension \(hub): \(testDefaultsProtocol)"
        guard let file = tests.first(where: importsFactory) ?? tests.first else {
            for mock in defaults {
                findings.caveat(
                    .testContextLeft,
                    "'\(mock.name)' moved without its test context: add '\(mock.mockCall)' to the test "
                        + "target's '\(conformance)' (see Testing)", at: mock.location)
            }
            return
        }
        let lines = defaults.map { "        \($0.mockCall)\n" }.joined()
        let text =
            "\n/// The mocks every test starts with: Factory's test context of what moved to \(hub).\n"
            + "\(conformance) {\n    public static func testDefaults(_ mocks: inout Mocks) {\n\(lines)    }\n}\n"
        let end = file.file.source.bytes.count
        findings.add(TextEdit(end..<end, text), in: file.path)
        for mock in defaults {
            findings.caveat(
                .testDefault,
                "the test context of '\(mock.name)' is now a test default, in \(file.path)'s '\(conformance)'", at: mock.location)
        }
    }

    /// The preview defaults, in `#if DEBUG` (mocks exist in debug builds only) at the end of the
    /// file of the first registration that has one: `extension AppHub: HubPreviewDefaults`.
    mutating func placePreviewDefaults(_ defaults: [ContextDefault]) {
        guard let first = defaults.first, let file = sources.first(where: { $0.path == first.location.path }) else { return }
        let lines = defaults.map { "            \($0.mockCall)\n" }.joined()
        let text =
            "\n#if DEBUG\n    /// The mocks every SwiftUI preview starts with: Factory's preview context of what moved to \(hub).\n"
            + "    extension \(hub): HubPreviewDefaults {\n        public static func previewDefaults(_ mocks: inout Mocks) {\n"
            + "\(lines)        }\n    }\n#endif\n"
        let end = file.file.source.bytes.count
        findings.add(TextEdit(end..<end, text), in: file.path)
        for mock in defaults {
            findings.caveat(
                .previewDefault,
                "the preview context of '\(mock.name)' is now a preview default, in \(file.path)'s 'extension \(hub): "
                    + "HubPreviewDefaults', which applies where Xcode runs previews", at: mock.location)
        }
    }
}
