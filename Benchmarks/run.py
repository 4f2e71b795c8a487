#!/usr/bin/env python3
"""Runs every StaticHub benchmark and prints one Markdown report.

    python3 Benchmarks/run.py           # the full run (about 20 minutes on 2 cores)
    python3 Benchmarks/run.py --quick   # smaller sizes (under 5 minutes)
    python3 Benchmarks/run.py --compile-only   # only the compile-time section (about 8 minutes)
    python3 Benchmarks/run.py --build-cost-only   # only the build-cost section (about 20 minutes)
    python3 Benchmarks/run.py --routes-only   # only the example's clean builds by each route (about 10 minutes)
    python3 Benchmarks/run.py --edits-only    # only the edit rows: two packages, the edit loop, both build systems (about 20 minutes)
    python3 Benchmarks/run.py --weight-only   # only what every client compiles: the DSL, the runtime, the generator, a manifest's type-check (about 5 minutes)

Runtime: release builds of hand-written code, StaticHub, Swinject 2.10.0 and
swift-dependencies 1.17.1 resolving the same graphs (checked first); the app graph also
with class-bound protocols, in a second build (not with --quick). Time is the median
(and range) of interleaved batches in one process; instructions come from
`valgrind --tool=callgrind` (runs with N and 0 resolves, difference / N); allocations
from `valgrind --tool=dhat` the same way.

Many modules: each target's build-plugin command for an app of 50 modules (a chain and a
fan-in), summed, and the commands a one-line edit of the lowest module runs again.

Compile time: `swiftc -typecheck` of a hub of N chained registrations, StaticHub's
generated hub against the same hub in MDI's shape (overloaded `resolve` referenced from
the wiring) and as one uniquely named function per registration, the cost of call sites,
the generator's throughput, and the build plugin's overhead on a no-op rebuild.

Build cost (`build_cost.py`): clean debug and release builds of the example by each route to
the generator (source, prebuilt, committed), the edit loop of a big app and
one long manifest, each against the same code with hubs written by hand. Numbers come from the
machine the script runs on.
"""
import functools
import json
import math
import os
import platform
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import build_cost

QUICK = "--quick" in sys.argv
COMPILE_ONLY = "--compile-only" in sys.argv
BUILD_COST_ONLY = "--build-cost-only" in sys.argv
ROUTES_ONLY = "--routes-only" in sys.argv
EDITS_ONLY = "--edits-only" in sys.argv
WEIGHT_ONLY = "--weight-only" in sys.argv
BENCHMARKS = Path(__file__).resolve().parent
ROOT = BENCHMARKS.parent
CONTENDERS = ["hand-written", "StaticHub", "Swinject", "swift-dependencies"]


def run(arguments, cwd=None, check=True, env=None):
    result = subprocess.run(arguments, cwd=cwd, capture_output=True, text=True, env=env)
    if check and result.returncode != 0:
        sys.exit(f"failed: {' '.join(map(str, arguments))}\n{result.stdout}\n{result.stderr}")
    return result


def timed(arguments, cwd=None, check=True):
    start = time.perf_counter()
    result = run(arguments, cwd=cwd, check=check)
    return time.perf_counter() - start, result


def progress(message):
    print(message, file=sys.stderr, flush=True)


def fmt(value, digits=0):
    return f"{value:,.{digits}f}"


# MARK: Runtime

def valgrind_count(binary, tool, pattern, contender, graph, count):
    arguments = ["valgrind", f"--tool={tool}", f"--{tool}-out-file=/dev/null"]
    if tool == "callgrind":
        # Only inside the resolves: the whole process's count (39 million instructions, some of
        # them hashing with a per-process seed) moves by tens of thousands from run to run.
        arguments += ["--collect-atstart=no", "--toggle-collect=*runOnce*"]
    arguments += [str(binary), "run", contender, graph, str(count)]
    output = run(arguments).stderr
    return int(re.search(pattern, output).group(1).replace(",", ""))


# The runtime has a C target; valgrind 3.19 cannot read the DWARF 5 that clang writes for it.
DWARF4 = ["-Xcc", "-gdwarf-4"]


def per_resolve(binary, tool, pattern, contender, graph, count):
    return (valgrind_count(binary, tool, pattern, contender, graph, count)
            - valgrind_count(binary, tool, pattern, contender, graph, 0)) / count


def build_benchmark(scratch, flags=()):
    """A release build of the benchmark package in its own scratch folder: its executable, and
    the objects per resolve of each graph, checked equal for every contender."""
    arguments = ["swift", "build", "-c", "release", "--scratch-path", str(BENCHMARKS / scratch)] + DWARF4
    for flag in flags:
        arguments += ["-Xswiftc", flag]
    # A kept scratch folder's build plan lists the files of the root package (a path dependency
    # here) as they were when it was planned: a runtime file added since is not compiled.
    # Without the plan, SwiftPM plans again.
    (BENCHMARKS / scratch / "release/description.json").unlink(missing_ok=True)
    run(arguments, cwd=BENCHMARKS)
    binary = BENCHMARKS / scratch / "release/ResolveBenchmark"
    verification = run([str(binary), "verify"], check=False)
    if verification.returncode != 0:
        sys.exit("contenders build different graphs:\n" + verification.stdout)
    return binary, dict(line.split(": ", 1) for line in verification.stdout.strip().splitlines())


@functools.cache
def timings(binary):
    """ns per resolve of every graph and contender, from interleaved batches in one process."""
    progress(f"timing interleaved batches ({binary.parent.parent.name})…")
    samples = (json.loads(line) for line in run([str(binary), "time"] + (["--quick"] if QUICK else [])).stdout.splitlines())
    return {(sample["graph"], sample["contender"]): sample for sample in samples}


def contenders_of(objects, graph):
    """The contenders `verify` listed for a graph, in its order."""
    return [entry.rsplit(" ", 1)[0] for entry in objects[graph].split(", ")]


def graph_table(binary, objects, graph, title, unit="resolve", note=None):
    """One graph's table: time, instructions and allocations per resolve of every contender."""
    times = timings(binary)
    progress(f"callgrind and DHAT, {title}…")
    count = {"app": 500 if QUICK else 2000, "modular": 500 if QUICK else 2000, "requirement": 500 if QUICK else 2000,
             "wide": 20 if QUICK else 100,
             "paper": 200 if QUICK else 1000, "request": 500 if QUICK else 2000}[graph]
    contenders = contenders_of(objects, graph)
    instructions = {c: per_resolve(binary, "callgrind", r"Collected : (\d+)", c, graph, count) for c in contenders}
    allocations = {c: per_resolve(binary, "dhat", r"Total:\s+[\d,]+ bytes in ([\d,]+) blocks", c, graph, count)
                   for c in contenders}
    base = instructions["hand-written"]
    objects_per_resolve = objects[graph].split(", ")[0].split(" ")[-1]
    lines = [
        f"**{title}** ({objects_per_resolve} objects per {unit}, same for every contender){note or ''}",
        "",
        f"| contender | ns per {unit}, median (range) | instructions per {unit} | × hand-written | allocations per {unit} |",
        "|---|---|---|---|---|",
    ]
    for contender in contenders:
        sample = times[(graph, contender)]
        lines.append(
            f"| {contender} | {fmt(sample['median'])} ({fmt(sample['min'])}–{fmt(sample['max'])}) "
            f"| {fmt(instructions[contender])} | {instructions[contender] / base:.3f} | {allocations[contender]:.1f} |"
        )
    return lines + [""]


def create_table(binary, objects):
    """The paper's "create and access all": the first pass of a fresh process, timed inside it
    (median of interleaved process runs); instructions of the pass alone, and allocations
    against a process that skips the pass."""
    progress("create and access all (fresh processes)…")
    contenders = contenders_of(objects, "paper")
    runs = 5 if QUICK else 15
    samples = {c: [] for c in contenders}
    for _ in range(runs):
        for contender in contenders:
            samples[contender].append(int(run([str(binary), "create", contender]).stdout))

    def pass_instructions(contender):
        # Only inside the pass: a whole process (39 million instructions) minus one that skips
        # the pass gave 59,000 to 135,000 for the same 114,656-instruction pass.
        arguments = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", "--collect-atstart=no",
                     "--toggle-collect=*createAndAccessAll*", str(binary), "create", contender]
        return int(re.search(r"Collected : (\d+)", run(arguments).stderr).group(1))

    def extra_allocations(contender):
        def count(name):
            arguments = ["valgrind", "--tool=dhat", "--dhat-out-file=/dev/null", str(binary), "create", name]
            return int(re.search(r"Total:\s+[\d,]+ bytes in ([\d,]+) blocks", run(arguments).stderr).group(1).replace(",", ""))
        return count(contender) - count("none")

    instructions = {c: pass_instructions(c) for c in contenders}
    allocations = {c: extra_allocations(c) for c in contenders}
    base = instructions["hand-written"]
    lines = [f"**paper's graph, create and access all** (the first pass of a fresh process; median of {runs} "
             "processes per contender, interleaved)", "",
             "| contender | ns, median (range) | instructions | × hand-written | allocations |", "|---|---|---|---|---|"]
    for contender in contenders:
        ordered = sorted(samples[contender])
        lines.append(f"| {contender} | {fmt(ordered[len(ordered) // 2])} ({fmt(ordered[0])}–{fmt(ordered[-1])}) "
                     f"| {fmt(instructions[contender])} | {instructions[contender] / base:.3f} | {allocations[contender]} |")
    return lines + [""]


def runtime_section():
    progress("building the benchmark package (release)…")
    binary, objects = build_benchmark(".build")
    lines = ["## Run time (release)", ""]
    lines += graph_table(binary, objects, "app", "app graph")
    lines += graph_table(binary, objects, "modular", "app graph across three modules",
                         note=": hand-written public functions in each library against hubs importing each other")
    lines += graph_table(binary, objects, "requirement", "a library hub's requirement, provided by the app",
                         note=": three services the library builds with the app's configuration, against its public "
                              "functions called with it")
    if not QUICK:
        progress("building the benchmark package with class-bound protocols (release)…")
        bound, bound_objects = build_benchmark(".build-class-bound", ["-DCLASS_BOUND_SERVICES"])
        lines += graph_table(bound, bound_objects, "app", "app graph, class-bound protocols")
    lines += graph_table(binary, objects, "wide", "wide graph")
    lines += graph_table(binary, objects, "paper", "paper's graph, access all", unit="pass",
                         note=": every singleton read once, all created before")
    lines += create_table(binary, objects)
    lines += graph_table(binary, objects, "request", "a request in a task scope of its own", unit="request",
                         note=": enter a scope binding two inputs, the scoped log's first resolve and a second, leave; "
                              "hand-written, a `@TaskLocal` of a final class whose property is built under a `Mutex`; "
                              "swift-dependencies, `withDependencies` binding the inputs and `@Dependency` reads")
    return lines


# MARK: Compile time

def write_chain(directory, count):
    """Types T0…T(count-1), each initialised from the previous one; a StaticHub manifest; the
    same hub in MDI's shape, whose wiring calls the overloaded `resolve()`; and the same
    wiring as one uniquely named function per registration, the cheapest a hub can be."""
    types = ["final class T0: Sendable { init() {} }"] + [
        f"final class T{i}: Sendable {{ let previous: T{i - 1}; init(previous: T{i - 1}) {{ self.previous = previous }} }}"
        for i in range(1, count)
    ]
    (directory / "Types.swift").write_text("\n".join(types) + "\n")
    manifest = ["import StaticHub", "enum Hub {}", "extension Hub {", "    static let manifest: [HubRegistration] = [",
                "        AutoRegister(T0.self, using: T0.init),"]
    manifest += [f"        AutoRegister(T{i}.self, parameterTypes: T{i - 1}.self, using: T{i}.init(previous:)),"
                 for i in range(1, count)]
    (directory / "Manifest.swift").write_text("\n".join(manifest + ["    ]", "}"]) + "\n")
    mdi = ["enum MDIHub {}", "extension MDIHub {", "    static func resolve(_: T0.Type) -> T0 { T0() }",
           "    static func resolve() -> T0 { T0() }"]
    for i in range(1, count):
        mdi.append(f"    static func resolve(_: T{i}.Type) -> T{i} {{ T{i}(previous: resolve()) }}")
        mdi.append(f"    static func resolve() -> T{i} {{ T{i}(previous: resolve()) }}")
    (directory / "MDIShape.swift").write_text("\n".join(mdi + ["}"]) + "\n")
    unique = ["enum UniqueHub {}", "extension UniqueHub {", "    static func resolveT0() -> T0 { T0() }"]
    unique += [f"    static func resolveT{i}() -> T{i} {{ T{i}(previous: resolveT{i - 1}()) }}" for i in range(1, count)]
    (directory / "UniqueShape.swift").write_text("\n".join(unique + ["}"]) + "\n")


def typecheck_seconds(files, module, repeats):
    best = math.inf
    for _ in range(repeats):
        seconds, _ = timed(["swiftc", "-typecheck", "-parse-as-library", "-D", "DEBUG", "-I", str(module)] + [str(f) for f in files])
        best = min(best, seconds)
    return best


def primary_file_seconds(primary, secondaries, module, repeats, debug=True):
    """The frontend job SwiftPM runs for one file: it as the primary file, the rest of the
    target as secondary files (which the job only parses and looks into)."""
    frontend = shutil.which("swift-frontend") or str(Path(shutil.which("swiftc")).parent / "swift-frontend")
    conditions = ["-D", "DEBUG"] if debug else []
    best = math.inf
    for _ in range(repeats):
        seconds, _ = timed([frontend, "-frontend", "-typecheck", "-parse-as-library"] + conditions + ["-I", str(module),
                            "-module-name", "Chain"] + [str(f) for f in secondaries] + ["-primary-file", str(primary)])
        best = min(best, seconds)
    return best


def generated_file_seconds(directory, module, repeats, debug=True):
    return primary_file_seconds(directory / "Generated.swift",
                                [directory / "Types.swift", directory / "Manifest.swift"], module, repeats, debug)


def function_counts(generated):
    """Functions the generated file declares: (in debug, in release). Reads only the
    generator's own output, whose `#if`, `#else`, `#endif` and `func` each start a line."""
    debug = release = 0
    branches = []  # per open `#if`: "debug", "release" (its `#else`) or None (another condition)
    for line in generated.read_text().splitlines():
        stripped = line.strip()
        if stripped.startswith("#if"):
            branches.append("debug" if stripped == "#if DEBUG" else None)
        elif stripped.startswith("#else") and branches:
            branches[-1] = "release" if branches[-1] == "debug" else None
        elif stripped.startswith("#endif") and branches:
            branches.pop()
        elif re.search(r"\bfunc \w", stripped) and not stripped.startswith("//"):
            debug += "release" not in branches
            release += "debug" not in branches
    return debug, release


def exponent(sizes, seconds):
    """Growth exponent between the two largest sizes: t ∝ N^k."""
    return math.log(seconds[-1] / seconds[-2]) / math.log(sizes[-1] / sizes[-2])


def weight_section(work):
    """What every client compiles, in compiler CPU seconds (user and system, the compiler's
    processes): the runtime module as SwiftPM compiles it (debug: batch mode; release: whole
    module, with debug info), and the generator's whole-module `-O -g` compile, which a
    release build by the source route runs (native SwiftPM twice). Medians of 3 (1 with
    --quick for the generator)."""
    dsl = ROOT / "Sources/StaticHub/RegistrationFunctions.swift"
    overloads = sum(1 for line in dsl.read_text().splitlines() if line.startswith("public func "))
    header = ROOT / "Sources/StaticHubAtomics/include/StaticHubAtomics.h"
    (work / "module.modulemap").write_text(f'module StaticHubAtomics {{\n    header "{header}"\n    export *\n}}\n')

    def cpu_seconds(arguments, repeats, emits_module=True):
        samples = []
        for _ in range(repeats):
            scratch = Path(tempfile.mkdtemp(dir=work))
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            run(arguments + (["-emit-module-path", str(scratch / "Module.swiftmodule")] if emits_module else []), cwd=scratch)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            samples.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
            shutil.rmtree(scratch)
        return sorted(samples)[len(samples) // 2]

    runtime = ["swiftc", "-module-name", "StaticHub", "-parse-as-library", "-swift-version", "6", "-I", str(work),
               "-emit-module", "-c"] + sorted(str(p) for p in (ROOT / "Sources/StaticHub").glob("*.swift"))
    progress("compiling the runtime module, debug and release…")
    runtime_debug = cpu_seconds(runtime + ["-Onone", "-g", "-enable-testing", "-enable-batch-mode", "-j2", "-DDEBUG"], 3)
    runtime_release = cpu_seconds(runtime + ["-O", "-wmo", "-g"], 3)
    progress("compiling the generator, whole-module -O -g…")
    # The tool's two modules: the core, then the command line over it.
    generator_sources = sorted(str(p) for p in (ROOT / "Generator/StaticHubGenerator").rglob("*.swift"))
    command_line_sources = sorted(str(p) for p in (ROOT / "Generator/StaticHubCommandLine").rglob("*.swift"))

    def generator_cpu_seconds(repeats):
        samples = []
        for _ in range(repeats):
            scratch = Path(tempfile.mkdtemp(dir=work))
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            for module, sources in [("StaticHubGenerator", generator_sources), ("StaticHubCommandLine", command_line_sources)]:
                run(["swiftc", "-module-name", module, "-parse-as-library", "-swift-version", "6", "-I", str(scratch),
                     "-package-name", "statichub", "-emit-module", "-emit-module-path", str(scratch / f"{module}.swiftmodule"),
                     "-c", "-O", "-wmo", "-g"] + sources, cwd=scratch)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            samples.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
            shutil.rmtree(scratch)
        return sorted(samples)[len(samples) // 2]

    generator = generator_cpu_seconds(1 if QUICK else 3)
    generator_sources += command_line_sources
    one_array_500, one_array_2000, four_arrays_500 = manifest_typecheck_seconds(work, runtime, cpu_seconds)
    return [
        "## Weight: what every client compiles", "",
        "Compiler CPU seconds (user and system), medians; `python3 Benchmarks/run.py --weight-only`.", "",
        "| what | StaticHub | goal |", "|---|---|---|",
        f"| the manifest DSL's overloads (`Sources/StaticHub/RegistrationFunctions.swift`) | {overloads} | ≤ 200 |",
        f"| the runtime module's compile, debug / release | {runtime_debug:.1f} s / {runtime_release:.1f} s | ≤ 1.5 s / ≤ 2 s |",
        f"| the generator's whole-module `-O -g` compile ({len(generator_sources)} files) | {generator:.1f} s | ≤ 15 s |",
        f"| type-checking a manifest, beyond its types: one array of 500 registrations / of 2,000 (ratio) / "
        f"the 2,000 in four arrays of 500 | {one_array_500:.2f} s / {one_array_2000:.2f} s "
        f"(×{one_array_2000 / one_array_500:.1f}) / {four_arrays_500:.2f} s | |",
        "",
    ]


def manifest_typecheck_seconds(work, runtime, cpu_seconds):
    """`swiftc -typecheck` of the edit benchmark's registrations (build_cost.py) as manifest
    arrays, less the same types without a manifest: one array of 500, one of 2,000, and the
    2,000 split into four arrays. The compiler checks one array literal in time that grows
    faster than its length; the split shows what a user gains by keeping manifests small."""
    module = work / "typecheck-module"
    module.mkdir()
    run(runtime + ["-Onone", "-emit-module-path", str(module / "StaticHub.swiftmodule")], cwd=module)

    def manifests(registrations, arrays):
        size = len(registrations) // arrays
        lines = ["import StaticHub", "enum Hub {}", "extension Hub {"]
        for index in range(arrays):
            lines += [f"    static let manifest{index}: [HubRegistration] = ["]
            lines += registrations[index * size:(index + 1) * size] + ["    ]"]
        return "\n".join(lines + ["}"]) + "\n"

    def seconds(count, arrays):
        types, manifest = work / f"Types{count}.swift", work / f"Manifest{count}x{arrays}.swift"
        types.write_text("\n".join(build_cost._types(count)) + "\n")
        registrations = [build_cost._registration(index, build_cost._singleton(index)) for index in range(count)]
        manifest.write_text(manifests(registrations, arrays))
        typecheck = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-I", str(work), "-I", str(module), str(types)]
        with_manifest = cpu_seconds(typecheck + [str(manifest)], 3, emits_module=False)
        return max(0.0, with_manifest - cpu_seconds(typecheck, 3, emits_module=False))

    progress("type-checking manifests of 500 and 2,000 registrations…")
    return seconds(500, 1), seconds(2000, 1), seconds(2000, 4)


def compile_section(work):
    progress("building the generator (release)…")
    run(["swift", "build", "-c", "release", "--product", "statichub"], cwd=ROOT)
    generator = ROOT / ".build/release/statichub"
    module = work / "module"
    module.mkdir()
    runtime_sources = sorted(str(p) for p in (ROOT / "Sources/StaticHub").glob("*.swift"))
    # The runtime's C module, found through a module map beside the runtime's (SwiftPM writes
    # its own for a package build).
    header = ROOT / "Sources/StaticHubAtomics/include/StaticHubAtomics.h"
    (module / "module.modulemap").write_text(f'module StaticHubAtomics {{\n    header "{header}"\n    export *\n}}\n')
    run(["swiftc", "-emit-module", "-module-name", "StaticHub", "-parse-as-library", "-I", str(module),
         "-emit-module-path", str(module / "StaticHub.swiftmodule")] + runtime_sources)

    sizes = [100, 500, 1000] if QUICK else [100, 500, 1000, 2000]
    repeats = 1 if QUICK else 2
    static_seconds, generated_seconds, release_seconds, unique_seconds, mdi_seconds = [], [], [], [], []
    for size in sizes:
        progress(f"type-checking hubs of {size} registrations…")
        directory = work / f"chain{size}"
        directory.mkdir()
        write_chain(directory, size)
        run([str(generator), "generate", "--output", str(directory / "Generated.swift"), str(directory / "Manifest.swift")])
        static_seconds.append(typecheck_seconds(
            [directory / "Types.swift", directory / "Manifest.swift", directory / "Generated.swift"], module, repeats))
        generated_seconds.append(generated_file_seconds(directory, module, repeats))
        release_seconds.append(generated_file_seconds(directory, module, repeats, debug=False))
        unique_seconds.append(primary_file_seconds(directory / "UniqueShape.swift", [directory / "Types.swift"],
                                                   module, repeats))
        mdi_seconds.append(typecheck_seconds([directory / "Types.swift", directory / "MDIShape.swift"], module, repeats))

    # What a job costs before its file declares anything: an empty primary file, same secondaries.
    largest = work / f"chain{sizes[-1]}"
    (largest / "OnlyImport.swift").write_text("import StaticHub\n")
    (largest / "Empty.swift").write_text("")
    empty_job = {
        "generated": primary_file_seconds(largest / "OnlyImport.swift",
                                          [largest / "Types.swift", largest / "Manifest.swift"], module, repeats),
        "unique": primary_file_seconds(largest / "Empty.swift", [largest / "Types.swift"], module, repeats),
    }

    functions, release_functions = function_counts(largest / "Generated.swift")

    unique_per_function = (unique_seconds[-1] - empty_job["unique"]) / sizes[-1]

    def per_function(seconds, baseline, count):
        return f"{(seconds - empty_job[baseline]) / count * 1e6:.0f} µs"

    def floor(count):
        """The job's time if each of `count` functions cost what a unique-function hub's does."""
        return empty_job["generated"] + count * unique_per_function

    lines = ["## Compile time", "",
             "Type-checking a hub of N chained registrations (`swiftc -typecheck`, debug, wall time, best of "
             f"{repeats}). *StaticHub*: the types, the manifest and the generated hub; *generated file*: the "
             "compiler job for the generated file alone, as SwiftPM runs it (*release*: the same job without "
             "the `DEBUG` condition, so without mocks); *unique functions*: the same kind of job for the "
             "cheapest possible hub, one uniquely named function per registration; *MDI's shape*: the types "
             "and the hub in MDI's shape.", "",
             "| N | StaticHub | generated file | generated file, release | unique functions | MDI's shape |",
             "|---|---|---|---|---|---|"]
    for row in zip(sizes, static_seconds, generated_seconds, release_seconds, unique_seconds, mdi_seconds):
        lines.append(f"| {fmt(row[0])} | " + " | ".join(f"{seconds:.2f} s" for seconds in row[1:]) + " |")
    lines += ["", "Growth exponent between the two largest N (t ∝ N^k): StaticHub "
                  f"k = {exponent(sizes, static_seconds):.2f}, generated file k = {exponent(sizes, generated_seconds):.2f}, "
                  f"release k = {exponent(sizes, release_seconds):.2f}, unique functions "
                  f"k = {exponent(sizes, unique_seconds):.2f}, MDI's shape k = {exponent(sizes, mdi_seconds):.2f}.", "",
              f"Functions the generated file declares per registration: {functions / sizes[-1]:.1f} in debug, "
              f"{release_functions / sizes[-1]:.1f} in release (the unique-function hub: 1.0). At N = {fmt(sizes[-1])}, "
              "each function costs its job (the time beyond the same job for an empty file, divided by the "
              f"functions): generated file {per_function(generated_seconds[-1], 'generated', functions)} in debug and "
              f"{per_function(release_seconds[-1], 'generated', release_functions)} in release; unique-function hub "
              f"{per_function(unique_seconds[-1], 'unique', sizes[-1])}. At the unique-function hub's cost, the "
              f"generated file's functions would take {floor(functions):.2f} s in debug and "
              f"{floor(release_functions):.2f} s in release.", ""]

    # The debug job's mock functions (the global and scoped `mock` overloads) against the
    # rest of its debug code (the accessors' mock checks, the registry and builder): the
    # same file with those overloads cut out, which no user could compile against.
    generated = (largest / "Generated.swift").read_text()
    start = generated.index("extension Hub: HubMocking {}")
    without_mock_functions = largest / "WithoutMockFunctions.swift"
    without_mock_functions.write_text(generated[:start] + generated[generated.rindex("#endif"):])
    stripped_seconds = primary_file_seconds(without_mock_functions, [largest / "Types.swift", largest / "Manifest.swift"],
                                            module, repeats)
    lines += [f"Debug job against release job at N = {fmt(sizes[-1])}: {generated_seconds[-1] / release_seconds[-1]:.2f}×; "
              f"with the `mock` overloads cut out of the debug file (global and scoped, two functions per "
              f"registration), {stripped_seconds:.2f} s, {stripped_seconds / release_seconds[-1]:.2f}× the release job.", ""]

    # Call sites: the overloaded `resolve(T.self)` against the unique accessor.
    size = sizes[-1]
    directory = work / f"chain{size}"
    calls = 200
    overloaded = directory / "OverloadedCalls.swift"
    unique = directory / "UniqueCalls.swift"
    step = size // calls
    overloaded.write_text("func useOverloaded() {\n" + "".join(f"    _ = Hub.resolve(T{k}.self)\n" for k in range(0, size, step)) + "}\n")
    unique.write_text("func useUnique() {\n" + "".join(f"    _ = Hub.resolveT{k}()\n" for k in range(0, size, step)) + "}\n")
    # Each file of calls is timed as its own compiler job, against a job for an empty file, so
    # the rest of the hub's type-check (and its noise) stays out of the difference.
    empty = directory / "NoCalls.swift"
    empty.write_text("func useNothing() {}\n")
    target = [directory / "Types.swift", directory / "Manifest.swift", directory / "Generated.swift"]
    call_repeats = 3
    no_calls = primary_file_seconds(empty, target, module, call_repeats)
    with_overloaded = primary_file_seconds(overloaded, target, module, call_repeats)
    with_unique = primary_file_seconds(unique, target, module, call_repeats)
    lines += [f"Call sites at N = {fmt(size)} (the file of calls as its own compiler job, against an empty file, "
              f"best of {call_repeats}): {calls} calls of `Hub.resolve(T.self)` add "
              f"{(with_overloaded - no_calls) / calls * 1000:.1f} ms each; {calls} calls of the unique "
              f"`Hub.resolveT()` add {max(with_unique - no_calls, 0) / calls * 1000:.2f} ms each.", ""]

    progress("generator throughput…")
    throughput = []
    for size in (1000, 10000):
        directory = work / f"generator{size}"
        directory.mkdir()
        write_chain(directory, size)
        best = min(timed([str(generator), "generate", "--output", str(directory / "Generated.swift"),
                          str(directory / "Manifest.swift")])[0] for _ in range(3))
        throughput.append(f"{fmt(size)} registrations: {best:.2f} s")
    # As the build plugin runs it: a file per manifest file of 100 registrations.
    directory = work / "generator-split"
    build_cost.write_app(directory, 10000, with_statichub=True, files_of=build_cost.FILE_SIZE)
    sources = sorted((directory / "Sources/App").glob("*.swift"))
    split = [argument for source in sources if source.name.startswith("Hub") and source.name != "Hub.swift"
             for argument in ("--split-output", f"{source}={directory / (source.stem + '.generated.swift')}")]
    best = min(timed([str(generator), "generate", "--output", str(directory / "Hub.generated.swift")] + split
                     + [str(source) for source in sources])[0] for _ in range(3))
    throughput.append(f"10,000 in manifest files of {build_cost.FILE_SIZE}, a generated file each: {best:.2f} s")
    lines += ["Generator (release CLI, best of 3, wall time including process start): " + "; ".join(throughput) + ".", ""]

    progress("no-op rebuilds…")
    run(["swift", "build", "--product", "Example"], cwd=ROOT)
    run(["swift", "build", "--product", "statichub"], cwd=ROOT)
    with_plugin = min(timed(["swift", "build", "--product", "Example"], cwd=ROOT)[0] for _ in range(3))
    without_plugin = min(timed(["swift", "build", "--product", "statichub"], cwd=ROOT)[0] for _ in range(3))
    lines += [f"No-op rebuild (best of 3): the example, whose target runs the build plugin, {with_plugin:.2f} s; "
              f"the CLI, which runs none, {without_plugin:.2f} s.", ""]
    return lines


# MARK: Many modules

MODULES = 50
REGISTRATIONS_PER_MODULE = 100


def write_module(directory, index, imports):
    """Module M{index}: a public hub of chained registrations, the first built from the last
    registration of each module in `imports`, whose hubs it imports."""
    directory.mkdir(parents=True)
    count = REGISTRATIONS_PER_MODULE
    lines = [f"import M{other}" for other in imports] + ["import StaticHub", ""]
    for k in range(count):
        needs = [f"L{other}x{count - 1}" for other in imports] if k == 0 else [f"L{index}x{k - 1}"]
        fields = "".join(f" public let p{n}: {kind};" for n, kind in enumerate(needs))
        arguments = ", ".join(f"p{n}: {kind}" for n, kind in enumerate(needs))
        assignments = "".join(f" self.p{n} = p{n};" for n in range(len(needs)))
        lines.append(f"public final class L{index}x{k} {{{fields} init({arguments}) {{{assignments} }} }}")
    lines += ["", f"public enum Hub{index} {{}}", "", f"extension Hub{index} {{",
              "    static let manifest: [HubRegistration] = ["]
    lines += [f"        HubImport(Hub{other}.self)," for other in imports]
    for k in range(count):
        needs = [f"L{other}x{count - 1}" for other in imports] if k == 0 else [f"L{index}x{k - 1}"]
        labels = "".join(f"p{n}:" for n in range(len(needs)))
        kinds = "".join(f"{kind}.self, " for kind in needs)
        lines.append(f"        AutoRegister(L{index}x{k}.self, parameterTypes: {kinds}using: L{index}x{k}.init({labels})),"
                     if needs else f"        AutoRegister(L{index}x{k}.self, using: L{index}x{k}.init),")
    (directory / "Hub.swift").write_text("\n".join(lines + ["    ]", "}", ""]))


def write_app(directory, modules):
    directory.mkdir(parents=True)
    lines = [f"import M{index}" for index in range(modules)] + ["import StaticHub", "", "enum AppHub {}", "",
             "extension AppHub {", "    static let manifest: [HubRegistration] = ["]
    lines += [f"        HubImport(Hub{index}.self)," for index in range(modules)] + ["    ]", "}", ""]
    (directory / "App.swift").write_text("\n".join(lines))


def generator_run(generator, target, dependencies, work):
    """One build-plugin command: the target's sources, each recursive dependency as
    `--dependency`. Returns (seconds, whether the output file was rewritten)."""
    output = work / "outputs" / f"{target.name}.generated.swift"
    output.parent.mkdir(exist_ok=True)
    before = output.stat().st_mtime_ns if output.exists() else None
    arguments = [str(generator), "generate", "--output", str(output)]
    for dependency in dependencies:
        arguments += ["--dependency", f"{dependency.name}={dependency}"]
    seconds, _ = timed(arguments + [str(f) for f in sorted(target.glob("*.swift"))])
    return seconds, before is None or output.stat().st_mtime_ns != before


def modules_section(work, generator):
    """An app of 50 modules, as a chain (each hub imports the one below) and as a fan-in
    (independent modules): every target's plugin command of a clean build, summed, and the
    commands a one-line edit of the lowest module's manifest makes SwiftPM run again (those of
    the targets depending on it), with how many of their outputs change."""
    lines = ["## Many modules", "",
             f"An app of {MODULES} library modules of {REGISTRATIONS_PER_MODULE} registrations each, plus the app's "
             "target importing every module's hub, each target generated as its build-plugin command runs it (the "
             "release CLI, the target's sources, each module it depends on as `--dependency`). *Chain*: each module "
             "depends on and imports the one below; *fan-in*: the modules are independent. *Leaf edit*: a one-line "
             "change to a factory in the lowest module's manifest; SwiftPM runs again the command of every target "
             "that depends on that module, and a hub whose generated file is unchanged is not rewritten, so it is "
             "not recompiled.", "",
             "| shape | clean build: generator time, summed over targets | slowest target | leaf edit: commands run again, their time | files rewritten |",
             "|---|---|---|---|---|"]
    for shape in ("chain", "fan-in"):
        progress(f"{MODULES} modules, {shape}…")
        root = work / f"modules-{shape}"
        modules = [root / f"M{index}" for index in range(MODULES)]
        for index, directory in enumerate(modules):
            write_module(directory, index, [index - 1] if shape == "chain" and index > 0 else [])
        app = root / "App"
        write_app(app, MODULES)
        # What SwiftPM passes each target: every module it depends on, directly or not.
        targets = [(directory, modules[:index] if shape == "chain" else []) for index, directory in enumerate(modules)]
        targets.append((app, modules))
        clean = [generator_run(generator, target, dependencies, root)[0] for target, dependencies in targets]

        leaf = modules[0] / "Hub.swift"
        leaf.write_text(leaf.read_text().replace("using: L0x5.init(p0:)", "using: { L0x5(p0: $0) }"))
        affected = [(target, dependencies) for target, dependencies in targets if target == modules[0] or modules[0] in dependencies]
        reruns = [generator_run(generator, target, dependencies, root) for target, dependencies in affected]
        lines.append(f"| {shape} | {sum(clean):.2f} s ({len(targets)} targets) | {max(clean):.2f} s | "
                     f"{len(reruns)}, {sum(seconds for seconds, _ in reruns):.2f} s | {sum(rewritten for _, rewritten in reruns)} |")
    return lines + [""]


def write_plugin_package(package, name):
    """The Package.swift of an executable `name` whose sources are in `package`/Sources/`name`,
    with StaticHub and its build plugin."""
    (package / "Package.swift").write_text(f"""// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "{name}",
    dependencies: [.package(path: "{ROOT}")],
    targets: [.executableTarget(
        name: "{name}",
        dependencies: [.product(name: "StaticHub", package: "{ROOT.name}")],
        plugins: [.plugin(name: "StaticHubPlugin", package: "{ROOT.name}")]
    )]
)
""")


def debug_section(work):
    """The app graph's resolve in a debug build (where mocks live), with no mock set, inside a
    scope that mocks an unrelated registration, and inside one that mocks a singleton every
    resolve reaches, against the hand-written graph built the same way."""
    package = work / "debug-resolve"
    sources = package / "Sources/DebugResolve"
    sources.mkdir(parents=True)
    for name in ("Core", "Services", "Screens", "StaticHub", "HandWritten"):
        shutil.copy(BENCHMARKS / f"Sources/ResolveBenchmark/AppGraph/AppGraph{name}.swift", sources)
    for name in ("main.swift", "UnrelatedRegistration.swift"):
        shutil.copy(BENCHMARKS / "DebugResolve" / name, sources)
    write_plugin_package(package, "DebugResolve")
    progress("debug build of the app graph…")
    run(["swift", "build"] + DWARF4, cwd=package)
    binary = package / ".build/debug/DebugResolve"

    def instructions(mode, count):
        # "test-process": no mock set, in a process taken for a test run, where every debug
        # resolve asks its hub's registry (which is how test defaults are found).
        test_process = mode == "test-process"
        env = dict(os.environ, STATICHUB_TEST_PROCESS="1" if test_process else "0")
        output = run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", "--collect-atstart=no",
                      "--toggle-collect=*resolveOnce*", str(binary), "no-mock" if test_process else mode, str(count)], env=env).stderr
        return int(re.search(r"Collected : (\d+)", output).group(1))

    count = 10
    modes = ("hand-written", "no-mock", "test-process", "unrelated-scope", "mocked-dependency")
    # The run with a count of 0 resolves once: the first resolve, which creates the singletons
    # (in a scope, the scope's own), as each test's first resolve in its new scope does.
    first = {mode: instructions(mode, 0) for mode in modes}
    cost = {mode: (instructions(mode, count) - first[mode]) / count for mode in modes}
    base, first_base = cost["hand-written"], first["hand-written"]
    rows = [f"| {mode} | {fmt(cost[mode])} | {cost[mode] / base:.2f}× | {fmt(first[mode])} | {first[mode] / first_base:.2f}× |"
            for mode in modes]
    return ["## Debug builds", "",
            "Instructions per resolve of the app graph's root (callgrind, the resolve function only), built "
            "in debug with the build plugin: with no mock set anywhere, the same in a test process, inside a `withMocks` scope that "
            "mocks a registration the graph does not reach, and inside one that mocks the `Network` "
            "singleton every resolve reaches. A later resolve is the mean of 10 after the first; the "
            "first creates the singletons (inside a scope, the scope's own).", "",
            "| mode | later resolve | × hand-written | first resolve | × hand-written |",
            "|---|---|---|---|---|"] + rows + [""]


def release_executable(work, name):
    """Builds Benchmarks/`name` in release as a package with the build plugin, and returns a
    function giving the instructions (callgrind, the whole process) of its run with `mode`
    and `count`."""
    package = work / name
    shutil.copytree(BENCHMARKS / name, package / "Sources" / name)
    write_plugin_package(package, name)
    progress(f"release build of {name}…")
    run(["swift", "build", "-c", "release"] + DWARF4, cwd=package)
    binary = package / ".build/release" / name

    def instructions(mode, count):
        output = run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", str(binary), mode, str(count)]).stderr
        return int(re.search(r"Collected : (\d+)", output).group(1))
    return instructions


def effects_section(work):
    """Release resolves with effects (Benchmarks/EffectsResolve): a throwing chain against the
    hand-written `try` chain, and created singletons whose factory throws or suspends against a
    plain `static let`."""
    instructions = release_executable(work, "EffectsResolve")
    count = 1000
    cost = {}
    for mode in ("throwing-chain-hand-written", "throwing-chain-statichub", "static-let-singleton",
                 "throwing-singleton-statichub", "static-let-singleton-async", "async-singleton-statichub",
                 "actor-singleton-hand-written"):
        progress(f"callgrind, effects: {mode}…")
        cost[mode] = (instructions(mode, count) - instructions(mode, 0)) / count

    def row(label, mode, base):
        return f"| {label} | {fmt(cost[mode])} | {cost[mode] / cost[base]:.3f}× |"
    return ["## Effects (release)", "",
            "Instructions per resolve (callgrind, the whole process, 1,000 resolves minus none) of "
            "`Benchmarks/EffectsResolve`, built in release with the build plugin. The async modes run "
            "on a task executor that keeps every job on the main thread (valgrind crashes when the "
            "global executor starts its threads), so each async call includes that executor's task "
            "switch; the baseline pays the same.", "",
            "| resolve | instructions | × baseline |", "|---|---|---|",
            row("throwing chain of three, hand-written `try`", "throwing-chain-hand-written", "throwing-chain-hand-written"),
            row("throwing chain of three, StaticHub", "throwing-chain-statichub", "throwing-chain-hand-written"),
            row("created singleton, plain `static let`", "static-let-singleton", "static-let-singleton"),
            row("created throwing singleton, StaticHub", "throwing-singleton-statichub", "static-let-singleton"),
            row("created singleton read in an async function, plain `static let`", "static-let-singleton-async",
                "static-let-singleton-async"),
            row("created async singleton, StaticHub", "async-singleton-statichub", "static-let-singleton-async"),
            row("created async singleton, hand-written actor", "actor-singleton-hand-written", "static-let-singleton-async"),
            ""]


def task_scope_section(work):
    """A task scope's parts in release (Benchmarks/TaskScopeResolve): entering and leaving with
    two inputs, a first resolve, a resolve of the instance built, against the same scope written
    by hand (a `@TaskLocal` of a final class whose property is built under a `Mutex`)."""
    instructions = release_executable(work, "TaskScopeResolve")
    count = 1000
    cost = {}
    for part in ("enter", "first", "built"):
        for contender in ("hand-written", "statichub"):
            mode = f"{part}-{contender}"
            progress(f"callgrind, task scope: {mode}…")
            cost[mode] = (instructions(mode, count) - instructions(mode, 0)) / count

    def row(label, part):
        base, ours = cost[f"{part}-hand-written"], cost[f"{part}-statichub"]
        return f"| {label} | {fmt(base)} | {fmt(ours)} | {ours / base:.3f}× |"
    return ["## Task scopes (release)", "",
            "Instructions (callgrind, the whole process, 1,000 iterations minus none) of "
            "`Benchmarks/TaskScopeResolve`, built in release with the build plugin; synchronous "
            "`withScope`, outside any task.", "",
            "| iteration | hand-written | StaticHub | ratio |", "|---|---|---|---|",
            row("enter and leave a scope binding two inputs", "enter"),
            row("the same, with the first resolve of a scoped instance inside", "first"),
            row("a resolve of the instance already built, in one scope", "built"),
            ""]


def forms_section(work):
    """Release resolves of the parameter forms (Benchmarks/FormsResolve): a tagged dependency
    with optional ones, a provider, a weak singleton and a collection, against the same written
    by hand."""
    instructions = release_executable(work, "FormsResolve")
    count = 1000
    cost = {}
    for form in ("tags-optional", "provider", "weak-singleton", "collection", "scoped", "input", "input-default", "isolated"):
        for contender in ("hand-written", "statichub"):
            mode = f"{form}-{contender}"
            progress(f"callgrind, forms: {mode}…")
            cost[mode] = (instructions(mode, count) - instructions(mode, 0)) / count

    def row(label, form):
        base, ours = cost[f"{form}-hand-written"], cost[f"{form}-statichub"]
        return f"| {label} | {fmt(base)} | {fmt(ours)} | {ours / base:.3f}× |"
    return ["## Tags, optional dependencies, providers, weak singletons, collections, scopes and isolation (release)", "",
            "Instructions per resolve (callgrind, the whole process, 1,000 resolves minus none) of "
            "`Benchmarks/FormsResolve`, built in release with the build plugin.", "",
            "| resolve | hand-written | StaticHub | ratio |", "|---|---|---|---|",
            row("a tagged dependency, a present and an absent optional one", "tags-optional"),
            row("a consumer of a provider, and one `make()`", "provider"),
            row("a held weak singleton (a locked weak load)", "weak-singleton"),
            row("a consumer of a collection of three elements", "collection"),
            row("a created scoped instance (hand-written: the runtime's `_HubScopedCell` used directly)", "scoped"),
            row("a created scoped instance built from a scope input (hand-written: `_HubScopeInputs` and `_HubScopedCell`)", "input"),
            row("a scope input's default before any start (hand-written: a lock-protected optional, filled on first read)", "input-default"),
            row("a new value from a main-actor singleton, on the main actor (`isolation: MainActor.self`)", "isolated"),
            ""]


def machine():
    cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), platform.processor()) if Path("/proc/cpuinfo").exists() else platform.processor()
    swift = run(["swift", "--version"]).stdout.strip().splitlines()[0]
    return f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores ({cpu}); {swift}"


def main():
    for tool in ("swift", "swiftc", "valgrind"):
        if not shutil.which(tool):
            sys.exit(f"{tool} is not on the PATH")
    lines = [f"# StaticHub benchmarks{' (quick)' if QUICK else ''}", "", f"Machine: {machine()}.", ""]
    if ROUTES_ONLY or EDITS_ONLY:
        with tempfile.TemporaryDirectory(prefix="statichub-bench-") as directory:
            section = build_cost.example_section if ROUTES_ONLY else build_cost.edit_section
            print("\n".join(lines + section(Path(directory))))
        return
    if WEIGHT_ONLY:
        with tempfile.TemporaryDirectory(prefix="statichub-bench-") as directory:
            print("\n".join(lines + weight_section(Path(directory))))
        return
    if BUILD_COST_ONLY:
        with tempfile.TemporaryDirectory(prefix="statichub-bench-") as directory:
            print("\n".join(lines + build_cost.section(Path(directory))))
        return
    if not COMPILE_ONLY:
        lines += runtime_section()
    with tempfile.TemporaryDirectory(prefix="statichub-bench-") as directory:
        work = Path(directory)
        lines += weight_section(work)
        lines += compile_section(work)
        lines += modules_section(work, ROOT / ".build/release/statichub")
        if not COMPILE_ONLY:
            lines += effects_section(work)
            lines += forms_section(work)
            lines += task_scope_section(work)
            lines += debug_section(work)
            lines += build_cost.section(work)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
