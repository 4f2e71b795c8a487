/// A hash that is the same on every run and machine (Swift's `Hasher` is seeded per process),
/// for choices that must not change between runs of the generator.
package enum StableHash {
    /// 64-bit FNV-1a over the UTF-8 bytes.
    package static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }

    /// 64-bit FNV-1a over `bytes`: source files, which the build plugin's tool, compiled in
    /// debug by the source route, hashes on every run that stamps (through a buffer pointer,
    /// which a debug build runs several times faster than a generic sequence).
    package static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { buffer in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in buffer {
                hash ^= UInt64(byte)
                hash &*= 0x100_0000_01b3
            }
            return hash
        }
    }
}
