import Foundation

// The example's hub written by hand, with the API Sources/Example/main.swift uses, so the
// example can be built without StaticHub to compare clean build times.

enum Dependency {
    private static let abTesting: any ABTestingProtocol = ABTesting()
    private static let codeGuards: any CodeGuardsProtocol = CodeGuards()

    static func resolve(_: (any ABTestingProtocol).Type) -> any ABTestingProtocol { abTesting }
    static func resolve() -> any ABTestingProtocol { abTesting }

    static func resolveThemeProtocol() -> any ThemeProtocol {
        Theme(abTesting: abTesting, codeGuards: codeGuards)
    }

    static func resolve(_: (any AppContextProtocol).Type, boot: Date, sessionId: String) -> any AppContextProtocol {
        AppContext(boot: boot, sessionId: sessionId, theme: resolveThemeProtocol())
    }

    struct AppContextProtocolFactory {
        func make(boot: Date, sessionId: String) -> any AppContextProtocol {
            Dependency.resolve((any AppContextProtocol).self, boot: boot, sessionId: sessionId)
        }
    }

    static func factory(of _: (any AppContextProtocol).Type) -> AppContextProtocolFactory { AppContextProtocolFactory() }

    static func resolve(_: (any Greeting).Type) -> some Greeting { Greeter(theme: resolveThemeProtocol()) }

    static func resolve(_: Receipt.Type, _ orderNumber: Int) -> Receipt {
        makeReceipt(orderNumber: orderNumber, greeter: resolve((any Greeting).self))
    }
}
