/// Which experiments this user takes part in.
public protocol ABTestingProtocol: AnyObject, Sendable {
    func isEnabled(_ experiment: String) -> Bool
}

/// Internal: other modules see only the protocol, through the hub.
final class ABTesting: ABTestingProtocol {
    private let enabledExperiments: Set<String> = ["dark-mode"]

    func isEnabled(_ experiment: String) -> Bool {
        enabledExperiments.contains(experiment)
    }
}
