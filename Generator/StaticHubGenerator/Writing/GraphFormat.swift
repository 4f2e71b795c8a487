/// The formats `statichub graph` writes.
public enum GraphFormat: String, CaseIterable, Sendable {
    /// Graphviz DOT.
    case dot
    /// A Mermaid flowchart, which GitHub renders in Markdown.
    case mermaid
}
