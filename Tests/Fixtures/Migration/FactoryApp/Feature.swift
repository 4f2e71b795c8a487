import FactoryKit

struct Feature {
    @Injected(\.api) var api: any APIClient
    @Injected(\.settings) private var settings: Settings
    @Injected(\.clock) var clock: any Clock

    func describe() -> String {
        api.fetch("/feature") + ", settings from \(settings.createdAt), now \(clock.now)"
    }
}

/// Counts through the value it was injected: the property needs storage after the move.
final class VisitCounter {
    @LazyInjected(\.tally) var tally: Tally

    func visit() -> Int {
        tally.count += 1
        return tally.count
    }
}
