import FactoryKit

// A container of the app's own, as Factory's documentation declares one.
final class ReportingContainer: SharedContainer {
    static let shared = ReportingContainer()
    let manager = ContainerManager()
}

extension ReportingContainer {
    var reportTitle: Factory<ReportTitle> {
        self { ReportTitle(text: "weekly report") }.singleton
    }
}
