// swift-format-ignore-file
import StaticHub

struct Report {
    init(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int, j: Int, k: Int, title: String) {}
}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        AutoRegister(Int.self, using: { 1 }),
        AutoRegister(String.self, using: { "weekly" }),
        AutoRegister(Report.self, parameterTypes: Int.self, Int.self, Int.self, Int.self, Int.self, Int.self, Int.self, Int.self, Int.self, Int.self, Int.self, Int.self, using: Report.init),
    ]
}
