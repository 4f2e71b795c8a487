import Testing

@testable import StaticHubGenerator

@Suite("Explicit parameters are named after their labels")
struct ExplicitParameterNamingTests {
    private func accessorSignature(_ factory: String, _ parameters: String) throws -> String {
        let output = try #require(
            generate(
                """
                enum Hub {
                    static let manifest: [HubRegistration] = [
                        Register(X.self, parameterTypes: \(parameters), using: \(factory)),
                    ]
                }
                """
            ).output)
        let line = try #require(output.split(separator: "\n").first { $0.contains("static func resolveX(") })
        return String(line.drop { $0 == " " })
    }

    @Test("A label is the name; keywords, repeats, the mock check's names and the factory's own names are not")
    func names() throws {
        #expect(
            try accessorSignature("X.init(boot:sessionId:)", ".explicit(Int.self), .explicit(String.self)")
                == "@inline(__always) static func resolveX(boot: Int, sessionId: String) -> X {")
        #expect(
            try accessorSignature("X.init(in:in:mock:)", ".explicit(Int.self), .explicit(Int.self), .explicit(String.self)")
                == "@inline(__always) static func resolveX(in arg0: Int, in arg1: Int, mock arg2: String) -> X {")
        #expect(
            try accessorSignature("make(make:resolveY:)", ".explicit(Int.self), .explicit(Int.self)")
                == "@inline(__always) static func resolveX(make arg0: Int, resolveY arg1: Int) -> X {")
        #expect(
            try accessorSignature("X.init(_:count:)", ".explicit(Int.self), .explicit(Int.self)")
                == "@inline(__always) static func resolveX(_ arg0: Int, count: Int) -> X {")
    }
}
