/// Which experiments this user takes part in.
protocol ABTestingProtocol: AnyObject, Sendable {
    func isEnabled(_ experiment: String) -> Bool
}

final class ABTesting: ABTestingProtocol {
    private let enabledExperiments: Set<String> = ["dark-mode"]

    func isEnabled(_ experiment: String) -> Bool {
        enabledExperiments.contains(experiment)
    }
}
