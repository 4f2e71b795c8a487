import Dependencies

// The request with swift-dependencies: `withDependencies` binds the two inputs around the
// body, which reads them with `@Dependency` and builds the log once.

private enum ScopedRequestKey: DependencyKey { static let liveValue = ScopedRequest(id: 0) }
private enum ScopedUserKey: DependencyKey { static let liveValue = ScopedUser(id: 0) }

extension DependencyValues {
    fileprivate var scopedRequest: ScopedRequest {
        get { self[ScopedRequestKey.self] }
        set { self[ScopedRequestKey.self] = newValue }
    }

    fileprivate var scopedUser: ScopedUser {
        get { self[ScopedUserKey.self] }
        set { self[ScopedUserKey.self] = newValue }
    }
}

enum DependenciesRequestScope {
    static func handle(id: Int) -> ScopedLog {
        withDependencies {
            $0.scopedRequest = ScopedRequest(id: id)
            $0.scopedUser = ScopedUser(id: id)
        } operation: {
            @Dependency(\.scopedRequest) var request
            let log = ScopedLog(request: request)
            @Dependency(\.scopedRequest) var again
            return again.id == log.requestID ? log : ScopedLog(request: ScopedRequest(id: -1))
        }
    }
}
