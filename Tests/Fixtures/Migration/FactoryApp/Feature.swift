import FactoryKit

struct Feature {
    @Injected(\.api) var api: any APIClient
    @Injected(\.settings) private var settings: Settings
    @Injected(\.clock) var clock: any Clock

    func describe() -> String {
        api.fetch("/feature") + ", settings from \(settings.createdAt), now \(clock.now)"
    }
}
