/// The StaticHub release this runtime belongs to, and the generator's: the generator's core
/// compiles this file too (`Generator/StaticHubGenerator/Release/` links to it), so the
/// release number is written once.
///
/// A generator that does not come from this package, the prebuilt `statichub` of
/// StaticHubPrebuilt, reads this declaration and fails the build, naming both releases, when
/// it was made from another release: its generated code would not fit this runtime.
public enum StaticHubRelease {
    public static let version = "0.1.0"
}

/// Named by every generated file, after the release that generated it, so that a file
/// committed by another release fails to compile on that line, saying what to do, instead
/// of with errors about members that moved. Renamed with `version` (a test checks).
public enum _GeneratedByStaticHub_0_1_0_RegenerateIfNotFound {}
