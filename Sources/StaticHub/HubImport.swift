/// Makes everything `hub` provides resolvable from the hub whose manifest lists this: its
/// own registrations and what it imports in turn, usable as dependencies of local ones.
///
/// `hub` is a hub of this module, or a `public` one of a module this target depends on
/// (the build plugin reads the dependency modules' sources to find it). Generated members
/// forward to `hub`'s, so an imported singleton is the one instance of the process, and a
/// mock set through either hub applies wherever the registration is resolved.
///
/// ```swift
/// import Networking
///
/// extension AppHub {
///     static var all: [HubRegistration] {
///         [
///             HubImport(NetworkHub.self),
///             AutoRegister((any FeedRepository).self, parameterTypes: (any HTTPClient).self, using: RemoteFeed.init(client:)),
///         ]
///     }
/// }
/// ```
public func HubImport(_ hub: Any.Type) -> HubRegistration {
    HubRegistration()
}
