/// The locks of task scopes' frames: a fixed set of lock words (see `statichub_frame_lock`),
/// made once and kept for the life of the process, of which each frame uses the one its
/// address picks.
///
/// A lock of its own would cost every `withScope` an allocation, an initialisation, a
/// destruction and a free (about 350 instructions for a pthread mutex); the runtime cannot use
/// `Mutex`, which a frame could hold inline, below macOS 15 / iOS 18. Sharing is safe because
/// no code holds a frame's lock while taking any other (nothing under it resolves, builds, or
/// lets go of an instance), and cheap because what runs under it is a few loads and stores:
/// two frames that pick the same lock wait for each other only while both are inside one of
/// those.
@usableFromInline
enum HubTaskScopeLocks {
    /// A power of two, so that a frame's pick is a mask.
    static let count = 64
    /// Each lock on a cache line of its own, so that frames on different cores do not contend
    /// for one line.
    static let stride = 64

    // nonisolated(unsafe): the pointer never changes once made; the words synchronise themselves.
    nonisolated(unsafe) static let base: UnsafeMutableRawPointer = {
        let base = UnsafeMutableRawPointer.allocate(byteCount: count * stride, alignment: stride)
        base.initializeMemory(as: UInt8.self, repeating: 0, count: count * stride)
        return base
    }()

    /// The lock of the frame at `address`, among the locks at `base` (which a frame's maker
    /// keeps, as reading the static goes through its `swift_once`). Heap blocks are 16-byte
    /// aligned, so the bits above those pick.
    @usableFromInline
    static func lock(for address: ObjectIdentifier, in base: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Int32> {
        let index = Int(bitPattern: UInt(bitPattern: address) >> 4) & (count - 1)
        return (base + index * stride).bindMemory(to: Int32.self, capacity: 1)
    }
}
