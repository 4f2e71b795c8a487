import StaticHub

public enum AppHub {
    static let all = "a name the manifest must not take"
}
