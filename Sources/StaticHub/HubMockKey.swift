#if DEBUG  // The mock store: see HubMockRegistryWithoutStore.swift for builds without it.
    /// Which registration a mock replaces: its hub, and the registration's key there, a stable
    /// hash of its name that generated code writes as a literal (hashing a name on every resolve
    /// was a tenth of a debug resolve inside a scope). A mock set through one hub for a
    /// registration it imports is keyed by the declaring hub, so that hub sees it; so is a mock of
    /// a copy an importer builds of it, or of a registration replacing its default
    /// (`_HubMockRegistry.keyed(by:)`).
    struct HubMockKey: Hashable, Sendable {
        let hub: ObjectIdentifier
        let registration: UInt64

        init(hub: Any.Type, registration: UInt64) {
            self.hub = ObjectIdentifier(hub)
            self.registration = registration
        }

        init(hub: ObjectIdentifier, registration: UInt64) {
            self.hub = hub
            self.registration = registration
        }

        /// One of 64 bits that stands for `registration` in a set of mocked keys: a registration
        /// whose bit a scope's set lacks is not mocked there, which a resolve learns without a
        /// lookup. The key's top bits, which its hash mixes best.
        static func bit(_ registration: UInt64) -> UInt64 {
            // Masking shifts: the checked ones are calls in a debug build.
            1 &<< (registration &>> 58)
        }

        var bit: UInt64 { Self.bit(registration) }
    }
#endif
