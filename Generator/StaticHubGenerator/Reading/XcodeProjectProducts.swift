/// What an Xcode project's target builds, read from its `project.pbxproj`: the migration keeps
/// the hub of an app internal, since no other module imports an app.
package enum XcodeProjectProducts {
    /// Whether `target` builds an app (an iOS or macOS app, an App Clip, a watch app) or a
    /// command-line tool. False when the project cannot be read or names no such target.
    package static func isApp(_ target: String, in project: SourceInput) -> Bool {
        guard case .bytes(let bytes) = project.contents, let root = PropertyListText.parse(bytes, path: project.path),
            case .dictionary(let objects)? = root["objects"]
        else { return false }
        let targets = objects.values.filter { $0["isa"]?.string == "PBXNativeTarget" && $0["name"]?.string == target }
        guard targets.count == 1, let product = targets[0]["productType"]?.string else { return false }
        return product.hasPrefix("com.apple.product-type.application") || product == "com.apple.product-type.tool"
    }
}
