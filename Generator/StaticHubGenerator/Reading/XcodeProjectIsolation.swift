/// Reads a target's default actor isolation from an Xcode project's `project.pbxproj`: the
/// `SWIFT_DEFAULT_ACTOR_ISOLATION` build setting, which Xcode 26's new-app template sets to
/// `MainActor`, and which the Xcode plugin API does not pass a plugin.
///
/// The target's own build configurations are read, and the project's for a configuration that
/// does not set it. Every configuration must agree: the plugin generates one file for all of
/// them. A value set in an `.xcconfig` file is not seen.
enum XcodeProjectIsolation {
    static func finding(forTarget target: String, in bytes: [UInt8], path: String) -> PackageManifestIsolation.Finding {
        let start = SourceLocation(path: path, line: 1, column: 1)
        guard let root = PropertyListText.parse(bytes, path: path), case .dictionary(let objects)? = root["objects"] else {
            return .unknown(start)
        }
        let targets = objects.values.filter { $0["isa"]?.string == "PBXNativeTarget" && $0["name"]?.string == target }
        guard targets.count == 1, let targetConfigurations = targets[0]["buildConfigurationList"]?.string else {
            return .unknown(start)
        }
        let project = objects.values.first { $0["isa"]?.string == "PBXProject" }
        let projectSettings = configurations(project?["buildConfigurationList"]?.string, in: objects)

        var found: [(isolation: DefaultIsolation?, at: SourceLocation?)] = []
        for configuration in configurations(targetConfigurations, in: objects) {
            let name = configuration["name"]?.string
            let setting =
                configuration["buildSettings"]?[settingName]
                ?? projectSettings.first { $0["name"]?.string == name }?["buildSettings"]?[settingName]
            guard let setting else {
                found.append((.nonisolated, nil))
                continue
            }
            found.append((setting.string.flatMap(DefaultIsolation.init(rawValue:)), setting.location))
        }
        guard let first = found.first else { return .unknown(start) }
        if let unreadable = found.first(where: { $0.isolation == nil }) { return .unknown(unreadable.at ?? start) }
        if let other = found.first(where: { $0.isolation != first.isolation }) { return .unknown(other.at ?? first.at ?? start) }
        return first.at == nil ? .notSet : .declared(first.isolation ?? .nonisolated)
    }

    private static let settingName = "SWIFT_DEFAULT_ACTOR_ISOLATION"

    /// The build configurations of the configuration list `identifier`.
    private static func configurations(_ identifier: String?, in objects: [String: PropertyListText]) -> [PropertyListText] {
        guard let identifier, let list = objects[identifier] else { return [] }
        return list["buildConfigurations"]?.strings.compactMap { objects[$0] } ?? []
    }
}
