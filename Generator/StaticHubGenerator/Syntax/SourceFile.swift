/// The bytes of one input file and where its lines start.
package struct SourceFile: Sendable {
    package let path: String
    package let bytes: [UInt8]
    /// Byte offset at which each line starts; line 1 starts at 0.
    package let lineStarts: [Int]

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The source location of a byte offset.
    package func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(path: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The text of a byte range, exactly as written.
    package func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether the file contains `needle` anywhere: the cheap pre-filter that spares
    /// lexing files that cannot hold a manifest.
    func contains(_ needle: String) -> Bool {
        bytes.containsText(needle)
    }
}

extension [UInt8] {
    /// Whether these bytes contain `needle`'s UTF-8 anywhere.
    func containsText(_ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, pattern.count <= count else { return false }
        var index = 0
        let last = count - pattern.count
        while index <= last {
            if self[index] == first, self[index..<(index + pattern.count)].elementsEqual(pattern) {
                return true
            }
            index += 1
        }
        return false
    }
}
