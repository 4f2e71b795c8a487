import Foundation

/// The two streams the executables print to, each message on its own line.
public enum Console {
    public static func standardOutput(_ text: String) { write(text, to: .standardOutput) }

    public static func standardError(_ text: String) { write(text, to: .standardError) }

    private static func write(_ text: String, to handle: FileHandle) {
        handle.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
