import Foundation

public protocol Session: AnyObject, Sendable {}
public final class LiveSession: Session {}

public enum Cart {}

public struct Basket: Sendable {
    public init() {}
}
