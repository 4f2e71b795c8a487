#ifndef STATICHUB_ATOMICS_H
#define STATICHUB_ATOMICS_H

#include <stdbool.h>
#include <stdint.h>

// Atomics for the runtime, in C because Swift's own (the Synchronization module) would raise
// the runtime's deployment targets to macOS 15 / iOS 18: process-wide counters and bits for
// the debug mock path, the flag that publishes a singleton created outside `static let`, and
// the generations and storage of scoped registrations.

/// Adds `delta` to the number of `withMocks` scopes alive.
void statichub_mock_scopes_add(long delta);

/// Adds `delta` to the number of global mock stores that are not empty (0 or 1).
void statichub_global_mocks_add(long delta);

/// Whether any global mock is set.
bool statichub_has_global_mocks(void);

/// Whether any `withMocks` scope is alive (a test process counts as one, for good) or any
/// global mock is set: one call for the resolve path's first check.
bool statichub_has_any_mocks(void);

/// The bits of the globally mocked registrations' keys.
uint64_t statichub_global_mocked_bits(void);

/// Replaces the bits of the globally mocked registrations' keys.
void statichub_set_global_mocked_bits(uint64_t bits);

/// Whether this process runs tests (XCTest or Swift Testing, by `swift test` or Xcode), where
/// a registration marked `mustMockInTests:` must not be made for real. In its own file.
bool statichub_is_test_process(void);

/// Whether Xcode runs this process for SwiftUI previews (`XCODE_RUNNING_FOR_PREVIEWS=1`) and it
/// is no test process: where the app's preview defaults apply.
bool statichub_is_preview_process(void);

/// Whether `flag` was set by `statichub_flag_set`; what was written before it is visible.
/// Inline, so a created singleton's resolve is this load and a branch.
static inline bool statichub_flag_is_set(const long *flag) {
    return __atomic_load_n(flag, __ATOMIC_ACQUIRE) != 0;
}

/// Sets `flag`, publishing everything written before.
static inline void statichub_flag_set(long *flag) {
    __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
}

/// A scope's generation: advanced by `resetScope`, read on every resolve of its registrations.
static inline long statichub_generation_load(const long *generation) {
    return __atomic_load_n(generation, __ATOMIC_ACQUIRE);
}

/// Ends the current generation; returns the new one.
static inline long statichub_generation_advance(long *generation) {
    return __atomic_add_fetch(generation, 1, __ATOMIC_SEQ_CST);
}

/// A scoped registration's storage: the published entry of its current generation (a
/// retained object), and how many resolves are reading it. A replaced entry is released only
/// once no reader is inside `enter`…`leave`, so a reader never retains a freed object, and
/// the read takes no lock. Sequentially consistent: a reader's `enter` either precedes the
/// replacer's count of readers (which then waits for it) or follows its exchange (and so
/// loads the new entry).
static inline void statichub_count_add(long *count, long delta) {
    __atomic_add_fetch(count, delta, __ATOMIC_SEQ_CST);
}

static inline bool statichub_count_is_zero(const long *count) {
    return __atomic_load_n(count, __ATOMIC_SEQ_CST) == 0;
}

typedef struct statichub_scoped_slot {
    void *entry;
    long readers;
} statichub_scoped_slot;

static inline void statichub_scoped_enter(statichub_scoped_slot *slot) {
    __atomic_fetch_add(&slot->readers, 1, __ATOMIC_SEQ_CST);
}

static inline void statichub_scoped_leave(statichub_scoped_slot *slot) {
    __atomic_fetch_sub(&slot->readers, 1, __ATOMIC_SEQ_CST);
}

static inline void *statichub_scoped_entry(statichub_scoped_slot *slot) {
    return __atomic_load_n(&slot->entry, __ATOMIC_SEQ_CST);
}

/// Publishes `entry` and returns the one it replaces, which only its caller may release.
static inline void *statichub_scoped_exchange(statichub_scoped_slot *slot, void *entry) {
    return __atomic_exchange_n(&slot->entry, entry, __ATOMIC_SEQ_CST);
}

/// Whether no resolve is reading the entry: the entries replaced before can be released.
static inline bool statichub_scoped_is_quiet(statichub_scoped_slot *slot) {
    return __atomic_load_n(&slot->readers, __ATOMIC_SEQ_CST) == 0;
}

/// A task scope frame's lock: a 32-bit word among the frames' shared locks, 0 when free. Held
/// only for a few loads and stores, never while taking another lock. On Apple platforms the
/// word is an `os_unfair_lock`. Elsewhere 1 means held and 2 held with a thread perhaps
/// waiting: taking a free one is one compare-and-swap and releasing an uncontended one one
/// exchange, with acquire and release atomics (which ThreadSanitizer sees), and a waiter
/// sleeps in the kernel (`futex` on Linux).
#if defined(__APPLE__)
#include <os/lock.h>

static inline void statichub_frame_lock(int *word) {
    os_unfair_lock_lock((os_unfair_lock_t)word);
}

static inline void statichub_frame_unlock(int *word) {
    os_unfair_lock_unlock((os_unfair_lock_t)word);
}
#else
void statichub_frame_lock_wait(int *word);
void statichub_frame_lock_wake(int *word);

static inline void statichub_frame_lock(int *word) {
    int expected = 0;
    if (!__atomic_compare_exchange_n(word, &expected, 1, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
        statichub_frame_lock_wait(word);
    }
}

static inline void statichub_frame_unlock(int *word) {
    if (__atomic_exchange_n(word, 0, __ATOMIC_RELEASE) == 2) {
        statichub_frame_lock_wake(word);
    }
}
#endif

#endif
