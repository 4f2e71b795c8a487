import FactoryKit

func launch(host: String, service: String) {
    Container.shared.endpoint.register { Endpoint(host: host, retries: 3) }
    Container.shared.keychain.register { Keychain(service: Container.shared.vault().keychain.service + service) }
    let analytics = Analytics(key: service)
    Container.shared.analytics.register { analytics }
    let theme = Theme(name: host)
    Container.shared.theme.register { theme }
    let router = Router()
    Container.shared.router.register { router }
    print(Container.shared.report().endpoint.host, Container.shared.session().endpoint.retries)
}

final class AppModel {
    var settings = AppSettings() {
        didSet {
            Container.shared.appSettings.register { [settings] in settings }
            Container.shared.mailbox.register { [address = settings.address, quota = settings.quota * 2] in
                Mailbox(address: address, quota: quota)
            }
            Container.shared.inbox.register { [weak self] in
                Inbox(owner: self?.settings.address.user ?? "")
            }
        }
    }
}

// Registered again where Factory makes the container: it stays, since nothing would call this
// once nothing uses the container.
extension Container: AutoRegistering {
    public func autoRegister() {
        locale.register { Locale(identifier: "en") }
    }
}
