import StaticHub

/// A hub apart for the global-mock test. A global mock reaches every hub that imports the
/// hub it mocks, and their singletons are rebuilt while it is set, so it must not be a hub
/// whose singletons other tests compare.
public enum CouponHub {}

public struct Coupon: Sendable {
    public let code: String

    public init(code: String) {
        self.code = code
    }
}

extension CouponHub {
    static let manifest: [HubRegistration] = [
        AutoRegister(Coupon.self, using: { Coupon(code: "REAL") })
    ]
}
