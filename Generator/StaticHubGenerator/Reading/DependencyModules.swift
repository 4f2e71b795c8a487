/// The modules a target depends on, as the read stage finds them: those the target's imports
/// reach, parsed up front, and the rest, parsed only when asked. Only a missing dependency
/// asks for the rest (to name a hub that registers it), so a build that succeeds never parses them.
struct DependencyModules {
    /// A dependency module, read.
    typealias Module = (module: String, read: ReadModule, defaultIsolation: DefaultIsolation)

    /// Every module the target depends on, named when an import is not found.
    let names: [String]
    /// The modules holding a hub the target's manifests import, directly or through other
    /// hubs, in the order given.
    let reached: [Module]
    private let unreachedSources: [ModuleSources]

    /// The modules no import reaches, read on each call.
    func parseUnreached() -> [Module] {
        unreachedSources.map { ($0.name, $0.dependencyRead, $0.defaultIsolation) }
    }

    init(_ modules: [ModuleSources], importedBy files: [ParsedFile]) {
        names = modules.map(\.name)
        let isolations = Dictionary(modules.map { ($0.name, $0.defaultIsolation) }, uniquingKeysWith: { first, _ in first })
        reached = ReachableModules.select(modules, imports: files.flatMap(\.manifests).flatMap(\.imports)) { $0.dependencyRead }.map {
            ($0.module, $0.read, isolations[$0.module] ?? .nonisolated)
        }
        let reachedNames = Set(reached.map(\.module))
        unreachedSources = modules.filter { !reachedNames.contains($0.name) }
    }
}
