/// The offset of the first byte that is not part of well-formed UTF-8, or nil.
func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
        let lead = bytes[index]
        let length: Int
        var minimumSecond: UInt8 = 0x80
        var maximumSecond: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: length = 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; minimumSecond = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; maximumSecond = 0x9F  // no UTF-16 surrogates
        case 0xF0: length = 4; minimumSecond = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; maximumSecond = 0x8F
        default: return index
        }
        guard index + length <= bytes.count else { return index }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            let (low, high) = offset == 1 ? (minimumSecond, maximumSecond) : (0x80, 0xBF)
            guard byte >= low, byte <= high else { return index }
        }
        index += length
    }
    return nil
}
