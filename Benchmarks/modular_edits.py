#!/usr/bin/env python3
"""Edits in an app of many modules, StaticHub against the same hubs written by hand.

Each module has a public hub of R registrations (a chain: each service takes the one before;
the first takes the last service of every module it imports) and a feature file that resolves
from its hub. Shapes: `chain`, each module imports the one below; `base`, three base modules
every other module imports (a few base modules most features import). The same app is written
twice, in packages of distinct names (two packages of one name built in turn re-plan each
other's builds): with StaticHub's build plugin, and with the hubs as hand-written functions.
With `--empty-plugin`, another side: the hand-written app with a build plugin that returns no
command, what any build plugin costs; `--no-op-only` times only builds with nothing changed.
With `--floor`, a third time: the hand-written app with a build plugin that does the least a
generator of this shape can do, the platform's floor. Each module's command runs a small Swift
tool whose inputs are the module's sources and the outputs of every module below it (as
StaticHub's are); it writes one Swift file of comments, the module's `public` lines up to
their bodies, only when they change. So a body edit runs one command and an interface edit in
the lowest module runs every command, each of which starts, reads its sources and writes nothing: what any build
plugin with checks across modules pays, without StaticHub's work.

Rows, plain `swift build`s, the two sides in turn (A B A B), median of the runs:
- clean debug build (once);
- a build with nothing changed;
- an ordinary edit in the lowest module: an initializer's body, no manifest, no signature;
- an interface edit in the lowest module, adding a service: a new public type and its
  registration (`AutoRegister`; by hand, a public resolve function on the hub), either in the
  module's existing files (the type in its types file, the line in its manifest) or in a new
  file of its own (the type and a small manifest extension, as teams write a service);
- for each edit, read from the timed builds' own output (`Compiling M<n> <file>` and
  `Generating StaticHub hubs for M<n>` lines, median of the runs): the modules that compiled
  a file, the files compiled, and the StaticHub generator commands that ran. (A separate
  `swift build -v` rebuilds the plugins and links the generator again, which makes a new
  file's edit recompile what a plain build does not: its counts would not be this edit's.)

    python3 Benchmarks/modular_edits.py --modules 30 --registrations 30 --shape chain
    python3 Benchmarks/modular_edits.py --modules 100 --registrations 20 --shape chain --runs 5
    python3 Benchmarks/modular_edits.py --modules 30 --registrations 30 --build-system swiftbuild
    python3 Benchmarks/modular_edits.py --modules 30 --registrations 30 --floor
    python3 Benchmarks/modular_edits.py --modules 30 --registrations 30 --build-system swiftbuild \
        --empty-plugin --no-op-only --runs 11 --statichub RELEASE

`--statichub PATH` builds against another checkout (the commit before a change, for a
before/after table); the default is this repository.
"""
import argparse
import re
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def imports_of(shape, index):
    if index == 0:
        return []
    if shape == "chain":
        return [index - 1]
    return [i for i in range(min(index, 3))]  # base: the three first modules


def services(index, registrations, imported, hand_written):
    lines = [f"import M{i}" for i in imported]
    for j in range(registrations):
        name = f"S{index}_{j}"
        if j == 0:
            dependencies = [f"S{i}_{registrations - 1}" for i in imported]
        else:
            dependencies = [f"S{index}_{j - 1}"]
        parameters = ", ".join(f"d{n}: {d}" for n, d in enumerate(dependencies))
        body = "let marker = 0; _ = marker" if (index, j) == (0, 0) else ""
        lines.append(f"public struct {name}: Sendable {{ public init({parameters}) {{ {body} }} }}")
    return "\n".join(lines) + "\n"


def hub(index, registrations, imported, hand_written):
    header = "".join(f"import M{i}\n" for i in imported)
    if hand_written:
        functions = []
        for j in range(registrations):
            if j == 0:
                arguments = ", ".join(f"d{n}: Hub{i}.resolveS{i}_{registrations - 1}()" for n, i in enumerate(imported))
            else:
                arguments = f"d0: resolveS{index}_{j - 1}()"
            functions.append(f"    public static func resolveS{index}_{j}() -> S{index}_{j} {{ S{index}_{j}({arguments}) }}")
        return header + f"public enum Hub{index} {{\n" + "\n".join(functions) + "\n}\n"
    entries = [f"            HubImport(Hub{i}.self)," for i in imported]
    for j in range(registrations):
        dependencies = [f"S{i}_{registrations - 1}" for i in imported] if j == 0 else [f"S{index}_{j - 1}"]
        parameters = f"parameterTypes: {', '.join(d + '.self' for d in dependencies)}, " if dependencies else ""
        labels = "".join(f"d{n}:" for n in range(len(dependencies)))
        factory = f"S{index}_{j}.init({labels})" if dependencies else f"S{index}_{j}.init"
        entries.append(f"            AutoRegister(S{index}_{j}.self, {parameters}using: {factory}),")
    return (header + "import StaticHub\n\n" + f"public enum Hub{index} {{}}\n\nextension Hub{index} {{\n"
            + "    static var all: [HubRegistration] {\n        [\n" + "\n".join(entries) + "\n        ]\n    }\n}\n")


FLOOR_MANIFEST = """// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "FloorPlugin",
    products: [.plugin(name: "FloorPlugin", targets: ["FloorPlugin"])],
    targets: [
        .executableTarget(name: "floor-tool", path: "Sources/floor-tool"),
        .plugin(name: "FloorPlugin", capability: .buildTool(), dependencies: ["floor-tool"], path: "Plugins/FloorPlugin"),
    ]
)
"""

FLOOR_TOOL = r"""import Foundation

// floor-tool OUTPUT SOURCE...: the sources' `public` lines as comments, written only when they change.
let arguments = CommandLine.arguments.dropFirst()
let output = URL(fileURLWithPath: arguments.first!)
var text = "// The module's interface, as the floor plugin sees it.\n"
for source in arguments.dropFirst() {
    let contents = try String(contentsOfFile: source, encoding: .utf8)
    // A declaration's line up to its body: an edit inside a body changes nothing here.
    for line in contents.split(separator: "\n") where line.hasPrefix("public ") {
        text += "// \(line.prefix { $0 != "{" })\n"
    }
}
if (try? String(contentsOf: output, encoding: .utf8)) != text {
    try text.write(to: output, atomically: true, encoding: .utf8)
}
"""

FLOOR_PLUGIN = r"""import Foundation
import PackagePlugin

@main
struct FloorPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name).floor.swift")
        // …/outputs/<package>/<target>/destination/FloorPlugin: each module below has its own.
        let outputs = context.pluginWorkDirectoryURL.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let below = target.recursiveTargetDependencies.map { dependency in
            outputs.appendingPathComponent(context.package.id).appendingPathComponent(dependency.name)
                .appendingPathComponent("destination/FloorPlugin/\(dependency.name).floor.swift")
        }
        return [
            .buildCommand(
                displayName: "Floor for \(target.name)",
                executable: try context.tool(named: "floor-tool").url,
                arguments: [output.path] + sources.map(\.path),
                inputFiles: sources + below,
                outputFiles: [output]
            )
        ]
    }
}
"""


EMPTY_PLUGIN_MANIFEST = """// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "EmptyPlugin",
    products: [.plugin(name: "EmptyPlugin", targets: ["EmptyPlugin"])],
    targets: [.plugin(name: "EmptyPlugin", capability: .buildTool(), path: "Plugins/EmptyPlugin")]
)
"""

EMPTY_PLUGIN = r"""import PackagePlugin

@main
struct EmptyPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] { [] }
}
"""


def write_empty_plugin(directory):
    (directory / "Plugins" / "EmptyPlugin").mkdir(parents=True, exist_ok=True)
    (directory / "Package.swift").write_text(EMPTY_PLUGIN_MANIFEST)
    (directory / "Plugins" / "EmptyPlugin" / "plugin.swift").write_text(EMPTY_PLUGIN)


def write_floor_plugin(directory):
    (directory / "Sources" / "floor-tool").mkdir(parents=True, exist_ok=True)
    (directory / "Plugins" / "FloorPlugin").mkdir(parents=True, exist_ok=True)
    (directory / "Package.swift").write_text(FLOOR_MANIFEST)
    (directory / "Sources" / "floor-tool" / "main.swift").write_text(FLOOR_TOOL)
    (directory / "Plugins" / "FloorPlugin" / "plugin.swift").write_text(FLOOR_PLUGIN)


def write_package(directory, name, modules, registrations, shape, hand_written, statichub, floor=None):
    targets = []
    for index in range(modules):
        imported = imports_of(shape, index)
        folder = directory / "Sources" / f"M{index}"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "Services.swift").write_text(services(index, registrations, imported, hand_written))
        (folder / "Hub.swift").write_text(hub(index, registrations, imported, hand_written))
        (folder / "Feature.swift").write_text(
            f"public func feature{index}() -> String {{ String(describing: Hub{index}.resolveS{index}_{registrations - 1}()) }}\n")
        dependencies = [f'"M{i}"' for i in imported]
        if not hand_written:
            dependencies.append('.product(name: "StaticHub", package: "StaticHub")')
        plugins = ', plugins: [.plugin(name: "StaticHubPlugin", package: "StaticHub")]' if not hand_written else ""
        if floor:
            plugins = f', plugins: [.plugin(name: "{floor.name}", package: "{floor.name}")]'
        targets.append(f'        .target(name: "M{index}", dependencies: [{", ".join(dependencies)}]{plugins}),')
    package_dependencies = "" if hand_written else f'    dependencies: [.package(name: "StaticHub", path: "{statichub}")],\n'
    if floor:
        package_dependencies = f'    dependencies: [.package(name: "{floor.name}", path: "{floor}")],\n'
    (directory / "Package.swift").write_text(
        "// swift-tools-version: 6.1\nimport PackageDescription\n\n"
        f'let package = Package(\n    name: "{name}",\n{package_dependencies}    targets: [\n' + "\n".join(targets) + "\n    ]\n)\n")


BUILD_SYSTEM = []


def build(directory):
    """A plain `swift build`: wall and user seconds (the build's processes), and its output."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    result = subprocess.run(["swift", "build"] + BUILD_SYSTEM, cwd=directory, capture_output=True, text=True)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.exit(f"swift build failed in {directory}:\n{result.stdout}{result.stderr}")
    return wall, after.ru_utime - before.ru_utime, result.stdout


def edit_body(directory, run, hand_written):
    services_file = directory / "Sources" / "M0" / "Services.swift"
    text = services_file.read_text()
    services_file.write_text(re.sub(r"let marker = \d+", f"let marker = {run + 1}", text, count=1))


def edit_interface(directory, run, hand_written):
    """A new public type in M0's types file and its registration in M0's manifest."""
    name = f"Added{run}"
    services_file = directory / "Sources" / "M0" / "Services.swift"
    services_file.write_text(services_file.read_text() + f"public struct {name}: Sendable {{ public init() {{}} }}\n")
    hub_file = directory / "Sources" / "M0" / "Hub.swift"
    text = hub_file.read_text()
    if hand_written:
        text = text.replace("public enum Hub0 {\n", f"public enum Hub0 {{\n    public static func resolve{name}() -> {name} {{ {name}() }}\n", 1)
    else:
        text = text.replace("        [\n", f"        [\n            AutoRegister({name}.self, using: {name}.init),\n", 1)
    hub_file.write_text(text)


def edit_interface_new_file(directory, run, hand_written):
    """A new file in M0 with a new public type and its registration."""
    name = f"NewService{run}"
    if hand_written:
        hub = f"extension Hub0 {{\n    public static func resolve{name}() -> {name} {{ {name}() }}\n}}\n"
    else:
        hub = (f"import StaticHub\n\nextension Hub0 {{\n    static var {name.lower()}: [HubRegistration] {{\n"
               f"        [AutoRegister({name}.self, using: {name}.init)]\n    }}\n}}\n")
    (directory / "Sources" / "M0" / f"{name}.swift").write_text(
        f"public struct {name}: Sendable {{ public init() {{}} }}\n\n" + hub)


EDITS = {"edit": edit_body, "interface edit": edit_interface, "interface edit, new file": edit_interface_new_file}


def compiled(output):
    """The modules that compiled a file, and the files compiled, as a plain build prints them."""
    files = re.findall(r"Compiling (M\d+) \S+\.swift", output)
    return len(set(files)), len(files)


def no_op_builds(sides, arguments):
    """Each side built clean, then `--runs` builds with nothing changed, the sides in turn."""
    seconds = {label: [] for label in sides}
    for directory in sides.values():
        build(directory)
        build(directory)  # the first build after a clean one re-plans
    for _ in range(arguments.runs):
        for label, directory in sides.items():
            seconds[label].append(build(directory)[0])
    print(f"{arguments.modules} modules × {arguments.registrations} registrations, {arguments.shape}, "
          f"{arguments.build_system}, no-op builds, median (min–max) of {arguments.runs}, the sides in turn, "
          f"StaticHub from {arguments.statichub}\n")
    hand = statistics.median(seconds["hand-written"])
    print("| side | no-op build | × hand-written |\n|---|---|---|")
    for label, samples in seconds.items():
        median = statistics.median(samples)
        print(f"| {label} | {median:.2f} s ({min(samples):.2f}–{max(samples):.2f}) | {median / hand:.2f}× |")
    if "empty plugin" in seconds:
        print(f"\nStaticHub / empty plugin: {statistics.median(seconds['StaticHub']) / statistics.median(seconds['empty plugin']):.2f}×")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--modules", type=int, default=30)
    parser.add_argument("--registrations", type=int, default=30)
    parser.add_argument("--shape", choices=["chain", "base"], default="chain")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--statichub", default=str(ROOT))
    parser.add_argument("--work", default="/tmp/statichub-modular-edits")
    parser.add_argument("--build-system", choices=["native", "swiftbuild"], default="native")
    parser.add_argument("--floor", action="store_true", help="also the hand-written app with the floor plugin")
    parser.add_argument("--empty-plugin", action="store_true",
                        help="also the hand-written app with a build plugin that returns no command")
    parser.add_argument("--no-op-only", action="store_true", help="only no-op builds, the sides in turn, --runs of each")
    arguments = parser.parse_args()
    BUILD_SYSTEM.extend(["--build-system", arguments.build_system])

    work = Path(arguments.work) / f"{arguments.shape}{arguments.modules}x{arguments.registrations}"
    subprocess.run(["rm", "-rf", str(work)], check=True)
    sides = {"hand-written": work / "HandWritten", "StaticHub": work / "WithStaticHub"}
    if arguments.floor:
        sides["floor"] = work / "Floor"
        write_floor_plugin(work / "FloorPlugin")
    if arguments.empty_plugin:
        sides["empty plugin"] = work / "EmptyPluginApp"
        write_empty_plugin(work / "EmptyPlugin")
    plugins = {"floor": work / "FloorPlugin", "empty plugin": work / "EmptyPlugin"}
    for label, directory in sides.items():
        hand_written = label != "StaticHub"
        name = f"{directory.name}{arguments.shape.capitalize()}{arguments.modules}"
        write_package(directory, name, arguments.modules, arguments.registrations, arguments.shape, hand_written,
                      arguments.statichub, floor=plugins.get(label))
    if arguments.no_op_only:
        no_op_builds(sides, arguments)
        return

    rows = {label: {"clean": [], "no-op": []} for label in sides}
    for label, directory in sides.items():
        wall, user, _ = build(directory)
        rows[label]["clean"].append(wall)
        # The first build after a clean one re-plans: not an edit's cost.
        edit_body(directory, 1000, label != "StaticHub")
        build(directory)
    for edit_name, edit in EDITS.items():
        for label in sides:
            for suffix in ("", " CPU", " generator commands", " modules", " files"):
                rows[label][edit_name + suffix] = []
        for run in range(arguments.runs):
            for label, directory in sides.items():
                if edit_name == "edit":
                    rows[label]["no-op"].append(build(directory)[0])
                edit(directory, run, label != "StaticHub")
                wall, user, output = build(directory)
                rows[label][edit_name].append(wall)
                rows[label][edit_name + " CPU"].append(user)
                rows[label][edit_name + " generator commands"].append(
                    len(re.findall(r"(?:Generating StaticHub hubs|Floor) for M\d+", output)))
                modules, files = compiled(output)
                rows[label][edit_name + " modules"].append(modules)
                rows[label][edit_name + " files"].append(files)

    print(f"{arguments.modules} modules × {arguments.registrations} registrations, {arguments.shape}, {arguments.build_system}, "
          f"median of {arguments.runs} (clean: one build), StaticHub from {arguments.statichub}\n")
    floor = "floor" in sides
    print("| build | StaticHub | hand-written | ratio |" + (" floor plugin | ratio | StaticHub / floor |" if floor else "")
          + "\n|---|---|---|---|" + ("---|---|---|" if floor else ""))
    for row in ["clean", "no-op"] + [name + suffix for name in EDITS for suffix in ("", " CPU")]:
        ours, theirs = statistics.median(rows["StaticHub"][row]), statistics.median(rows["hand-written"][row])
        line = f"| {row} | {ours:.2f} s | {theirs:.2f} s | {ours / theirs:.2f}× |"
        if floor:
            least = statistics.median(rows["floor"][row])
            line += f" {least:.2f} s | {least / theirs:.2f}× | {ours / least:.2f}× |"
        print(line)
    print("\n| edit | modules compiling a file | files compiled | generator commands |\n|---|---|---|---|")
    for name in EDITS:
        def count(label, suffix):
            return f"{statistics.median(rows[label][name + suffix]):.0f}"
        floor_counts = (f"; floor {count('floor', ' modules')} / {count('floor', ' files')} / "
                        f"{count('floor', ' generator commands')} commands") if floor else ""
        print(f"| {name} | {count('StaticHub', ' modules')} (by hand {count('hand-written', ' modules')}) "
              f"| {count('StaticHub', ' files')} (by hand {count('hand-written', ' files')}) "
              f"| {count('StaticHub', ' generator commands')}{floor_counts} |")


main()
