/// The public hubs of the modules a target depends on, whether its manifests import them or
/// not, read on first use: only a missing dependency asks, so a build that succeeds never
/// parses the modules no import reaches. A missing dependency that one of them registers
/// names that hub and the `HubImport` that would bring it.
final class DependencyHubDirectory {
    private let load: () -> [HubInterface]
    private lazy var hubs: [HubInterface] = load().filter { $0.access >= .public }

    init(_ load: @escaping () -> [HubInterface]) {
        self.load = load
    }

    /// The first public hub, not among `excluded`, whose public registration is `identity`.
    func hub(registering identity: RegistrationIdentity, excluding excluded: Set<String>) -> HubInterface? {
        hubs.first { hub in
            !excluded.contains(hub.name)
                && hub.registrations.contains {
                    $0.registration.identity == identity && $0.access >= .public && !$0.registration.kind.isCollectionElement
                }
        }
    }
}
