/// The declarations stage: a target's laid-out hubs → each generated file's declarations
/// (banner, imports, one extension per hub), the target's default isolation written out
/// (`ExplicitIsolation`). The writing stage (`FileWriter`) only turns them into text.
///
/// Either one file with everything (the command plugin's committed file, the CLI's default),
/// or split (the build plugin): a file per manifest source with the members of the
/// registrations it declares, and a hub file with the rest. Flipping one registration then
/// rewrites one small file, so the incremental build recompiles that file instead of the
/// whole hub; the compiler also spreads the files over the machine's cores.
enum FileDeclarations {
    /// One generated file's declarations, and how many registrations they hold (the writer
    /// sizes its buffer by it).
    struct File {
        let declarations: [Declaration]
        let registrationCount: Int
    }

    /// The files' declarations: the hub file's, and a part's per split source.
    struct Files {
        let hubFile: File
        let parts: [String: File]
    }

    /// Stage 6: the laid-out hubs → the files' declarations, in the output's layout.
    static func declare(_ layout: GenerationLayout, as output: OutputLayout) -> Files {
        switch output {
        case .singleFile: single(layout)
        case .split(let sources): split(layout, splitting: sources)
        }
    }

    private static func single(_ layout: GenerationLayout) -> Files {
        let renderers = Dictionary(layout.hubs.map { ($0.hub.name, $0) }, uniquingKeysWith: { first, _ in first }).mapValues { hub in
            HubRenderer(layout: hub, registrations: HubRenderer.registrations(of: hub), share: hub.whole, file: .hub)
        }
        return Files(hubFile: file(layout.model) { renderers[$0.name]! }, parts: [:])
    }

    /// The hub file, and for each of `sources` (the manifest files' paths as the inputs
    /// spell them) the file holding its registrations' members; a source that declares none
    /// gets a file with only the banner.
    private static func split(_ layout: GenerationLayout, splitting sources: [String]) -> Files {
        let split = Set(sources)
        let model = layout.model
        let layouts = Dictionary(layout.hubs.map { ($0.hub.name, $0) }, uniquingKeysWith: { first, _ in first })
        let registrations = layouts.mapValues(HubRenderer.registrations(of:))
        let hubFile = file(model) { hub in
            let layout = layouts[hub.name]!
            let unsplit = Set(layout.byFile.keys).subtracting(split)
            return HubRenderer(layout: layout, registrations: registrations[hub.name]!, share: layout.share(of: unsplit), file: .hub)
        }
        var parts: [String: File] = [:]
        for source in split {
            parts[source] = file(model) { hub in
                let layout = layouts[hub.name]!
                return HubRenderer(
                    layout: layout, registrations: registrations[hub.name]!, share: layout.byFile[source] ?? .empty, file: .part)
            }
        }
        return Files(hubFile: hubFile, parts: parts)
    }

    private static func file(_ model: GenerationModel, renderer: (HubModel) -> HubRenderer) -> File {
        let hubs = model.hubs.map(renderer).filter(\.hasContent)
        return File(declarations: declarations(model, hubs: hubs), registrationCount: hubs.map(\.sharedRegistrations.count).reduce(0, +))
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
