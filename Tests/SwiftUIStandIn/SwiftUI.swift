// A stand-in for the part of SwiftUI that `StaticHubPreviews` uses, declared as SwiftUI's
// documentation declares it, so that its code type-checks on a machine without SwiftUI.
// What SwiftUI does with a preview at run time is not verified here.

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
}

public struct PreviewModifierContent: View {
    public var body: Never { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public protocol PreviewModifier {
    associatedtype Context = Void
    associatedtype Body: View
    typealias Content = PreviewModifierContent
    static func makeSharedContext() async throws -> Context
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PreviewModifier where Context == Void {
    public static func makeSharedContext() async throws {}
}

public struct PreviewTrait<T>: Sendable {}

public enum Preview {
    public struct ViewTraits: Sendable {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor @preconcurrency
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> { PreviewTrait() }
}
