// swift-format-ignore-file
import StaticHub

struct Report {
    let title: String
}

private let secretTitle = "visible only in this file"

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        AutoRegister(Report.self, using: {
            let prefix = "Report: "
            return Report(title: prefix + secretTitle)
        }),
    ]
}
