#ifndef STATICHUB_ATOMICS_H
#define STATICHUB_ATOMICS_H

#include <stdbool.h>

// Two process-wide atomic counters for the debug mock path, in C because Swift's own atomics
// (the Synchronization module) would raise the runtime's deployment targets to macOS 15 /
// iOS 18.

/// Adds `delta` to the number of `withMocks` scopes alive.
void statichub_mock_scopes_add(long delta);

/// Adds `delta` to the number of global mock stores that are not empty (0 or 1).
void statichub_global_mocks_add(long delta);

/// Whether any global mock is set.
bool statichub_has_global_mocks(void);

/// Whether any `withMocks` scope is alive or any global mock is set: one call for the
/// resolve path's first check.
bool statichub_has_any_mocks(void);

#endif
