#include "StaticHubAtomics.h"

// The slow paths of a task scope frame's lock off Apple platforms (see `statichub_frame_lock`):
// the classic three-state lock. A waiter marks the word 2 and sleeps until a release that saw
// 2 wakes one; where there is no futex, it yields instead.
#if !defined(__APPLE__)
#include <sched.h>
#if defined(__linux__)
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

void statichub_frame_lock_wait(int *word) {
    while (__atomic_exchange_n(word, 2, __ATOMIC_ACQUIRE) != 0) {
#if defined(__linux__)
        syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, 2, NULL, NULL, 0);
#else
        sched_yield();
#endif
    }
}

void statichub_frame_lock_wake(int *word) {
#if defined(__linux__)
    syscall(SYS_futex, word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
#else
    (void)word;
#endif
}
#endif
