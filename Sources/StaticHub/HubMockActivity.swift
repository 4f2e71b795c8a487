internal import StaticHubAtomics

#if DEBUG  // The mock store: see HubMockRegistryWithoutStore.swift for builds without it.
    /// Whether a mock can apply anywhere in the process: the debug resolve path's fast exits.
    ///
    /// Counts the `withMocks` scopes alive (a scope lives as long as a task that holds it,
    /// including an unstructured `Task` started inside it) and whether any global mock is set.
    /// While both are zero, no task has a scope and no global mock exists, so a resolve needs
    /// neither the task-local lookup nor the global store's lock (`_HubMockRegistry.isAnyMockActive`
    /// reads both in one C call).
    enum HubMockActivity {
        static var hasGlobalMocks: Bool { statichub_has_global_mocks() }

        static func scopeBegan() { statichub_mock_scopes_add(1) }

        static func scopeEnded() { statichub_mock_scopes_add(-1) }

        /// The global store went from empty to not empty (`true`), or back.
        static func globalMocksChanged(toSet isSet: Bool) { statichub_global_mocks_add(isSet ? 1 : -1) }

        /// The bits (`HubMockKey.bit`) of the globally mocked keys: a resolve whose bit is clear
        /// skips the global store's lock. Written by the store, under its lock.
        static var globalMockedBits: UInt64 {
            get { statichub_global_mocked_bits() }
            set { statichub_set_global_mocked_bits(newValue) }
        }
    }
#endif
