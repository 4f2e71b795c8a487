import FeatureKit
import StaticHub

// Top-level code runs on the main actor, as the hub does.
print(AppHub.resolveGreeter().greet("Ada"))
print("Order", AppHub.resolve(Order.self, number: 7).number)
print("Cart", AppHub.resolveCart().key)
AppHub.startScope(UserSession.self, apiKey: "pk_live")
print("Cart", AppHub.resolveCart().key)
print("Sinks", AppHub.resolveAnalytics().sinks.map(\.name).joined(separator: ","))
print("Database", try await AppHub.resolveDatabase().name)
let feed = AppHub.resolveFeedModel()
feed.load()
print("Feed", feed.items.joined())
print("Theme", AppHub.resolve((any Theme).self).name)
print("Router", AppHub.resolveRouter().screens.make() !== AppHub.resolveRouter().screens.make())
// The nonisolated hub, from another task.
print("Checksum", await Task.detached { BackgroundHub.resolveChecksum().value }.value)
