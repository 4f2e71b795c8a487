/// Picks the dependency modules a target's imports can reach, so that a target depending on
/// many modules parses only those whose hubs it imports, directly or through other hubs.
///
/// Whether a module can hold a hub is decided from its text, without lexing: one pass over
/// the files of each module that can hold a manifest collects the names written after `enum`,
/// `struct`, `class`, `actor` and `extension`. A name in a comment or string only makes a
/// module read for nothing.
enum ReachableModules {
    /// The modules holding a hub named by `imports`, then those holding a hub their own
    /// manifests import, and so on; in the order given. `read` parses one module.
    static func select(
        _ dependencies: [ModuleSources],
        imports: [HubImportReference],
        read: (ModuleSources) -> ReadModule
    ) -> [(module: String, read: ReadModule)] {
        var declaredNames: [Set<Substring>?] = Array(repeating: nil, count: dependencies.count)
        var parsed: [ReadModule?] = Array(repeating: nil, count: dependencies.count)
        var wanted = imports.map(\.hubName.lastNameComponent)
        var looked: Set<String> = []
        while let name = wanted.popLast() {
            guard looked.insert(name).inserted else { continue }
            for index in dependencies.indices where parsed[index] == nil {
                if declaredNames[index] == nil {
                    declaredNames[index] = typeNames(in: dependencies[index])
                }
                guard declaredNames[index]!.contains(Substring(name)) else { continue }
                let module = read(dependencies[index])
                parsed[index] = module
                wanted += module.files.flatMap(\.manifests).flatMap(\.imports).map(\.hubName.lastNameComponent)
            }
        }
        return dependencies.indices.compactMap { index in parsed[index].map { (dependencies[index].name, $0) } }
    }

    private static let declarationKeywords: [[UInt8]] = ["enum", "struct", "class", "actor", "extension"].map { Array($0.utf8) }

    /// Every dotted component of a name written after a declaration keyword in a file that
    /// passes the manifest pre-filter: a manifest's file names its hub (`extension NetworkHub`),
    /// and a module without one has no hub to import.
    static func typeNames(in module: ModuleSources) -> Set<Substring> {
        if let summary = module.summary { return Set(summary.typeNames.map { Substring($0) }) }
        var names: Set<Substring> = []
        for input in module.inputs {
            guard case .bytes(let bytes) = input.contents, bytes.containsText(ModuleReader.annotatedManifestMarker) else { continue }
            bytes.withUnsafeBufferPointer { names.formUnion(typeNames(in: $0)) }
        }
        return names
    }

    /// A buffer, not the array: slicing an array per word retains and releases it each time.
    private static func typeNames(in bytes: UnsafeBufferPointer<UInt8>) -> Set<Substring> {
        var names: Set<Substring> = []
        var index = 0
        while index < bytes.count {
            guard isIdentifierByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
            // Most words are no keyword: their first byte and length say so without comparing.
            let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
            guard (4...9).contains(word.count), mayStartKeyword(word[0]),
                declarationKeywords.contains(where: { word.elementsEqual($0) })
            else { continue }
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            let nameStart = index
            while index < bytes.count, isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
            names.formUnion(name.split(separator: "."))
        }
        return names
    }

    private static func mayStartKeyword(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "e"), UInt8(ascii: "s"), UInt8(ascii: "c"), UInt8(ascii: "a"): true
        default: false
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): true
        default: false
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"):
            true
        default:
            byte >= 0x80  // part of a non-ASCII identifier character
        }
    }
}
