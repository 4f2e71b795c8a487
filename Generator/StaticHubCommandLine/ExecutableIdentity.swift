import Foundation

/// What identifies a build of the generator, for the stamp: the linker's build ID (ELF's
/// `NT_GNU_BUILD_ID` note, Mach-O's `LC_UUID`), a digest of what was linked, or else the
/// file's size and modification time.
///
/// SwiftPM's native build system links the plugin's tool again whenever it plans the build
/// again (a source file added or removed anywhere in the package), and every generator
/// command then runs again. The same objects linked again have the same build ID, so those
/// runs find their stamps current; a modification time would make every one of them
/// generate again.
enum ExecutableIdentity {
    /// The identity of the executable at `path`.
    static func of(executableAt path: String) -> String {
        if let handle = FileHandle(forReadingAtPath: path) {
            defer { try? handle.close() }
            let bytes = [UInt8](handle.readData(ofLength: 1 << 16))
            if let id = elfBuildID(bytes) ?? machOUUID(bytes) { return "build \(id)" }
        }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return path }
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(attributes[.size] ?? 0) \(modified)"
    }

    /// The build ID note of a little-endian 64-bit ELF file whose notes lie in `bytes`.
    static func elfBuildID(_ bytes: [UInt8]) -> String? {
        guard bytes.count > 64, bytes[0..<4].elementsEqual([0x7F, 0x45, 0x4C, 0x46]), bytes[4] == 2, bytes[5] == 1 else { return nil }
        let headers = min(Int(clamping: integer(bytes, at: 0x20, size: 8)), bytes.count)
        let headerSize = Int(clamping: integer(bytes, at: 0x36, size: 2))
        let headerCount = Int(clamping: integer(bytes, at: 0x38, size: 2))
        for index in 0..<headerCount {
            let header = headers + index * headerSize
            guard header + 40 <= bytes.count else { return nil }
            // PT_NOTE
            guard integer(bytes, at: header, size: 4) == 4 else { continue }
            // Offsets and sizes past the bytes read end the search: a damaged file never traps.
            var note = min(Int(clamping: integer(bytes, at: header + 8, size: 8)), bytes.count)
            let end = note + min(Int(clamping: integer(bytes, at: header + 32, size: 8)), bytes.count)
            while note + 12 <= min(end, bytes.count) {
                let nameSize = Int(clamping: integer(bytes, at: note, size: 4))
                let descriptionSize = Int(clamping: integer(bytes, at: note + 4, size: 4))
                let name = note + 12
                let description = name + (nameSize + 3) / 4 * 4
                guard description + descriptionSize <= bytes.count else { return nil }
                // NT_GNU_BUILD_ID, owner "GNU"
                if integer(bytes, at: note + 8, size: 4) == 3, nameSize == 4, bytes[name..<name + 3].elementsEqual("GNU".utf8) {
                    return hex(bytes[description..<description + descriptionSize])
                }
                note = description + (descriptionSize + 3) / 4 * 4
            }
        }
        return nil
    }

    /// The `LC_UUID` of a little-endian 64-bit Mach-O file whose load commands lie in `bytes`.
    static func machOUUID(_ bytes: [UInt8]) -> String? {
        guard bytes.count > 32, integer(bytes, at: 0, size: 4) == 0xFEED_FACF else { return nil }
        let commandCount = Int(clamping: integer(bytes, at: 16, size: 4))
        var command = 32
        for _ in 0..<commandCount {
            guard command + 8 <= bytes.count else { return nil }
            let size = Int(clamping: integer(bytes, at: command + 4, size: 4))
            if integer(bytes, at: command, size: 4) == 0x1B, command + 24 <= bytes.count {
                return hex(bytes[command + 8..<command + 24])
            }
            guard size > 0 else { return nil }
            command += size
        }
        return nil
    }

    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        guard offset >= 0, offset + size <= bytes.count else { return 0 }
        var value: UInt64 = 0
        for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
        return value
    }

    private static func hex(_ bytes: ArraySlice<UInt8>) -> String {
        bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
}
