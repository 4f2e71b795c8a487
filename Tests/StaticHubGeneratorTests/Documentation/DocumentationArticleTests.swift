import Foundation
import StaticHubTestSupport
import Testing

/// The DocC articles' Swift blocks that name the file they are (`// Sources/MyApp/main.swift`)
/// claim to compile as written: each article's files are built as a package with the real
/// build plugin, a target per folder (or the article's own `Package.swift`, as the README's
/// is), and must build without a warning. Other blocks are
/// excerpts (generated code, which `GoldenTests` compares with the goldens) and fragments.
@Suite("Documentation articles")
struct DocumentationArticleTests {
    static let catalog = Fixtures.runtimeSourcesDirectory.appendingPathComponent("Documentation.docc")

    /// The articles with files, by name.
    static let articles: [String] = {
        let names = (try? Fixtures.files(in: catalog, withExtension: "md")) ?? []
        return names.filter { url in
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            return !DocumentationFiles.files(in: text[...]).isEmpty
        }.map { $0.deletingPathExtension().lastPathComponent }
    }()

    @Test("The getting-started article is one of the articles whose files are built")
    func articlesClaim() {
        #expect(Self.articles.contains("GettingStarted"))
    }

    @Test("An article's files build as written, without a warning", arguments: articles)
    func filesBuild(_ article: String) throws {
        let text = try String(contentsOf: Self.catalog.appendingPathComponent(article + ".md"), encoding: .utf8)
        var files = DocumentationFiles.files(in: text[...])
        if files.contains(where: { $0.path == "Package.swift" }) {
            files = try #require(
                DocumentationFiles.pointingAtThisCheckout(files), "the article's Package.swift no longer depends on StaticHub's release")
        } else {
            files.append(("Package.swift", Self.manifest(for: files.map(\.path))))
        }

        let package = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: package) }
        try DocumentationFiles.write(files, into: package)
        let build = try Toolchain.swiftBuild(["--build-tests"], in: package)
        try #require(build.status == 0, "\(build.output)")
        #expect(!build.output.contains("warning:"), "\(build.output)")
    }

    /// A target per folder of `Sources/` (an executable one where it has a `main.swift`) with
    /// the runtime and the build plugin, and per folder of `Tests/`, with the trait library.
    static func manifest(for paths: [String]) -> String {
        let checkout = Fixtures.packageDirectory
        func folders(under root: String) -> [String] {
            Set(paths.filter { $0.hasPrefix(root + "/") }.map { String($0.split(separator: "/")[1]) }).sorted()
        }
        let sources = folders(under: "Sources")
        let runtime = #".product(name: "StaticHub", package: "\#(checkout.lastPathComponent)")"#
        let plugin = #"plugins: [.plugin(name: "StaticHubPlugin", package: "\#(checkout.lastPathComponent)")]"#
        let sourceTargets = sources.map { name in
            let kind = paths.contains("Sources/\(name)/main.swift") ? "executableTarget" : "target"
            return #"        .\#(kind)(name: "\#(name)", dependencies: [\#(runtime)], \#(plugin)),"#
        }
        let testTargets = folders(under: "Tests").map { name in
            let dependencies =
                sources.map { "\"\($0)\"" } + [#".product(name: "StaticHubTesting", package: "\#(checkout.lastPathComponent)")"#]
            return #"        .testTarget(name: "\#(name)", dependencies: [\#(dependencies.joined(separator: ", "))], \#(plugin)),"#
        }
        return """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Article",
                platforms: [.macOS(.v13)],
                dependencies: [.package(path: "\(checkout.path)")],
                targets: [
            \((sourceTargets + testTargets).joined(separator: "\n"))
                ]
            )

            """
    }
}
