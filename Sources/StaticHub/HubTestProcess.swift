internal import StaticHubAtomics

extension _HubMockRegistry {
    /// Whether this process runs tests: the test runners of SwiftPM and Xcode say so in the
    /// environment and the command line; `STATICHUB_TEST_PROCESS=1` or `=0` decides instead.
    public static var isTestProcess: Bool { statichub_is_test_process() }

    /// Stops a test process that is about to make a registration marked `mustMockInTests:
    /// true` for real, with `message`, which names it and the fix, reported at `file` and
    /// `line` (generated code passes the registration's manifest line). Generated code calls
    /// it in debug builds, where no mock applied.
    public static func failIfTesting(_ message: StaticString, file: StaticString = #fileID, line: UInt = #line) {
        guard statichub_is_test_process() else { return }
        fatalError("\(message)", file: file, line: line)
    }
}
