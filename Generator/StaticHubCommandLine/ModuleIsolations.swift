import StaticHubGenerator

/// The default actor isolation of the target and of each dependency module: given with
/// `--default-isolation` (the target's), else read from the `Package.swift` that
/// `--package-manifest` names for the module or the Xcode project `--xcode-project` names,
/// else nonisolated.
struct ModuleIsolations {
    let target: DefaultIsolation
    /// Each module's named by `--package-manifest` or `--xcode-project`, in the order given,
    /// but for the modules given as summaries.
    let all: [(module: String, isolation: DefaultIsolation)]
    /// What could not be told, as warnings at the setting.
    let diagnostics: [Diagnostic]

    init(_ invocation: Invocation) {
        var read: [(module: String, isolation: DefaultIsolation)] = []
        var diagnostics: [Diagnostic] = []
        var manifests: [String: SourceInput] = [:]
        // A module read from its summary carries its isolation: its own build read it.
        let summarized = Set(invocation.summaryDependencies.map(\.module))
        for (module, path) in invocation.packageManifests where !summarized.contains(module) {
            let manifest = manifests[path] ?? FileSystem.read(path)
            manifests[path] = manifest
            let (isolation, found) = GeneratorPipeline.defaultIsolation(ofTarget: module, declaredIn: manifest)
            read.append((module, isolation))
            // A dependency's setting is its own build's to report.
            if module == invocation.moduleName { diagnostics += found }
        }
        for (module, path) in invocation.xcodeProjects {
            let file = path.hasSuffix(".pbxproj") ? path : path + "/project.pbxproj"
            let project = manifests[file] ?? FileSystem.read(file)
            manifests[file] = project
            let (isolation, found) = GeneratorPipeline.defaultIsolation(ofXcodeTarget: module, declaredIn: project)
            read.append((module, isolation))
            if module == invocation.moduleName { diagnostics += found }
        }
        let targetIsolation =
            invocation.defaultIsolation ?? invocation.moduleName.flatMap { name in read.first { $0.module == name }?.isolation }
        target = targetIsolation ?? .nonisolated
        all = read + (invocation.defaultIsolation.map { [("--default-isolation", $0)] } ?? [])
        self.diagnostics = diagnostics
    }

    /// The files the isolations of `invocation` are read from: a summarised module's come
    /// with its summary.
    static func settingsFiles(of invocation: Invocation) -> [String] {
        let summarized = Set(invocation.summaryDependencies.map(\.module))
        let manifests = invocation.packageManifests.filter { !summarized.contains($0.module) }.map(\.path)
        let projects = invocation.xcodeProjects.map { $0.path.hasSuffix(".pbxproj") ? $0.path : $0.path + "/project.pbxproj" }
        var seen: Set<String> = []
        return (manifests + projects).filter { seen.insert($0).inserted }
    }

    func of(_ module: String) -> DefaultIsolation {
        all.first { $0.module == module }?.isolation ?? .nonisolated
    }
}
