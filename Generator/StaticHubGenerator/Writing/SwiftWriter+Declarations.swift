/// The one spelling of `Declaration`s: what each is written as, which of its lines are
/// mapped to the manifest, and where blocks open and close.
extension SwiftWriter {
    mutating func write(_ declarations: [Declaration]) {
        for declaration in declarations { write(declaration) }
    }

    mutating func write(_ declaration: Declaration) {
        switch declaration {
        case .function(let function):
            write(function)
        case .variable(let variable):
            line(variable.spelling, mappedTo: variable.location)
        case .typeAlias(let alias):
            documentation(alias.documentation)
            line(alias.spelling, mappedTo: alias.location)
        case .nominalType(let type):
            documentation(type.documentation)
            container(type.header, mappedTo: type.location, members: type.members)
        case .typeExtension(let `extension`):
            container(`extension`.header, mappedTo: nil, members: `extension`.members)
        case .importStatement(let text):
            line(text)
        case .comment(let text):
            neutral("// " + text)
        case .blankLine:
            neutral("")
        case .conditional(let condition, let body, let otherwise):
            conditional(condition, { $0.write(body) }, else: otherwise.map { otherwise in { $0.write(otherwise) } })
        }
    }

    /// Writes a function: its doc comment and attributes (neutral lines, so a mapping stays
    /// attached to the signature), the signature mapped to its manifest line, and the body.
    ///
    /// A mapped function whose body is one line reported at the signature's line (or where it
    /// stands) is written whole on that line, so that its mapping ends after the body instead
    /// of inside it. The compiler parses a body that holds a `#sourceLocation` in every job
    /// of the module; any other it skips where its file is not the job's primary one
    /// (`Benchmarks/frontend_jobs.py`).
    mutating func write(_ function: FunctionDeclaration) {
        documentation(function.documentation)
        for attribute in function.leadingAttributes { neutral(attribute) }
        if function.body.isEmpty {
            line(function.signature + " {}", mappedTo: function.signatureLocation)
        } else if let location = function.signatureLocation, function.body.count == 1,
            case .line(let text, let bodyLocation) = function.body[0],
            bodyLocation == nil || bodyLocation?.line == location.line && bodyLocation?.path == location.path
        {
            line(function.signature + " { " + text + " }", mappedTo: location)
        } else {
            block(function.signature, mappedTo: function.signatureLocation) { writer in
                writer.write(function.body)
            }
        }
    }

    mutating func write(_ statements: [Statement]) {
        for statement in statements {
            switch statement {
            case .line(let text, let location):
                line(text, mappedTo: location)
            case .conditional(let condition, let body, let otherwise):
                conditional(condition, { $0.write(body) }, else: otherwise.map { otherwise in { $0.write(otherwise) } })
            }
        }
    }

    private mutating func documentation(_ lines: [String]) {
        for line in lines { neutral("/// " + line) }
    }

    /// `header {}` when there are no members, else a block of them.
    private mutating func container(_ header: String, mappedTo location: SourceLocation?, members: [Declaration]) {
        if members.isEmpty {
            line(header + " {}", mappedTo: location)
        } else {
            block(header, mappedTo: location) { $0.write(members) }
        }
    }
}
