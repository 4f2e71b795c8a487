/// A hash that is the same on every run and machine (Swift's `Hasher` is seeded per process),
/// for choices that must not change between runs of the generator.
enum StableHash {
    /// 64-bit FNV-1a over the UTF-8 bytes.
    static func fnv1a(_ text: String) -> UInt64 {
        fnv1a(text.utf8)
    }

    /// 64-bit FNV-1a over `bytes`.
    static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }
}
