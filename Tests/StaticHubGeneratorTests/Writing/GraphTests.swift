import Foundation
import StaticHubTestSupport
import Testing

@testable import StaticHubCommandLine
@testable import StaticHubGenerator

@Suite("Dependency graph")
struct GraphTests {
    static let manifest = """
        enum Dependency {}

        extension Dependency {
            static let core: [HubRegistration] = [
                SingletonRegister((any Clock).self, effects: .async, using: SystemClock.init),
                AutoRegister(Report<Quarter>.self, parameterTypes: (any Clock).self, using: Report.init),
                Register((any Session).self, parameterTypes: .explicit(String.self), .resolved((any Clock).self), using: S.init),
                OpaqueAutoRegister((any Engine).self, using: V8.init),
            ]
        }
        """

    @Test("DOT: clusters per hub, lifetimes and effects (inherited too) in labels, singletons bold, edges to what is resolved")
    func dot() throws {
        let result = GeneratorPipeline.graph([SourceInput(path: "Manifest.swift", text: Self.manifest)], format: .dot)
        #expect(result.diagnostics.isEmpty)
        #expect(
            try #require(result.output) == #"""
                digraph StaticHub {
                    rankdir=LR;
                    node [shape=box];
                    subgraph cluster_Dependency {
                        label="Dependency";
                        Dependency_Clock [label="any Clock\nsingleton async", style=bold];
                        Dependency_ReportQuarter [label="Report<Quarter>\nauto async"];
                        Dependency_Session [label="any Session\nregister(String) async"];
                        Dependency_Engine [label="any Engine\nopaque auto"];
                    }
                    Dependency_ReportQuarter -> Dependency_Clock;
                    Dependency_Session -> Dependency_Clock;
                }

                """#)
    }

    @Test("A requirement is a node of its own, with edges from what takes it and to what an importer provides")
    func requirements() throws {
        let manifest = """
            enum ToolsHub {
                static let all: [HubRegistration] = [
                    HubRequirement((any Configuration).self),
                    HubRequirement((any Logger).self, default: SilentLogger.init),
                    AutoRegister((any Updater).self, parameterTypes: (any Configuration).self, (any Logger).self, using: UpdaterImpl.init),
                ]
            }
            enum AppHub {
                static let all: [HubRegistration] = [
                    HubImport(ToolsHub.self),
                    AutoRegister((any Configuration).self, using: AppConfiguration.init),
                ]
            }
            """
        let dot = GeneratorPipeline.graph([SourceInput(path: "Manifest.swift", text: manifest)], format: .dot)
        #expect(dot.diagnostics.isEmpty)
        #expect(
            try #require(dot.output) == #"""
                digraph StaticHub {
                    rankdir=LR;
                    node [shape=box];
                    subgraph cluster_AppHub {
                        label="AppHub";
                        AppHub_Configuration [label="any Configuration\nauto"];
                        AppHub_Updater [label="any Updater\nauto, built from ToolsHub"];
                    }
                    subgraph cluster_ToolsHub {
                        label="ToolsHub";
                        ToolsHub_Logger [label="any Logger\nrequirement default"];
                        ToolsHub_Updater [label="any Updater\nauto"];
                        ToolsHub_required_Configuration [label="any Configuration\nrequirement", shape=hexagon];
                    }
                    AppHub_Updater -> AppHub_Configuration;
                    AppHub_Updater -> ToolsHub_Logger;
                    ToolsHub_required_Configuration -> AppHub_Configuration [style=dashed, label="provided by"];
                    ToolsHub_Updater -> ToolsHub_required_Configuration;
                    ToolsHub_Updater -> ToolsHub_Logger;
                }

                """#)
        let mermaid = try #require(GeneratorPipeline.graph([SourceInput(path: "Manifest.swift", text: manifest)], format: .mermaid).output)
        try expectGolden(mermaid, "mermaid", fileExtension: "mmd")
    }

    @Test("Tags in node titles; optional and provider edges dashed and labelled, in both formats")
    func tagsOptionalProvider() throws {
        let manifest = """
            enum Hub {
                static let all: [HubRegistration] = [
                    AutoRegister((any Processor).self, tag: Stripe.self, using: StripeProcessor.init),
                    AutoRegister((any Logger).self, using: ConsoleLogger.init),
                    AutoRegister(
                        Checkout.self,
                        parameterTypes: .resolved((any Processor).self, tag: Stripe.self), .optional((any Logger).self), .provider(Session.self),
                        using: Checkout.init
                    ),
                    AutoRegister(Session.self, parameterTypes: Checkout.self, using: Session.init),
                ]
            }
            """
        let input = [SourceInput(path: "Manifest.swift", text: manifest)]
        let dot = try #require(GeneratorPipeline.graph(input, format: .dot).output)
        try expectGolden(dot, "dot", fileExtension: "dot")
        let mermaid = try #require(GeneratorPipeline.graph(input, format: .mermaid).output)
        try expectGolden(mermaid, "mermaid", fileExtension: "mmd")
    }

    @Test("A task scope's registrations and inputs are marked as such, in both formats")
    func taskScopes() throws {
        let manifest = """
            enum Server {
                static let all: [HubRegistration] = [
                    TaskScope(RequestScope.self),
                    ScopeInput(HTTPRequest.self, scope: RequestScope.self),
                    ScopedRegister(Transaction.self, scope: RequestScope.self, parameterTypes: HTTPRequest.self, using: Transaction.init, onScopeEnd: { $0.close() }),
                    ScopedRegister(Profile.self, scope: Session.self, using: Profile.init),
                ]
            }
            """
        let input = [SourceInput(path: "Manifest.swift", text: manifest)]
        let dot = try #require(GeneratorPipeline.graph(input, format: .dot).output)
        try expectGolden(dot, "dot", fileExtension: "dot")
        let mermaid = try #require(GeneratorPipeline.graph(input, format: .mermaid).output)
        try expectGolden(mermaid, "mermaid", fileExtension: "mmd")
    }

    @Test("Mermaid: subgraph per hub, escaped labels, singletons as double boxes")
    func mermaid() throws {
        let result = GeneratorPipeline.graph([SourceInput(path: "Manifest.swift", text: Self.manifest)], format: .mermaid)
        #expect(
            try #require(result.output) == #"""
                flowchart LR
                    subgraph hub_Dependency["Dependency"]
                        Dependency_Clock[["any Clock<br/>singleton async"]]
                        Dependency_ReportQuarter["Report#lt;Quarter#gt;<br/>auto async"]
                        Dependency_Session["any Session<br/>register(String) async"]
                        Dependency_Engine["any Engine<br/>opaque auto"]
                    end
                    Dependency_ReportQuarter --> Dependency_Clock
                    Dependency_Session --> Dependency_Clock

                """#)
    }

    @Test("The documented graph is what its command prints for the example")
    func readmeGraph() throws {
        let readme = try String(
            contentsOf: Fixtures.packageDirectory.appendingPathComponent("Sources/StaticHub/Documentation.docc/Routes.md"), encoding: .utf8)
        let command = "swift run statichub graph --format mermaid --dependency ExampleCore=Sources/ExampleCore Sources/Example/*.swift"
        let start = try #require(readme.range(of: command + "\n```\n\n```mermaid\n")).upperBound
        let end = try #require(readme.range(of: "```", range: start..<readme.endIndex)).lowerBound
        // The command's arguments, with the glob expanded as the shell would.
        let package = Fixtures.packageDirectory
        let sources = try Fixtures.swiftFiles(in: package.appendingPathComponent("Sources/Example")).map(\.path)
        let arguments = [
            "graph", "--format", "mermaid", "--dependency", "ExampleCore=" + package.appendingPathComponent("Sources/ExampleCore").path
        ]
        var output = ""
        let status = CommandLineTool.run(arguments + sources, standardOutput: { output += $0 + "\n" }, standardError: { _ in })
        #expect(status == 0)
        #expect(output.trimmingCharacters(in: .newlines) + "\n" == String(readme[start..<end]))
    }

    @Test("A graph of a broken manifest is the same diagnostics as generate, and no output")
    func brokenManifest() {
        let broken = Self.manifest.replacingOccurrences(of: "using: V8.init", with: "usin: V8.init")
        let graph = GeneratorPipeline.graph([SourceInput(path: "Manifest.swift", text: broken)], format: .dot)
        #expect(graph.output == nil)
        #expect(graph.diagnostics == generate(broken).diagnostics)
        #expect(printed(graph) == ["Manifest.swift:8:47: error: 'OpaqueAutoRegister' has no argument 'usin:'"])
    }
}
