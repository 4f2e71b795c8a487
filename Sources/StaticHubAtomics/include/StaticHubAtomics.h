#ifndef STATICHUB_ATOMICS_H
#define STATICHUB_ATOMICS_H

#include <stdbool.h>
#include <stdint.h>

// Atomics for the runtime, in C because Swift's own (the Synchronization module) would raise
// the runtime's deployment targets to macOS 15 / iOS 18: process-wide counters and bits for
// the debug mock path, and the flag that publishes a singleton created outside `static let`.

/// Adds `delta` to the number of `withMocks` scopes alive.
void statichub_mock_scopes_add(long delta);

/// Adds `delta` to the number of global mock stores that are not empty (0 or 1).
void statichub_global_mocks_add(long delta);

/// Whether any global mock is set.
bool statichub_has_global_mocks(void);

/// Whether any `withMocks` scope is alive or any global mock is set: one call for the
/// resolve path's first check.
bool statichub_has_any_mocks(void);

/// The bits of the globally mocked registrations' keys.
uint64_t statichub_global_mocked_bits(void);

/// Replaces the bits of the globally mocked registrations' keys.
void statichub_set_global_mocked_bits(uint64_t bits);

/// Whether `flag` was set by `statichub_flag_set`; what was written before it is visible.
/// Inline, so a created singleton's resolve is this load and a branch.
static inline bool statichub_flag_is_set(const long *flag) {
    return __atomic_load_n(flag, __ATOMIC_ACQUIRE) != 0;
}

/// Sets `flag`, publishing everything written before.
static inline void statichub_flag_set(long *flag) {
    __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
}

#endif
