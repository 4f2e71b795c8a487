import FactoryKit

let feature = Feature()
print(feature.describe())
print(Container.shared.greeter("Ada").greet())
print("backup clock: \(Container.shared.backupClock().now)")

let cart = Container.shared.cart()
print("same cart: \(cart === Container.shared.cart())")
Container.shared.manager.reset(scope: .session)
print("new cart after the reset: \(cart !== Container.shared.cart())")

let token = Container.shared.token()
print("shared token: \(token === Container.shared.token())")

// Top-level code is the main actor's in Swift 6 mode, not in Swift 5's: said for both.
MainActor.assumeIsolated {
    Container.shared.store().items.append("apple")
    print("store items: \(Container.shared.store().items)")
}
print("box of \(Container.shared.box().value)")
print("title: \(ReportingContainer.shared.reportTitle().text)")
print("uploads to \(Container.shared.uploader().target())")
let configuredHost = "api.example.com"
Container.shared.backend.register { Backend(host: configuredHost, port: 443) }
print("configured, uploads to \(Container.shared.uploader().target())")
print("greeting: \(Container.shared.greeting().text)")
let loudGreeting = LoudGreeting(text: "HELLO")
Container.shared.greeting.register { loudGreeting }
print("configured greeting: \(Container.shared.greeting().text)")
print("signed by \(Container.shared.signature().name)")
let appSettings = AppSettings(author: "Grace")
Container.shared.signature.register { [author = appSettings.author] in Signature(name: author) }
print("configured, signed by \(Container.shared.signature().name)")
let visits = VisitCounter()
print("visits: \(visits.visit()), \(visits.visit())")
print("time source: \(Container.shared.timeSource().now)")
print("audit at \(Container.shared.auditLog().time)")
print("banner: \(Container.shared.banner().text)")
print("label: \(Container.shared.label(("new", 3)).text)")
#if DEBUG
    print("inspected at \(Container.shared.inspector().time)")
#endif
print("built as \(Container.shared.buildLabel().text)")
#if !os(iOS)
    print("shortcuts: \(Container.shared.shortcuts().keys.joined(separator: ", "))")
#endif
