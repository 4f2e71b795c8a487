// swift-format-ignore-file
/// A target without manifests gets a file with only the banner.
struct NotAHub {
    static let values: [Int] = [1, 2, 3]
}
