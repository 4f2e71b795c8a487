// swift-format-ignore-file
#if canImport(Foundation)
import Foundation
#elseif canImport(Glibc)
import Glibc
#else
import Swift
#endif
@preconcurrency import StaticHub

struct Stamp {
    let value: String
}

final class Dependency {}

extension Dependency {
    static let stamps: [HubRegistration] = [
        AutoRegister(Stamp.self, using: { Stamp(value: "stamp") }),
    ]
}
