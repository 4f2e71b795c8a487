#include "StaticHubAtomics.h"

#include <stdatomic.h>

// In a test process, one more than the scopes alive, for good (see StaticHubTestProcess.c).
static _Atomic long mockScopes = 0;
static _Atomic long globalMocks = 0;
static _Atomic uint64_t globalMockedBits = 0;

void statichub_mock_scopes_add(long delta) {
    atomic_fetch_add_explicit(&mockScopes, delta, memory_order_acq_rel);
}

void statichub_global_mocks_add(long delta) {
    atomic_fetch_add_explicit(&globalMocks, delta, memory_order_acq_rel);
}

bool statichub_has_global_mocks(void) {
    return atomic_load_explicit(&globalMocks, memory_order_acquire) != 0;
}

bool statichub_has_any_mocks(void) {
    return atomic_load_explicit(&mockScopes, memory_order_acquire) != 0
        || atomic_load_explicit(&globalMocks, memory_order_acquire) != 0;
}

uint64_t statichub_global_mocked_bits(void) {
    return atomic_load_explicit(&globalMockedBits, memory_order_acquire);
}

void statichub_set_global_mocked_bits(uint64_t bits) {
    atomic_store_explicit(&globalMockedBits, bits, memory_order_release);
}
