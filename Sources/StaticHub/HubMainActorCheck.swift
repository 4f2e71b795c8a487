#if DEBUG
    internal import Dispatch

    /// Whether the caller runs on the main actor, asked without stopping the process when it
    /// does not, as `MainActor.assumeIsolated` would. The main actor runs its jobs on the main
    /// dispatch queue, which this marks; the main thread alone would not do on Linux, where
    /// another thread can drain that queue.
    enum HubMainActorCheck {
        private static let key = DispatchSpecificKey<Bool>()
        private static let mainQueueMarked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

        static var isOnMainActor: Bool {
            _ = mainQueueMarked
            return DispatchQueue.getSpecific(key: key) == true
        }
    }
#endif
