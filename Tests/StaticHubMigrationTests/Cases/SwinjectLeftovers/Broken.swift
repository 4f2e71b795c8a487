// Deliberately not Swift a parser can read: the migration reports it and leaves it as it is.
import Swinject

let greeting = "unterminated
