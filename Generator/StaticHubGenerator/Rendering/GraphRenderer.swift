/// Renders the hubs' dependency graph: one cluster per hub, one node per registration
/// (its type, lifetime and explicit parameters), one edge per resolved parameter, from
/// the consumer to what it resolves. Singletons are drawn bold (DOT) or double-edged (Mermaid).
enum GraphRenderer {
    static func render(_ model: GenerationModel, format: GraphFormat) -> String {
        switch format {
        case .dot: renderDOT(model)
        case .mermaid: renderMermaid(model)
        }
    }

    /// `singleton`, `auto`, `opaque auto`, `register(Date, String)`.
    static func lifetime(of registration: Registration) -> String {
        let base: String = switch registration.kind.lifetime {
        case .singleton: "singleton"
        case .transient: registration.explicitParameters.isEmpty ? "auto" : "register"
        }
        let explicit = registration.explicitParameters.map(\.type.spelling).joined(separator: ", ")
        let parameters = registration.explicitParameters.isEmpty ? "" : "(\(explicit))"
        return (registration.kind.isOpaque ? "opaque " : "") + base + parameters
    }

    /// Letters, digits and underscores only: valid as a node name in both formats.
    private static func identifier(_ parts: String...) -> String {
        String(parts.joined(separator: "_").map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    private static func edges(of hub: HubModel) -> [(from: String, to: String)] {
        hub.registrations.flatMap { wired in
            wired.dependencies.map { provider in
                (identifier(hub.name, wired.plainName), identifier(hub.name, hub.registrations[provider].plainName))
            }
        }
    }

    private static func renderDOT(_ model: GenerationModel) -> String {
        /// A DOT string; a newline becomes DOT's `\n` line break.
        func quoted(_ text: String) -> String {
            "\"" + text.escaping(["\\": "\\\\", "\"": "\\\"", "\n": "\\n"]) + "\""
        }
        var writer = SwiftWriter()
        writer.block("digraph StaticHub") { writer in
            writer.line("rankdir=LR;")
            writer.line("node [shape=box];")
            for hub in model.hubs {
                writer.block("subgraph \(identifier("cluster", hub.name))") { writer in
                    writer.line("label=\(quoted(hub.name));")
                    for wired in hub.registrations {
                        let registration = wired.registration
                        let style = registration.kind.lifetime == .singleton ? ", style=bold" : ""
                        let label = quoted(registration.registeredType.spelling + "\n" + lifetime(of: registration))
                        writer.line("\(identifier(hub.name, wired.plainName)) [label=\(label)\(style)];")
                    }
                }
                for edge in edges(of: hub) {
                    writer.line("\(edge.from) -> \(edge.to);")
                }
            }
        }
        return writer.text
    }

    private static func renderMermaid(_ model: GenerationModel) -> String {
        func escaped(_ text: String) -> String {
            text.escaping(["\"": "#quot;", "<": "#lt;", ">": "#gt;"])
        }
        var writer = SwiftWriter()
        writer.line("flowchart LR")
        for hub in model.hubs {
            writer.line("    subgraph \(identifier("hub", hub.name))[\"\(escaped(hub.name))\"]")
            for wired in hub.registrations {
                let registration = wired.registration
                let label = "\"" + escaped(registration.registeredType.spelling) + "<br/>" + escaped(lifetime(of: registration)) + "\""
                let node = registration.kind.lifetime == .singleton ? "[[\(label)]]" : "[\(label)]"
                writer.line("        \(identifier(hub.name, wired.plainName))\(node)")
            }
            writer.line("    end")
            for edge in edges(of: hub) {
                writer.line("    \(edge.from) --> \(edge.to)")
            }
        }
        return writer.text
    }
}

private extension String {
    /// Replaces each character that is a key with its value.
    func escaping(_ replacements: [Character: String]) -> String {
        var result = ""
        for character in self {
            if let replacement = replacements[character] { result += replacement } else { result.append(character) }
        }
        return result
    }
}
