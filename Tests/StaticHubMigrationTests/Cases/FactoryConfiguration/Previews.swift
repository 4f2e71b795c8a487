import FactoryKit
import SwiftUI

struct ReportView: View {
    var body: some View { Text(Container.shared.report().endpoint.host) }
}

// A preview's override is not configuration: it becomes a mock, in debug builds.
#Preview("Staging") {
    Container.shared.endpoint.register {
        let staging = Endpoint(host: "staging", retries: 0)
        return staging
    }
    return ReportView()
}

struct ReportView_Previews: PreviewProvider {
    static var previews: some View {
        Container.shared.report.register { Report(endpoint: Container.shared.endpoint()) }
        return ReportView()
    }
}

// A type's own `register()` is not Factory's.
final class Refresher {
    func register() {}
}

extension Container {
    var refresher: Factory<Refresher> {
        self { Refresher() }.singleton
    }
}

func scheduleRefresh() {
    let refresher = Container.shared.refresher()
    refresher.register()
}
