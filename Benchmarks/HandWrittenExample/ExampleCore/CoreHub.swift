// The example's core hub written by hand: the public functions the app's hand-written hub
// calls, so the modular example can be built without StaticHub to compare clean build times.

public enum CoreHub {
    private static let abTesting: any ABTestingProtocol = ABTesting()
    private static let codeGuards: any CodeGuardsProtocol = CodeGuards()

    public static func resolve(_: (any ABTestingProtocol).Type) -> any ABTestingProtocol { abTesting }
    public static func resolve() -> any ABTestingProtocol { abTesting }

    public static func resolveThemeProtocol() -> any ThemeProtocol {
        Theme(abTesting: abTesting, codeGuards: codeGuards)
    }
}
