import Foundation
import StaticHubTestSupport
import Testing

@testable import StaticHubCommandLine
@testable import StaticHubGenerator

/// A summary is encoded as the compiler synthesizes its records' `Codable`, so a new field is
/// encoded without anyone writing it. What keeps an importer from misreading a summary written
/// by another build of the same release is its format number: these tests fail when what is
/// encoded changes and `ModuleSummary.currentFormat` does not.
@Suite("Summary format")
struct ModuleSummaryFormatTests {
    /// The digest of each format's schema (`schema(of:)`). A change to what a summary encodes
    /// (a field, or a case of an enum it holds) is a new format: bump
    /// `ModuleSummary.currentFormat` and add its digest here; never edit an old one. A new
    /// golden that spells a type in a way none did before changes the sample's schema too:
    /// that is a format the old sample did not cover, and pinning it is as cheap.
    static let schemaDigests: [Int: UInt64] = [
        2: 0xee6a_c93d_81a8_ed7e,
        3: 0x33a8_0c8e_a50c_09d3,
        4: 0xf8a1_8fc5_1513_bd2a
    ]

    /// A module of every golden's sources (and their dependencies'), and one file more: together
    /// they set every field a summary has.
    static func sample() throws -> ModuleSummary {
        let goldens = Fixtures.testsDirectory.appendingPathComponent("Goldens")
        var inputs: [SourceInput] = []
        let files = try #require(FileManager.default.enumerator(atPath: goldens.path))
        while let path = files.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.hasSuffix("Expected.swift") else { continue }
            inputs.append(SourceInput(path: path, text: try String(contentsOf: goldens.appendingPathComponent(path), encoding: .utf8)))
        }
        // What no golden writes: a tagged requirement, a type declared in an extension with access.
        inputs.append(
            SourceInput(
                path: "Sample/Extension.swift",
                text: """
                    public enum SampleHub {}
                    public extension SampleHub {
                        enum Fast {}
                        static let all: [HubRegistration] = [
                            HubRequirement(Clock.self, tag: SampleHub.Fast.self),
                        ]
                    }
                    """))
        return GeneratorPipeline.summary(of: ModuleSources(name: "Sample", inputs: inputs)).summary
    }

    @Test("The encoding's schema is the one pinned for the current format")
    func encodingIsPinned() throws {
        let schema = try Self.schema(of: SummaryFile.text(of: Self.sample()))
        let digest = StableHash.fnv1a(schema.joined(separator: "\n"))
        #expect(
            Self.schemaDigests[ModuleSummary.currentFormat] == digest,
            """
            A summary's encoding is \(String(digest, radix: 16)), not what format \(ModuleSummary.currentFormat) pins. \
            If what it encodes changed, bump ModuleSummary.currentFormat and pin the new format. Its schema:
            \(schema.joined(separator: "\n"))
            """)
        #expect(Set(Self.schemaDigests.values).count == Self.schemaDigests.count, "two formats pin one schema")
    }

    @Test("The sample sets every optional field and fills every list of the summary's records")
    func sampleIsComplete() throws {
        var seen = FieldUse()
        seen.visit(try Self.sample())
        let unset = seen.declared.subtracting(seen.set).sorted()
        #expect(unset.isEmpty, "no golden manifest sets these, so the format test cannot see them: \(unset)")
    }

    /// Every key path of the JSON, with the kinds of value found there (`files[].path: string`).
    static func schema(of text: String) throws -> [String] {
        var paths: Set<String> = []
        func walk(_ value: JSONValue, _ path: String) {
            switch value {
            case .object(let object):
                paths.insert("\(path): object")
                for (key, child) in object { walk(child, path.isEmpty ? key : "\(path).\(key)") }
            case .array(let array):
                paths.insert("\(path): array")
                for child in array { walk(child, path + "[]") }
            case .leaf(let kind): paths.insert("\(path): \(kind)")
            }
        }
        walk(try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)), "")
        return paths.sorted()
    }

    /// Any JSON, as far as its shape goes.
    private enum JSONValue: Decodable {
        case object([String: JSONValue])
        case array([JSONValue])
        case leaf(String)

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .leaf("null")
            } else if (try? value.decode(Bool.self)) != nil {
                self = .leaf("bool")
            } else if (try? value.decode(Double.self)) != nil {
                self = .leaf("number")
            } else if (try? value.decode(String.self)) != nil {
                self = .leaf("string")
            } else if let array = try? value.decode([JSONValue].self) {
                self = .array(array)
            } else {
                self = .object(try value.decode([String: JSONValue].self))
            }
        }
    }

    /// Which fields of the summary's own records a value reaches, and which of them it sets
    /// (an optional that is not nil, a list that is not empty).
    private struct FieldUse {
        var declared: Set<String> = []
        var set: Set<String> = []

        /// The records whose fields a summary carries; the types they hold (type syntax,
        /// locations, effects) are values, not fields an edit adds.
        static let records: Set<String> = [
            "ModuleSummary", "ParsedFile", "ImportDeclaration", "TypeDeclaration", "Manifest", "Registration", "Parameter", "Scope",
            "Factory", "HubImportReference", "Requirement"
        ]

        mutating func visit(_ value: Any) {
            let mirror = Mirror(reflecting: value)
            let typeName = String(describing: mirror.subjectType)
            if mirror.displayStyle == .collection || mirror.displayStyle == .optional {
                for child in mirror.children { visit(child.value) }
                return
            }
            guard Self.records.contains(typeName) else { return }
            for child in mirror.children {
                guard let label = child.label else { continue }
                let field = "\(typeName).\(label)"
                let childMirror = Mirror(reflecting: child.value)
                switch childMirror.displayStyle {
                case .optional, .collection:
                    declared.insert(field)
                    if !childMirror.children.isEmpty { set.insert(field) }
                default: break
                }
                visit(child.value)
            }
        }
    }
}
