import Foundation
import Testing

@testable import StaticHubCommandLine

/// The build of the generator a stamp is current for: the linker's build ID, which linking the
/// same objects again keeps.
@Suite("Executable identity")
struct ExecutableIdentityTests {
    /// A little-endian 64-bit ELF header with one `PT_NOTE` program header at 64, whose note
    /// at 120 is `note` (name `owner`, type `type`).
    private static func elf(owner: String, type: UInt32, description: [UInt8]) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 120)
        bytes[0..<6] = [0x7F, 0x45, 0x4C, 0x46, 2, 1]
        put(64, at: 0x20, size: 8, in: &bytes)  // program headers
        put(56, at: 0x36, size: 2, in: &bytes)  // their size
        put(1, at: 0x38, size: 2, in: &bytes)  // their count
        var name = Array(owner.utf8) + [0]
        while name.count % 4 != 0 { name.append(0) }
        let note = [UInt8](repeating: 0, count: 12) + name + description
        put(4, at: 64, size: 4, in: &bytes)  // PT_NOTE
        put(120, at: 64 + 8, size: 8, in: &bytes)
        put(UInt64(note.count), at: 64 + 32, size: 8, in: &bytes)
        var noteBytes = note
        put(UInt64(owner.utf8.count + 1), at: 0, size: 4, in: &noteBytes)
        put(UInt64(description.count), at: 4, size: 4, in: &noteBytes)
        put(UInt64(type), at: 8, size: 4, in: &noteBytes)
        return bytes + noteBytes
    }

    private static func put(_ value: UInt64, at offset: Int, size: Int, in bytes: inout [UInt8]) {
        for index in 0..<size { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(index))) }
    }

    @Test("An ELF file's GNU build ID note, and nothing for another note or another format")
    func elf() {
        let id: [UInt8] = [0xDE, 0xAD, 0xBE, 0xEF, 0x01]
        #expect(ExecutableIdentity.elfBuildID(Self.elf(owner: "GNU", type: 3, description: id)) == "deadbeef01")
        #expect(ExecutableIdentity.elfBuildID(Self.elf(owner: "GNU", type: 1, description: id)) == nil)
        #expect(ExecutableIdentity.elfBuildID(Self.elf(owner: "Go", type: 3, description: id)) == nil)
        #expect(ExecutableIdentity.elfBuildID(Array("#!/bin/sh\necho\n".utf8) + [UInt8](repeating: 0, count: 80)) == nil)
        var damaged = Self.elf(owner: "GNU", type: 3, description: id)
        Self.put(UInt64.max, at: 0x20, size: 8, in: &damaged)
        #expect(ExecutableIdentity.elfBuildID(damaged) == nil)
        damaged = Self.elf(owner: "GNU", type: 3, description: id)
        Self.put(UInt64.max, at: 64 + 8, size: 8, in: &damaged)
        Self.put(UInt64.max, at: 64 + 32, size: 8, in: &damaged)
        #expect(ExecutableIdentity.elfBuildID(damaged) == nil)
    }

    @Test("A Mach-O file's LC_UUID")
    func machO() {
        var bytes = [UInt8](repeating: 0, count: 32 + 16 + 24)
        Self.put(0xFEED_FACF, at: 0, size: 4, in: &bytes)
        Self.put(2, at: 16, size: 4, in: &bytes)  // two load commands
        Self.put(0x19, at: 32, size: 4, in: &bytes)  // LC_SEGMENT_64, skipped
        Self.put(16, at: 36, size: 4, in: &bytes)
        Self.put(0x1B, at: 48, size: 4, in: &bytes)  // LC_UUID
        Self.put(24, at: 52, size: 4, in: &bytes)
        bytes[56..<72] = ArraySlice((0..<16).map { UInt8($0) })
        #expect(ExecutableIdentity.machOUUID(bytes) == "000102030405060708090a0b0c0d0e0f")
    }

    #if os(Linux)
        @Test("The running test binary is identified by its build ID")
        func runningBinary() throws {
            let path = try #require(Bundle.main.executablePath)
            #expect(ExecutableIdentity.of(executableAt: path).hasPrefix("build "))
        }
    #endif
}
