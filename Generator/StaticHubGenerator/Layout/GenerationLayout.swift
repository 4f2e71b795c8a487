/// The layout stage's output for a whole target: the model, and each hub's registrations
/// grouped into slots, overload buckets and per-file shares (`HubLayout`), once, for every
/// file the renderer writes.
struct GenerationLayout {
    let model: GenerationModel
    /// By hub, in the model's order.
    let hubs: [HubLayout]

    init(_ model: GenerationModel) {
        self.model = model
        // Grouped once: rendering each file from the whole hub took 6.7 s instead of 0.7 s
        // for 10,000 registrations in files of 100.
        hubs = model.hubs.map(HubLayout.init(hub:))
    }
}
