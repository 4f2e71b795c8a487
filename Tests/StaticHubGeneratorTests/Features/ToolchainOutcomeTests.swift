import Foundation
import StaticHubTestSupport
import Testing

/// Only SwiftPM's own crash in libdispatch earns a second `swift build`; a crash with anything
/// else on top, or a failure by exit status, is the test's answer.
@Suite("Toolchain outcome")
struct ToolchainOutcomeTests {
    static func backtrace(top frame: String) -> String {
        """
        *** Program crashed: Bad pointer dereference at 0xffff8044a1a74710 ***

        Thread 2 "-qos.overcommit" crashed:

          0      0x00007fbb5e5cc9ba \(frame)
          1 [ra] 0x00007fbb5e5c1fe2 _dispatch_mgr_invoke + 129 in libdispatch.so
        """
    }

    @Test("A segmentation fault in libdispatch's event loop is recognised")
    func libdispatchCrash() {
        let output = Self.backtrace(top: "_dispatch_event_loop_drain + 1130 in libdispatch.so")
        #expect(Toolchain.Outcome(status: SIGSEGV, output: output, signal: SIGSEGV).crashedInLibdispatch)
    }

    @Test("Another crash, an exit status, or another signal is not")
    func otherFailures() {
        let ownCrash = Self.backtrace(top: "main + 11 in Client at /tmp/Client/main.swift:3:1")
        #expect(!Toolchain.Outcome(status: SIGSEGV, output: ownCrash, signal: SIGSEGV).crashedInLibdispatch)
        let libdispatchTop = Self.backtrace(top: "_dispatch_event_loop_drain + 1130 in libdispatch.so")
        #expect(!Toolchain.Outcome(status: 1, output: libdispatchTop).crashedInLibdispatch)
        #expect(!Toolchain.Outcome(status: SIGABRT, output: libdispatchTop, signal: SIGABRT).crashedInLibdispatch)
        #expect(!Toolchain.Outcome(status: SIGSEGV, output: "error: no backtrace", signal: SIGSEGV).crashedInLibdispatch)
    }
}
