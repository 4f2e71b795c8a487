/// A forwarder an earlier run left in the old container: a closure whose whole body calls one
/// of the hub's accessors, `AppHub.resolveSession()`, or `AppHub.resolveUser(parameter)` with
/// the closure's one parameter. Factory's and Swinject's readers both recognise it, so that a
/// second run moves nothing twice.
enum HubForwarderCall {
    /// The accessor `body` calls on `hub`, passing nothing or just `parameter`; nil for any
    /// other expression.
    static func accessor(in source: SwiftSource, body: Range<Int>, hub: String, parameter: String? = nil) -> String? {
        guard body.count >= 5, source.isWord(body.lowerBound, hub), source.isKind(body.lowerBound + 1, .period),
            source.isKind(body.lowerBound + 2, .identifier), source.text(body.lowerBound + 2).hasPrefix("resolve"),
            source.isKind(body.lowerBound + 3, .leftParen), source.partner(of: body.lowerBound + 3) == body.upperBound - 1
        else { return nil }
        let arguments = body.lowerBound + 4..<body.upperBound - 1
        let passesItsParameter = arguments.count == 1 && parameter.map { source.isWord(arguments.lowerBound, $0) } == true
        return arguments.isEmpty || passesItsParameter ? source.text(body.lowerBound + 2) : nil
    }
}
