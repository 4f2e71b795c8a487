/// Renders the hubs' dependency graph: one cluster per hub, one node per registration
/// (its type and tag, lifetime and explicit parameters), one edge per resolved parameter,
/// from the consumer to what it resolves; an edge that may not resolve (`.optional`) or
/// resolves later (`.provider`) is dashed and labelled so. Singletons are drawn bold (DOT)
/// or double-edged (Mermaid). Each collection a hub composes is a node of that hub's
/// (`[any AnalyticsSink]`), with an edge to each of its elements.
/// An imported registration is drawn once, in the cluster of the hub that declares it (a hub
/// of another module gets a cluster labelled with its module), so edges cross between hubs.
/// A requirement without a default is a node of its own shape in its hub's cluster, with an
/// edge from each registration that takes it and, from it, one to what each importing hub of
/// the target provides (labelled `provided by`); a copy an importer builds of an open
/// registration says which hub it is built from.
enum GraphRenderer {
    /// A cluster: a hub and the registrations drawn in it.
    private struct Cluster {
        var hubName: String
        var label: String
        var registrations: [WiredRegistration] = []
    }

    /// The target's hubs with their own registrations, then one cluster per other hub their
    /// imports reach, with the registrations imported from it.
    private static func clusters(of model: GenerationModel) -> [Cluster] {
        var clusters = model.hubs.map { hub in
            Cluster(hubName: hub.name, label: hub.name, registrations: hub.registrations.filter { $0.importedFrom == nil })
        }
        var drawn = Set(clusters.flatMap { cluster in cluster.registrations.map { node(cluster.hubName, $0) } })
        for wired in model.hubs.flatMap(\.registrations) {
            guard let source = wired.importedFrom, drawn.insert(node(source.hubName, wired)).inserted else { continue }
            if let index = clusters.firstIndex(where: { $0.hubName == source.hubName }) {
                clusters[index].registrations.append(wired)
            } else {
                let label = source.module.map { "\($0).\(source.hubName)" } ?? source.hubName
                clusters.append(Cluster(hubName: source.hubName, label: label, registrations: [wired]))
            }
        }
        return clusters
    }

    /// A registration's node: named after the hub that declares it.
    private static func node(_ hubName: String, _ wired: WiredRegistration) -> String {
        let name = wired.plainName + (wired.elementNumber.map { "_element\($0)" } ?? "")
        return identifier(wired.importedFrom?.hubName ?? hubName, name)
    }

    /// From each requirement of a hub of the target that `hub` imports, to what provides it in `hub`.
    private static func providedRequirements(of hub: HubModel, in model: GenerationModel) -> [Edge] {
        var edges: [Edge] = []
        for imported in hub.importedHubs {
            let requirements = model.hubs.first { $0.name == imported.name }?.requirements ?? []
            for requirement in requirements where !requirement.hasDefault {
                let provider = hub.registrations.first { wired in
                    wired.registration.identity == requirement.identity && !wired.registration.kind.isCollectionElement
                }
                if let provider {
                    edges.append(
                        Edge(from: requirementNode(imported.name, requirement.identity), to: node(hub.name, provider), label: "provided by")
                    )
                }
            }
        }
        return edges
    }

    /// A requirement's node, in the hub that declares it.
    private static func requirementNode(_ hubName: String, _ identity: RegistrationIdentity) -> String {
        identifier(hubName, "required", identity.type.plainName + (identity.tag?.plainName ?? ""))
    }

    /// The requirements without a default of a hub of the target: drawn in its cluster.
    private static func requirements(inCluster hubName: String, of model: GenerationModel) -> [Requirement] {
        (model.hubs.first { $0.name == hubName }?.requirements ?? []).filter { !$0.hasDefault }
    }

    /// A collection's node, in the hub that composes it.
    private static func node(_ hubName: String, _ collection: WiredCollection) -> String {
        identifier(hubName, "all", collection.plainName)
    }

    /// `[any AnalyticsSink]`, or `[any AnalyticsSink] [Stripe]`, and `collection async`.
    private static func lines(of collection: WiredCollection) -> (title: String, kind: String) {
        let tag = collection.identity.tag.map { " [\($0.spelling)]" } ?? ""
        return (TypeSyntax.array(collection.identity.type).spelling + tag, "collection" + collection.effects.signatureSuffix)
    }
    static func render(_ model: GenerationModel, format: GraphFormat) -> String {
        switch format {
        case .dot: renderDOT(model)
        case .mermaid: renderMermaid(model)
        }
    }

    /// `singleton`, `auto`, `opaque auto`, `register(Date, String)`, `scoped(UserSession)`,
    /// `input(UserSession)`, `task scoped(RequestScope)` (a task scope's, per `withScope`), then
    /// its effects and actor, declared or inherited: `singleton async throws @MainActor`.
    static func kindDescription(of wired: WiredRegistration) -> String {
        let registration = wired.registration
        let base: String =
            switch registration.kind.lifetime {
            case .singleton: "singleton"
            case .weakSingleton: "weak singleton"
            case .scoped where registration.kind.isScopeInput:
                (registration.scope!.isTask ? "task " : "") + "input(\(registration.scope!.type.spelling))"
            case .scoped: (registration.scope!.isTask ? "task " : "") + "scoped(\(registration.scope!.type.spelling))"
            case .transient where registration.kind.isCollectionElement: "element"
            case .transient where registration.kind.isRequirementDefault: "requirement default"
            case .transient: registration.explicitParameters.isEmpty ? "auto" : "register"
            }
        let explicit = registration.explicitParameters.map(\.type.spelling).joined(separator: ", ")
        let parameters = registration.explicitParameters.isEmpty ? "" : "(\(explicit))"
        let origin = wired.rebuiltFrom.map { ", built from \($0)" } ?? ""
        let isolation = wired.effects.isolation.map { " @" + $0.spelling } ?? ""
        return (registration.kind.isOpaque ? "opaque " : "") + base + parameters + wired.effects.signatureSuffix + isolation + origin
    }

    /// Letters, digits and underscores only: valid as a node name in both formats.
    private static func identifier(_ parts: String...) -> String {
        String(parts.joined(separator: "_").map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// A node's first line: `any PaymentProcessor`, or `any PaymentProcessor [Stripe]`.
    private static func title(of registration: Registration) -> String {
        registration.registeredType.spelling + (registration.tag.map { " [\($0.spelling)]" } ?? "")
    }

    private struct Edge {
        var from: String
        var to: String
        /// `optional` or `provider` for a dashed edge; nil for a plain one.
        var label: String?
    }

    /// Each edge once, though hubs that import the same hub all hold its registrations.
    private static func edges(of model: GenerationModel) -> [Edge] {
        var seen: Set<String> = []
        return model.hubs.flatMap { hub in
            let dependencies = hub.registrations.flatMap { wired in
                wired.parameters.compactMap { parameter -> Edge? in
                    let from = node(hub.name, wired)
                    switch parameter.source {
                    case .registration(let target):
                        let label = parameter.parameter.form == .optional ? "optional" : nil
                        return Edge(from: from, to: node(hub.name, hub.registrations[target]), label: label)
                    case .provider(let target):
                        return Edge(from: from, to: node(hub.name, hub.registrations[target]), label: "provider")
                    case .collection(let index):
                        return Edge(from: from, to: node(hub.name, hub.collections[index]), label: nil)
                    case .requirement:
                        return Edge(from: from, to: requirementNode(hub.name, parameter.parameter.requiredIdentity), label: nil)
                    case .explicit, .absent, .missing:
                        return nil
                    }
                }
            }
            let elements = hub.collections.flatMap { collection in
                collection.elements.map { Edge(from: node(hub.name, collection), to: node(hub.name, hub.registrations[$0]), label: nil) }
            }
            return dependencies + elements + providedRequirements(of: hub, in: model)
        }
        .filter { seen.insert("\($0.from) \($0.to) \($0.label ?? "")").inserted }
    }

    /// Each hub's collections, for its cluster.
    private static func collections(inCluster hubName: String, of model: GenerationModel) -> [WiredCollection] {
        model.hubs.first { $0.name == hubName }?.collections ?? []
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
            for cluster in clusters(of: model) {
                writer.block("subgraph \(identifier("cluster", cluster.hubName))") { writer in
                    writer.line("label=\(quoted(cluster.label));")
                    for wired in cluster.registrations {
                        let registration = wired.registration
                        let style = registration.kind.lifetime != .transient ? ", style=bold" : ""
                        let label = quoted(title(of: registration) + "\n" + kindDescription(of: wired))
                        writer.line("\(node(cluster.hubName, wired)) [label=\(label)\(style)];")
                    }
                    for collection in collections(inCluster: cluster.hubName, of: model) {
                        let (title, kind) = lines(of: collection)
                        writer.line("\(node(cluster.hubName, collection)) [label=\(quoted(title + "\n" + kind)), shape=folder];")
                    }
                    for requirement in requirements(inCluster: cluster.hubName, of: model) {
                        let label = quoted(
                            requirement.identity.type.spelling + (requirement.tag.map { " [\($0.spelling)]" } ?? "") + "\nrequirement")
                        writer.line("\(requirementNode(cluster.hubName, requirement.identity)) [label=\(label), shape=hexagon];")
                    }
                }
            }
            for edge in edges(of: model) {
                let style = edge.label.map { " [style=dashed, label=\(quoted($0))]" } ?? ""
                writer.line("\(edge.from) -> \(edge.to)\(style);")
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
        for cluster in clusters(of: model) {
            writer.line("    subgraph \(identifier("hub", cluster.hubName))[\"\(escaped(cluster.label))\"]")
            for wired in cluster.registrations {
                let registration = wired.registration
                let label = "\"" + escaped(title(of: registration)) + "<br/>" + escaped(kindDescription(of: wired)) + "\""
                let shape = registration.kind.lifetime != .transient ? "[[\(label)]]" : "[\(label)]"
                writer.line("        \(node(cluster.hubName, wired))\(shape)")
            }
            for collection in collections(inCluster: cluster.hubName, of: model) {
                let (title, kind) = lines(of: collection)
                writer.line("        \(node(cluster.hubName, collection)){{\"\(escaped(title))<br/>\(escaped(kind))\"}}")
            }
            for requirement in requirements(inCluster: cluster.hubName, of: model) {
                let title = requirement.identity.type.spelling + (requirement.tag.map { " [\($0.spelling)]" } ?? "")
                writer.line("        \(requirementNode(cluster.hubName, requirement.identity))[/\"\(escaped(title))<br/>requirement\"/]")
            }
            writer.line("    end")
        }
        for edge in edges(of: model) {
            let arrow = edge.label.map { "-. \($0) .->" } ?? "-->"
            writer.line("    \(edge.from) \(arrow) \(edge.to)")
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
