import Foundation
import StaticHubTestSupport

/// The public declarations of a module as its compiled form lists them: the compiler's symbol
/// graph, which leaves out underscored names as DocC and code completion do.
struct PublicSymbols {
    /// Top-level names by kind: `swift.struct` → `["HubFactory", …]`; functions by base name.
    let topLevel: [String: Set<String>]
    /// Members added to other modules' types, as `Type.member(labels:)`.
    let extensions: Set<String>

    /// Compiles `sources` as the module `name` (with `DEBUG` when `debug`), against the
    /// runtime's module directory, and reads the graphs the compiler writes beside it.
    init(module name: String, sources: [URL], debug: Bool) throws {
        let runtime = try Toolchain.runtimeModuleDirectory.get()
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        guard let swiftc = Toolchain.swiftc else { throw Toolchain.Failure(description: "swiftc is not on the PATH") }
        let outcome = try Toolchain.run(
            swiftc,
            [
                "-emit-module", "-module-name", name, "-parse-as-library", "-swift-version", "6", "-I", runtime.path,
                "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
                "-emit-symbol-graph", "-emit-symbol-graph-dir", directory.path
            ] + (debug ? ["-D", "DEBUG"] : []) + sources.map(\.path))
        guard outcome.status == 0 else { throw Toolchain.Failure(description: outcome.output) }

        var topLevel: [String: Set<String>] = [:]
        var extensions: Set<String> = []
        for file in try Fixtures.files(in: directory, withExtension: "json") {
            let graph = try JSONDecoder().decode(Graph.self, from: Data(contentsOf: file))
            let ownModule = file.lastPathComponent == "\(name).symbols.json"
            for symbol in graph.symbols where symbol.accessLevel == "public" {
                if !ownModule {
                    extensions.insert(symbol.pathComponents.joined(separator: "."))
                } else if symbol.pathComponents.count == 1, let path = symbol.pathComponents.first {
                    let baseName = path.split(separator: "(").first.map(String.init) ?? path
                    topLevel[symbol.kind.identifier, default: []].insert(baseName)
                }
            }
        }
        self.topLevel = topLevel
        self.extensions = extensions
    }

    /// The part of the symbol graph format these tests read.
    private struct Graph: Decodable {
        struct Symbol: Decodable {
            struct Kind: Decodable { let identifier: String }
            let kind: Kind
            let pathComponents: [String]
            let accessLevel: String
        }
        let symbols: [Symbol]
    }
}
