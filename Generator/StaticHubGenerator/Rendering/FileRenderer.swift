/// Renders a target's generated files: banner, imports, one extension per hub.
///
/// Either one file with everything (the command plugin's committed file, the CLI's default),
/// or split (the build plugin): a file per manifest source with the members of the
/// registrations it declares, and a hub file with the rest. Flipping one registration then
/// rewrites one small file, so the incremental build recompiles that file instead of the
/// whole hub; the compiler also spreads the files over the machine's cores.
enum FileRenderer {
    static func render(_ model: GenerationModel, writesSourceLocations: Bool) -> String {
        render(model, writesSourceLocations: writesSourceLocations) { HubRenderer(hub: $0) }
    }

    /// The hub file, and for each of `sources` (the manifest files' paths as the inputs
    /// spell them) the file holding its registrations' members; a source that declares none
    /// gets a file with only the banner.
    static func renderSplit(_ model: GenerationModel, splitting sources: [String], writesSourceLocations: Bool) -> GeneratedFiles {
        let split = Set(sources)
        let hubFile = render(model, writesSourceLocations: writesSourceLocations) { hub in
            HubRenderer(hub: hub, holds: { !split.contains($0.registration.location.path) })
        }
        var parts: [String: String] = [:]
        for source in split {
            parts[source] = render(model, writesSourceLocations: writesSourceLocations) { hub in
                HubRenderer(hub: hub, isHubFile: false, holds: { $0.registration.location.path == source })
            }
        }
        return GeneratedFiles(hubFile: hubFile, parts: parts)
    }

    private static func render(_ model: GenerationModel, writesSourceLocations: Bool, renderer: (HubModel) -> HubRenderer) -> String {
        var writer = SwiftWriter(writesSourceLocations: writesSourceLocations)
        writer.line(GeneratedCode.banner)
        let hubs = model.hubs.map(renderer).filter(\.hasContent)
        guard !hubs.isEmpty else { return writer.text }

        writer.line()
        var imports = model.imports
        let importsRuntime = imports.contains { $0.condition == nil && $0.text.split(separator: " ").last == "StaticHub" }
        if !importsRuntime {
            imports.append(ImportDeclaration(text: "import " + GeneratedCode.runtimeModule, condition: nil))
        }
        for declaration in imports {
            if let condition = declaration.condition {
                writer.conditional(condition) { $0.line(declaration.text) }
            } else {
                writer.line(declaration.text)
            }
        }
        writer.line()
        for line in GeneratedCode.versionCheck.split(separator: "\n") {
            writer.line(String(line))
        }
        for hub in hubs {
            writer.line()
            hub.render(into: &writer)
        }
        return writer.text
    }
}
