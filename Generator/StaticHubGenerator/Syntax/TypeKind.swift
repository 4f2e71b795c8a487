/// The keyword a type is declared with.
package enum TypeKind: String, Sendable, Codable {
    case `enum`, `struct`, `class`, actor, `protocol`
}
