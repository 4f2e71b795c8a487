// swift-format-ignore-file
/// The hub is declared in a file with no manifest.
struct Dependency {}

protocol Clock {}
struct SystemClock: Clock {}
struct Report {
    init(clock: any Clock) {}
}
