/// Renders a target's generated files: banner, imports, one extension per hub.
///
/// Either one file with everything (the command plugin's committed file, the CLI's default),
/// or split (the build plugin): a file per manifest source with the members of the
/// registrations it declares, and a hub file with the rest. Flipping one registration then
/// rewrites one small file, so the incremental build recompiles that file instead of the
/// whole hub; the compiler also spreads the files over the machine's cores.
enum FileRenderer {
    static func render(_ layout: GenerationLayout, sourceMapping: SourceMapping) -> String {
        let renderers = Dictionary(layout.hubs.map { ($0.hub.name, $0) }, uniquingKeysWith: { first, _ in first }).mapValues { hub in
            HubRenderer(layout: hub, registrations: HubRenderer.registrations(of: hub), share: hub.whole, file: .hub)
        }
        return render(layout.model, sourceMapping: sourceMapping) { renderers[$0.name]! }
    }

    /// The hub file, and for each of `sources` (the manifest files' paths as the inputs
    /// spell them) the file holding its registrations' members; a source that declares none
    /// gets a file with only the banner.
    static func renderSplit(_ layout: GenerationLayout, splitting sources: [String], sourceMapping: SourceMapping) -> GeneratedFiles {
        let split = Set(sources)
        let model = layout.model
        let layouts = Dictionary(layout.hubs.map { ($0.hub.name, $0) }, uniquingKeysWith: { first, _ in first })
        let registrations = layouts.mapValues(HubRenderer.registrations(of:))
        let hubFile = render(model, sourceMapping: sourceMapping) { hub in
            let layout = layouts[hub.name]!
            let unsplit = Set(layout.byFile.keys).subtracting(split)
            return HubRenderer(layout: layout, registrations: registrations[hub.name]!, share: layout.share(of: unsplit), file: .hub)
        }
        var parts: [String: String] = [:]
        for source in split {
            parts[source] = render(model, sourceMapping: sourceMapping) { hub in
                let layout = layouts[hub.name]!
                return HubRenderer(
                    layout: layout, registrations: registrations[hub.name]!, share: layout.byFile[source] ?? .empty, file: .part)
            }
        }
        return GeneratedFiles(hubFile: hubFile, parts: parts)
    }

    private static func render(_ model: GenerationModel, sourceMapping: SourceMapping, renderer: (HubModel) -> HubRenderer) -> String {
        let hubs = model.hubs.map(renderer).filter(\.hasContent)
        var writer = SwiftWriter(sourceMapping: sourceMapping, capacity: 4096 + 3072 * hubs.map(\.sharedRegistrations.count).reduce(0, +))
        writer.write(declarations(model, hubs: hubs))
        return writer.text
    }

    /// The banner, then for a file with anything of a hub: the imports, the version check and the hubs.
    private static func declarations(_ model: GenerationModel, hubs: [HubRenderer]) -> [Declaration] {
        let banner = Vocabulary.generatedBannerLines.map(Declaration.comment)
        guard !hubs.isEmpty else { return banner }
        var imports = model.imports
        let importsRuntime = imports.contains { $0.condition == nil && $0.text.split(separator: " ").last == "StaticHub" }
        if !importsRuntime {
            imports.append(ImportDeclaration(text: "import " + GeneratedCode.runtimeModule, condition: nil))
        }
        var declarations = banner + [.blankLine]
        for declaration in imports {
            let statement = Declaration.importStatement(declaration.text)
            declarations.append(declaration.condition.map { .conditional($0, [statement]) } ?? statement)
        }
        declarations += [.blankLine] + GeneratedCode.versionCheck
        for hub in hubs {
            switch model.defaultIsolation {
            case .nonisolated:
                declarations += [.blankLine] + hub.declarations
            case .mainActor:
                declarations +=
                    [.blankLine]
                    + ExplicitIsolation.written(hub.declarations, hub: hub.hub.name, hubIsIsolated: hub.hub.globalActor != nil)
            }
        }
        return declarations
    }
}
