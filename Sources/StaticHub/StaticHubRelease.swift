/// The StaticHub release this runtime belongs to.
///
/// A generator that does not come from this package, the prebuilt `statichub` of
/// StaticHubPrebuilt, reads this declaration and fails the build, naming both releases, when
/// it was made from another release: its generated code would not fit this runtime.
public enum StaticHubRelease {
    public static let version = "0.1.0"
}
