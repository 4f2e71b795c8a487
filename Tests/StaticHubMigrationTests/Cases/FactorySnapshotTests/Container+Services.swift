import FactoryKit

struct Endpoint: Sendable {
    let host: String
}

extension Container {
    var endpoint: Factory<Endpoint> {
        self { Endpoint(host: "api.example.com") }.cached
    }
}
