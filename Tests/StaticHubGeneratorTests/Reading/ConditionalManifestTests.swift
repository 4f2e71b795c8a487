import Testing

@testable import StaticHubGenerator

/// Manifests under `#if`: their registrations carry the enclosing clauses; what a hub declares
/// once for every build cannot be under one; a registration may depend on a conditional one
/// only under the same clauses; and a hub others import holds none.
@Suite("Manifests under #if")
struct ConditionalManifestTests {
    @Test("Each registration carries the clauses of every enclosing block, outermost first; #elseif and #else negate those before")
    func clauses() {
        let (file, diagnostics) = FileParser.parse(
            Lexer.tokenize(
                SourceFile(
                    path: "Test.swift",
                    text:
                        """
                        enum Hub {
                            static let always: [HubRegistration] = [AutoRegister(A.self, using: A.init)]
                            #if DEBUG
                            static let debug: [HubRegistration] = [AutoRegister(B.self, using: B.init)]
                            #elseif os(Linux)
                            #if canImport(Glibc)
                            static let linux: [HubRegistration] = [AutoRegister(C.self, using: C.init)]
                            #endif
                            #else
                            static let other: [HubRegistration] = [AutoRegister(D.self, using: D.init)]
                            #endif
                        }
                        """)))
        #expect(diagnostics.isEmpty)
        #expect(
            file.manifests.map { $0.registrations.map(\.condition.clauses) } == [
                [[]],
                [["DEBUG"]],
                [["!(DEBUG) && (os(Linux))", "canImport(Glibc)"]],
                [["!(DEBUG) && !(os(Linux))"]]
            ])
    }

    @Test("What the hub declares once for every build is an error under #if, on its line; the manifest's other registrations are read")
    func elementsUnderCondition() {
        let result = generate(
            """
            enum Hub {
                #if DEBUG
                static let debug: [HubRegistration] = [
                    AutoRegister(A.self, using: A.init),
                    HubImport(OtherHub.self),
                    HubRequirement((any Clock).self),
                    HubRequirement((any Logger).self, default: { PrintLogger() }),
                    TaskScope(Request.self),
                    ScopeInput(User.self, scope: Request.self),
                    ScopedRegister(B.self, scope: Request.self, using: B.init),
                    CollectionRegister((any Plugin).self, using: C.init),
                ]
                #endif
            }
            """)
        let message = { (element: String) in
            "error: '\(element)' cannot be in a manifest under '#if': the hub declares what it makes of it once, for every build; move it to a manifest outside the '#if' block"
        }
        #expect(
            printed(result) == [
                "Manifest.swift:5:19: " + message("HubImport"),
                "Manifest.swift:6:24: " + message("HubRequirement"),
                "Manifest.swift:7:9: " + message("HubRequirement"),
                "Manifest.swift:8:19: " + message("TaskScope"),
                "Manifest.swift:9:9: " + message("ScopeInput"),
                "Manifest.swift:10:9: " + message("ScopedRegister"),
                "Manifest.swift:11:9: " + message("CollectionRegister")
            ])
    }

    @Test(
        "A registration may depend on a conditional one under the same clauses, or more, or as '.optional'; in any other build it is an error, with a note"
    )
    func dependencies() {
        let result = generate(
            """
            enum Hub {
                static let always: [HubRegistration] = [
                    AutoRegister(A.self, parameterTypes: (any Logger).self, using: A.init),
                    AutoRegister(B.self, parameterTypes: .optional((any Logger).self), using: B.init),
                ]
                #if DEBUG
                static let debug: [HubRegistration] = [
                    AutoRegister((any Logger).self, using: PrintLogger.init),
                    AutoRegister(C.self, parameterTypes: (any Logger).self, D.self, using: C.init),
                ]
                #if os(Linux)
                static let linuxDebug: [HubRegistration] = [
                    AutoRegister(E.self, parameterTypes: (any Logger).self, using: E.init),
                ]
                #endif
                #elseif os(Linux)
                static let release: [HubRegistration] = [
                    AutoRegister(D.self, parameterTypes: (any Logger).self, using: D.init),
                ]
                #endif
            }
            """)
        let note = "Manifest.swift:8:9: note: 'any Logger' is registered under '#if DEBUG' here"
        let fix = "register '%@' under the same '#if', or 'any Logger' outside it"
        #expect(
            printed(result) == [
                """
                Manifest.swift:3:46: error: 'A' depends on 'any Logger', which is registered only under '#if DEBUG', but 'A' is in every build; \(fix.replacingOccurrences(of: "%@", with: "A"))
                \(note)
                """,
                """
                Manifest.swift:9:65: error: 'C' depends on 'D', which is registered only under '#if !(DEBUG) && (os(Linux))', but 'C' is in builds where 'DEBUG' holds; register 'C' under the same '#if', or 'D' outside it
                Manifest.swift:18:9: note: 'D' is registered under '#if !(DEBUG) && (os(Linux))' here
                """,
                """
                Manifest.swift:18:46: error: 'D' depends on 'any Logger', which is registered only under '#if DEBUG', but 'D' is in builds where '!(DEBUG) && (os(Linux))' holds; \(fix.replacingOccurrences(of: "%@", with: "D"))
                \(note)
                """
            ])
    }

    @Test(
        "A hub declared under #if, or inside a type that is, is not read, with a warning: its generated code could not repeat the condition"
    )
    func hubUnderCondition() {
        let result = generate(
            """
            #if DEBUG
            enum PreviewHub {
                static let all: [HubRegistration] = [AutoRegister(A.self, using: A.init)]
            }
            #endif
            enum App {
                #if os(Linux)
                enum Tools {
                    enum Hub {
                        static let all: [HubRegistration] = [AutoRegister(B.self, using: B.init)]
                    }
                }
                #endif
            }
            """)
        let warning = { (hub: String) in
            "warning: '\(hub)' is declared under '#if', which the code generated for it cannot repeat; declare the hub outside the '#if' block (its manifests may be under '#if'), or this manifest is not read"
        }
        #expect(printed(result) == ["Manifest.swift:3:16: " + warning("PreviewHub"), "Manifest.swift:10:24: " + warning("App.Tools.Hub")])
    }

    @Test("A hub other hubs may import holds no registration under #if: its importers could not know the condition")
    func importableHub() {
        let result = generate(
            """
            public enum Hub {
                #if DEBUG
                public static let debug: [HubRegistration] = [
                    AutoRegister(A.self, using: A.init),
                ]
                #endif
            }
            """)
        #expect(
            printed(result) == [
                "Manifest.swift:4:9: error: 'A' is registered under '#if' in hub 'Hub', which other hubs can import, and they would not know the condition; register it in a hub no other hub imports, or outside the '#if' block"
            ])
    }
}
