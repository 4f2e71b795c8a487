/// One registration in a hub's manifest.
///
/// A manifest is a `static var` of type `[HubRegistration]` on a hub type, whose getter is
/// one array literal (a `static let` is read too):
///
/// ```swift
/// extension Dependency {
///     static var core: [HubRegistration] {
///         [
///             SingletonRegister((any Clock).self, using: SystemClock.init),
///         ]
///     }
/// }
/// ```
///
/// The compiler type-checks every registration (the factory must accept the declared
/// parameter types and return the registered type), and the StaticHub generator reads
/// the same source text to write the hub's `resolve` functions. Generated code never
/// evaluates a manifest, so a registration holds nothing: it only gives the manifest's
/// array a type.
public struct HubRegistration: Sendable {
    /// Made by the manifest functions only.
    init() {}
}
