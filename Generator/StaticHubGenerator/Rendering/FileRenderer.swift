/// Renders the one generated file of a target: banner, imports, one extension per hub.
enum FileRenderer {
    static func render(_ model: GenerationModel, writesSourceLocations: Bool) -> String {
        var writer = SwiftWriter(writesSourceLocations: writesSourceLocations)
        writer.line(GeneratedCode.banner)
        guard !model.hubs.isEmpty else { return writer.text }

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
        for hub in model.hubs {
            writer.line()
            HubRenderer(hub: hub).render(into: &writer)
        }
        return writer.text
    }
}
