#include "StaticHubAtomics.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Whether this process runs tests: what the test runners of SwiftPM and Xcode leave in the
// environment and the command line. Read once; `STATICHUB_TEST_PROCESS=1` or `=0` decides
// instead. A process Xcode runs for SwiftUI previews (`XCODE_RUNNING_FOR_PREVIEWS=1`) is a
// preview process, and no test process unless `STATICHUB_TEST_PROCESS=1` says so.

static bool hasSuffix(const char *text, const char *suffix) {
    size_t length = strlen(text), suffixLength = strlen(suffix);
    return length >= suffixLength && strcmp(text + length - suffixLength, suffix) == 0;
}

static bool isPreviewEnvironment(void) {
    const char *previews = getenv("XCODE_RUNNING_FOR_PREVIEWS");
    return previews != NULL && strcmp(previews, "1") == 0;
}

static bool detect(void) {
    const char *forced = getenv("STATICHUB_TEST_PROCESS");
    if (forced != NULL) return strcmp(forced, "0") != 0;
    if (isPreviewEnvironment()) return false;
    // Xcode, for XCTest and Swift Testing alike.
    if (getenv("XCTestConfigurationFilePath") != NULL || getenv("XCTestBundlePath") != NULL
        || getenv("XCTestSessionIdentifier") != NULL) {
        return true;
    }
#if defined(__APPLE__)
    // `swift test`: XCTest's runner, and Swift Testing's.
    const char *name = getprogname();
    return name != NULL && (strcmp(name, "xctest") == 0 || strcmp(name, "swiftpm-testing-helper") == 0);
#else
    // `swift test` runs `<Package>PackageTests.xctest`, for both frameworks.
    FILE *file = fopen("/proc/self/cmdline", "rb");
    if (file == NULL) return false;
    char arguments[4096];
    size_t length = fread(arguments, 1, sizeof arguments - 1, file);
    fclose(file);
    arguments[length] = '\0';
    bool found = false;
    for (size_t start = 0; start < length && !found; start += strlen(arguments + start) + 1) {
        const char *argument = arguments + start;
        found = (start == 0 && hasSuffix(argument, ".xctest")) || strcmp(argument, "--testing-library") == 0;
    }
    return found;
#endif
}

// -1 until read: two threads reading it first both detect the same answer.
static _Atomic int testProcess = -1;

bool statichub_is_test_process(void) {
    int known = atomic_load_explicit(&testProcess, memory_order_relaxed);
    if (known < 0) {
        known = detect() ? 1 : 0;
        atomic_store_explicit(&testProcess, known, memory_order_relaxed);
    }
    return known == 1;
}

bool statichub_is_preview_process(void) {
    return !statichub_is_test_process() && isPreviewEnvironment();
}

// When the runtime is loaded: in a test or preview process, a mock scope that never ends, so
// that every debug resolve asks its hub's registry, which is where a test target's or the
// app's preview defaults are found (`HubTestDefaults`, `HubPreviewDefaults`). Elsewhere the
// resolve path's first check costs what it did.
__attribute__((constructor)) static void countTestProcessAsMockScope(void) {
    if (statichub_is_test_process() || statichub_is_preview_process()) statichub_mock_scopes_add(1);
}
