import Swinject

// Cut short: the lexer cannot read it, so it is left as it is.
let greeting = "unterminated
