// swift-format-ignore-file
// A member type declared in a file without manifests.
extension Dependency {
    struct Report {}
}
