// swift-format-ignore-file
import StaticHub

protocol Engine {}
struct V8Engine: Engine {}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        OpaqueAutoRegister((any Engine).self, using: V8Engine.init),
    ]
}

func testWithMockedEngine() {
    Hub.withMocks({ $0.mock((any Engine).self) { V8Engine() } }) {}
}
