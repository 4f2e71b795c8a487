#!/usr/bin/env python3
"""Writes Sources/StaticHub/Documentation.docc/Diagnostics.md: every message of
Generator/StaticHubGenerator/Diagnostics/DiagnosticMessage.swift by its identifier and
severity, under that file's `// MARK:` sections, with each interpolation shown as ‹name›.
Run from the package root after changing a message: python3 Scripts/generate_diagnostics_article.py
(`HubValidationTests` checks that the article lists every identifier with its severity.)"""
import re
from pathlib import Path

SOURCE = Path("Generator/StaticHubGenerator/Diagnostics/DiagnosticMessage.swift")
ARTICLE = Path("Sources/StaticHub/Documentation.docc/Diagnostics.md")

# Messages built from more than string literals, written out by hand.
COMPUTED = {
    "unknownRegistrationKind": ("Reading manifests", "unknown registration kind '‹name›'; expected one of AutoRegister, SingletonRegister, …"),
    "factoryLabelCount": ("Reading manifests", "factory '‹factory›' names ‹labels› arguments but ‹parameters› parameter types are declared"),
    "dependencyNeedsArguments": ("The graph", "'‹dependent›' cannot resolve '‹type›', whose registration needs explicit arguments "
                                 "(‹arguments›) that only a caller can pass; declare '‹type›' with '.explicit(…)' in a 'Register' "
                                 "so callers pass it, or make those arguments '.resolved'"),
    "dependencyCycle": ("The graph", "dependency cycle: ‹A› → ‹B› → ‹A›; to break it, take one of these dependencies as a provider, "
                        "such as '.provider(‹T›.self)', which resolves on 'make()'"),
    "captiveDependency": ("Lifetimes and isolation", "captive dependency: the singleton '‹A›' would keep the '‹Scope›' instance of '‹C›' after "
                          "'resetScope(‹Scope›.self)' (‹A› → ‹B› → ‹C›); register '‹A›' with 'ScopedRegister(…, scope: ‹Scope›.self, …)', "
                          "or take '.provider(‹B›.self)', which resolves the current instance on each 'make()'"),
    "conflictingIsolation": ("Lifetimes and isolation", "'‹A›' would need two actors: '‹Actor1›' (‹why›) and '‹Actor2›' (‹why›); isolate those "
                             "registrations to one actor, or take one of them as '.provider(…)', whose 'make()' runs on its actor"),
    "hubImportCycle": ("Hubs from other modules", "hubs import each other in a cycle: ‹A› → ‹B› → ‹A›; a hub cannot provide what it "
                       "imports from itself"),
}

INTRODUCTION = """# Diagnostics

Every message the generator prints, by its stable identifier.

<!-- Written by Scripts/generate_diagnostics_article.py from DiagnosticMessage.swift: change the messages there. -->

## Overview

The generator reports what it finds as `path:line:column: severity: message`, on the
manifest token at fault, so SwiftPM and Xcode show it in place; an error stops the build
before the compiler sees generated code, and no file is written. A note follows the error
it explains, at the place it names. Names in ‹angle quotes› stand for what the message
names in your code. Errors the compiler reports in generated code land on the manifest line
of the registration at fault.
"""


def render(text):
    text = text.replace("\\(searched(hub, imported: imported))", "hub '‹hub›' (or the hubs it imports)")
    text = re.sub(r"\\\(([^()]*(?:\([^()]*\))?[^()]*)\)", lambda m: "‹" + m.group(1).split(".")[0].split(" ")[0] + "›", text)
    return text.replace('\\"', '"')


def main():
    source = SOURCE.read_text()
    identifiers = dict(re.findall(r'case (\w+) = "([\w-]+)"', source))
    warnings = set(re.findall(r"\.(\w+)", re.search(r"case (\.manifestInConditionalBlock[^:]*):\s*\.warning", source).group(1)))
    notes = set(re.findall(r"\.(\w+)", re.search(r"case (\.previousRegistration[^:]*):\s*\.note", source).group(1)))
    marks = [(m.start(), m.group(1)) for m in re.finditer(r"// MARK: (.+)", source)]
    entries = {}
    for match in re.finditer(r'Self\(\s*\.(\w+),\s*((?:"(?:[^"\\]|\\.)*"\s*(?:\+\s*)?)+)\)', source, re.S):
        text = "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', match.group(2)))
        section = ([name for position, name in marks if position < match.start()] or ["Reading files"])[-1]
        entries.setdefault(match.group(1), (section, []))[1].append(render(text))
    for identifier, (section, text) in COMPUTED.items():
        entries[identifier] = (section, [text])
    missing = set(identifiers) - set(entries)
    if missing:
        raise SystemExit(f"no message found for {sorted(missing)}: add them to COMPUTED")
    sections = list(dict.fromkeys(name for _, name in marks))
    lines = [INTRODUCTION]
    for section in sections:
        members = [(identifier, texts) for identifier, (name, texts) in entries.items() if name == section]
        if not members:
            continue
        lines.append(f"## {section}\n")
        for identifier, texts in members:
            severity = "warning" if identifier in warnings else "note" if identifier in notes else "error"
            lines.append(f"### {identifiers[identifier]}\n")
            lines.append(("An error." if severity == "error" else f"A {severity}.") + "\n")
            # A code span, not a blockquote: docc reads a quoted line whose first words end in a
            # colon as an aside, and crashed on these (swift-markdown, toolchain 6.3.1).
            lines += [f"`{text}`\n" for text in dict.fromkeys(texts)]
    ARTICLE.write_text("\n".join(lines))
    print(f"wrote {ARTICLE}")


if __name__ == "__main__":
    main()
