import Testing

@testable import StaticHubGenerator

@Suite("File parser")
struct FileParserTests {
    private func parse(_ text: String) -> Parsed {
        let parsed = FileParser.parse(Lexer.tokenize(SourceFile(path: "Test.swift", text: text)))
        return Parsed(file: parsed.file, diagnostics: parsed.diagnostics)
    }

    /// A parse's file, read through, and its problems.
    @dynamicMemberLookup
    private struct Parsed {
        let file: ParsedFile
        let diagnostics: [Diagnostic]

        subscript<Value>(dynamicMember keyPath: KeyPath<ParsedFile, Value>) -> Value { file[keyPath: keyPath] }
    }

    @Test("Imports keep their attributes and kinds, and the #if conditions around them")
    func imports() {
        let file = parse(
            """
            import Foundation
            @testable import MyApp
            import struct Foundation.Date
            #if canImport(UIKit)
            import UIKit
            #elseif os(Linux)
            import Glibc
            #endif
            enum Hub { func f() { import NotAnImport } }
            """)
        #expect(
            file.imports == [
                ImportDeclaration(text: "import Foundation", condition: nil),
                ImportDeclaration(text: "@testable import MyApp", condition: nil),
                ImportDeclaration(text: "import struct Foundation.Date", condition: nil),
                ImportDeclaration(text: "import UIKit", condition: "canImport(UIKit)"),
                ImportDeclaration(text: "import Glibc", condition: "!(canImport(UIKit)) && (os(Linux))")
            ])
    }

    @Test("Type declarations: nesting, access, attributes, generics; local types and class members are not hubs")
    func typeDeclarations() {
        let file = parse(
            """
            @MainActor public enum App {
                private struct Hidden {}
                final class func make() {}
                actor Worker<T> where T: Sendable {}
            }
            public extension App {
                enum Hub {}
            }
            func local() { struct NotAHub {} }
            """)
        let summary = file.typeDeclarations.map { declaration in
            "\(declaration.kind) \(declaration.qualifiedName) \(declaration.declaredAccess?.rawValue ?? "-") \(declaration.extensionAccess?.rawValue ?? "-") \(declaration.attributes) \(declaration.isGeneric)"
        }
        #expect(
            summary == [
                "enum App public - [\"MainActor\"] false",
                "struct App.Hidden private - [] false",
                "actor App.Worker - - [] true",
                "enum App.Hub - public [] false"
            ])
    }

    @Test("Type aliases inside a type are recorded with it; top-level and local ones are not")
    func nestedTypeAliases() {
        let file = parse(
            """
            typealias TopLevel = Int
            enum Hub {
                typealias Clock = any ClockProtocol
                func local() { typealias Local = Int }
            }
            extension App.Hub {
                public typealias Store<T> = [T]
            }
            """)
        #expect(file.nestedTypeAliases == ["Hub.Clock", "App.Hub.Store"])
    }

    @Test("Manifests are found in type bodies and extensions, with the hub they belong to")
    func manifests() {
        let file = parse(
            """
            enum Outer {
                enum Hub {
                    static let inside: [HubRegistration] = [AutoRegister(A.self, using: A.init)]
                }
            }
            extension Outer.Hub {
                public static let qualified: [StaticHub.HubRegistration] = [
                    AutoRegister(B.self, using: { B(values: [1, 2], pairs: ["a": (1, 2)]) }),
                    SingletonRegister(C.self, using: C.init),
                ]
                static let notAManifest: [Int] = [1, 2]
                static let generic: Array<HubRegistration> = []
            }
            """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.manifests.map(\.hubName) == ["Outer.Hub", "Outer.Hub", "Outer.Hub"])
        #expect(file.manifests.map(\.registrations.count) == [1, 2, 0])
        #expect(file.manifests[1].registrations[0].factory.text == #"{ B(values: [1, 2], pairs: ["a": (1, 2)]) }"#)
    }

    @Test("A manifest that is not static, and one that is not an array literal, are ignored with a warning")
    func ignoredManifests() {
        let file = parse(
            """
            enum Hub {
                let instance: [HubRegistration] = []
                static let computed: [HubRegistration] = base + []
            }
            """)
        #expect(file.manifests.isEmpty)
        #expect(
            file.diagnostics.map(\.description) == [
                "Test.swift:2:9: warning: a '[HubRegistration]' manifest must be a 'static' property of the hub type; this one is ignored",
                "Test.swift:3:16: warning: manifest is not an array literal; the generator reads registrations only from '[ … ]' and ignores this one"
            ])
    }

    @Test("A manifest of more registrations than one array should hold is read, with a warning to split it; one of the limit is not")
    func longManifests() {
        func manifest(_ count: Int, computed: Bool) -> String {
            let lines = (0..<count).map { "        AutoRegister(T\($0).self, using: T\($0).init)," }.joined(separator: "\n")
            let head = computed ? "static var all: [HubRegistration] { [" : "static let all: [HubRegistration] = ["
            return "enum Hub {\n    \(head)\n\(lines)\n    ]\(computed ? " }" : "")\n}\n"
        }
        for computed in [false, true] {
            let long = parse(manifest(Vocabulary.longestManifest + 1, computed: computed))
            #expect(long.manifests.first?.registrations.count == Vocabulary.longestManifest + 1)
            #expect(
                long.diagnostics.map(\.description) == [
                    "Test.swift:2:16: warning: 'all' holds 501 registrations in one array, which the compiler type-checks in time and memory "
                        + "that grow faster than its length (one of 2000 takes about 4 GB); split it into manifests of at most 500"
                ])
            #expect(parse(manifest(Vocabulary.longestManifest, computed: computed)).diagnostics.isEmpty)
        }
    }

    @Test(
        "A manifest without its type, a stored 'static var' and a computed 'var' that is more than an array are ignored with a warning that shows the fix"
    )
    func lookalikeManifests() {
        let file = parse(
            """
            enum Hub {
                static let unannotated = [AutoRegister(A.self, using: A.init)]
                static var variable: [HubRegistration] = [AutoRegister(B.self, using: B.init)]
                static var computed: [HubRegistration] { let all = [AutoRegister(C.self, using: C.init)]; return all }
                var instance: [HubRegistration] { [AutoRegister(D.self, using: D.init)] }
                static let numbers = [Int(1)]
                static var count: Int { 1 }
            }
            """)
        #expect(file.manifests.isEmpty)
        #expect(
            file.diagnostics.map(\.description) == [
                "Test.swift:2:16: warning: 'unannotated' looks like a manifest but has no type annotation, so it is ignored; declare it 'static var unannotated: [HubRegistration] { [ … ] }'",
                "Test.swift:3:16: warning: a manifest must be a 'static var' whose getter is one array literal, or a 'static let'; the 'var' 'variable' is ignored: declare it 'static var variable: [HubRegistration] { [ … ] }'",
                "Test.swift:4:16: warning: a manifest must be a 'static var' whose getter is one array literal, or a 'static let'; the 'var' 'computed' is ignored: declare it 'static var computed: [HubRegistration] { [ … ] }'",
                "Test.swift:5:9: warning: a manifest must be a 'static var' whose getter is one array literal, or a 'static let'; the 'var' 'instance' is ignored: declare it 'static var instance: [HubRegistration] { [ … ] }'"
            ])
    }

    @Test("A computed 'static var' whose getter is one array literal is a manifest, with or without 'return'")
    func computedManifests() throws {
        let file = parse(
            """
            enum Hub {
                static var core: [HubRegistration] { [
                    AutoRegister(A.self, using: A.init),
                ] }
                static var more: [HubRegistration] {
                    return [SingletonRegister(B.self, using: B.init)]
                }
            }
            """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.manifests.map(\.location.description) == ["Test.swift:2:16", "Test.swift:5:16"])
        #expect(file.manifests.map { $0.registrations.map(\.registeredType.spelling) } == [["A"], ["B"]])
    }

    @Test("A file that registers without naming HubRegistration is read for that warning")
    func unannotatedManifestFileIsRead() {
        let result = generate(["Hub.swift": "enum Hub {\n    static let all = [AutoRegister(A.self, using: A.init)]\n}\n"])
        #expect(
            printed(result) == [
                "Hub.swift:2:16: warning: 'all' looks like a manifest but has no type annotation, so it is ignored; declare it 'static var all: [HubRegistration] { [ … ] }'"
            ])
    }

    @Test("An unbalanced bracket stops parsing with a positioned error")
    func unbalancedBrackets() {
        #expect(
            parse("enum Hub {\n  static let a = [1, 2\n}").diagnostics.map(\.description) == [
                "Test.swift:3:1: error: unexpected '}' without a matching opening bracket"
            ])
        #expect(
            parse("enum Hub {\n  func f() {").diagnostics.map(\.description) == [
                "Test.swift:2:12: error: '{' is never closed; expected '}'"
            ])
    }
}
