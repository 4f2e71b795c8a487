import FactoryKit

func launch(host: String, service: String) {
    Container.shared.endpoint.register { Endpoint(host: host, retries: 3) }
    Container.shared.keychain.register { Keychain(service: Container.shared.vault().keychain.service + service) }
    print(Container.shared.report().endpoint.host, Container.shared.session().endpoint.retries)
}
