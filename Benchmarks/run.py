#!/usr/bin/env python3
"""Runs every StaticHub benchmark and prints one Markdown report.

    python3 Benchmarks/run.py           # the full run (about 15 minutes on 2 cores)
    python3 Benchmarks/run.py --quick   # smaller sizes (under 5 minutes)

Runtime: release builds of hand-written code, StaticHub, Swinject 2.10.0 and
swift-dependencies 1.17.1 resolving the same graphs (checked first). Time is the median
(and range) of interleaved batches in one process; instructions come from
`valgrind --tool=callgrind` (runs with N and 0 resolves, difference / N); allocations
from `valgrind --tool=dhat` the same way.

Compile time: `swiftc -typecheck` of a hub of N chained registrations, StaticHub's
generated hub against the same hub in MDI's shape (overloaded `resolve` referenced from
the wiring), the cost of call sites, the generator's throughput, the build plugin's
overhead on a no-op rebuild, and a clean debug build of the example against a
hand-written equivalent. Numbers come from the machine the script runs on.
"""
import json
import math
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

QUICK = "--quick" in sys.argv
BENCHMARKS = Path(__file__).resolve().parent
ROOT = BENCHMARKS.parent
BINARY = BENCHMARKS / ".build/release/ResolveBenchmark"
CONTENDERS = ["hand-written", "StaticHub", "Swinject", "swift-dependencies"]


def run(arguments, cwd=None, check=True):
    result = subprocess.run(arguments, cwd=cwd, capture_output=True, text=True)
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

def valgrind_count(tool, pattern, contender, graph, count):
    arguments = ["valgrind", f"--tool={tool}", f"--{tool}-out-file=/dev/null", str(BINARY), "run", contender, graph, str(count)]
    output = run(arguments).stderr
    return int(re.search(pattern, output).group(1).replace(",", ""))


def per_resolve(tool, pattern, contender, graph, count):
    return (valgrind_count(tool, pattern, contender, graph, count) - valgrind_count(tool, pattern, contender, graph, 0)) / count


def runtime_section():
    progress("building the benchmark package (release)…")
    run(["swift", "build", "-c", "release"], cwd=BENCHMARKS)
    verification = run([str(BINARY), "verify"], check=False)
    if verification.returncode != 0:
        sys.exit("contenders build different graphs:\n" + verification.stdout)
    objects = dict(line.split(": ", 1) for line in verification.stdout.strip().splitlines())

    progress("timing interleaved batches…")
    times = {}
    for line in run([str(BINARY), "time"] + (["--quick"] if QUICK else [])).stdout.splitlines():
        sample = json.loads(line)
        times[(sample["graph"], sample["contender"])] = sample

    lines = ["## Run time (release)", ""]
    for graph, count in (("app", 500 if QUICK else 2000), ("wide", 20 if QUICK else 100)):
        progress(f"callgrind and DHAT, {graph} graph…")
        instructions = {c: per_resolve("callgrind", r"Collected : (\d+)", c, graph, count) for c in CONTENDERS}
        allocations = {c: per_resolve("dhat", r"Total:\s+[\d,]+ bytes in ([\d,]+) blocks", c, graph, count) for c in CONTENDERS}
        base = instructions["hand-written"]
        objects_per_resolve = objects[graph].split(", ")[0].split(" ")[-1]
        lines += [
            f"**{graph} graph** ({objects_per_resolve} objects per resolve, same for every contender)",
            "",
            "| contender | ns per resolve, median (range) | instructions per resolve | × hand-written | allocations per resolve |",
            "|---|---|---|---|---|",
        ]
        for contender in CONTENDERS:
            sample = times[(graph, contender)]
            lines.append(
                f"| {contender} | {fmt(sample['median'])} ({fmt(sample['min'])}–{fmt(sample['max'])}) "
                f"| {fmt(instructions[contender])} | {instructions[contender] / base:.3f} | {allocations[contender]:.1f} |"
            )
        lines.append("")
    return lines


# MARK: Compile time

def write_chain(directory, count):
    """Types T0…T(count-1), each initialised from the previous one; a StaticHub manifest; and
    the same hub in MDI's shape, whose wiring calls the overloaded `resolve()`."""
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


def typecheck_seconds(files, module, repeats):
    best = math.inf
    for _ in range(repeats):
        seconds, _ = timed(["swiftc", "-typecheck", "-parse-as-library", "-D", "DEBUG", "-I", str(module)] + [str(f) for f in files])
        best = min(best, seconds)
    return best


def primary_file_seconds(primary, secondaries, module, repeats):
    """The frontend job SwiftPM runs for one file: it as the primary file, the rest of the
    target as secondary files (which the job only parses and looks into)."""
    frontend = shutil.which("swift-frontend") or str(Path(shutil.which("swiftc")).parent / "swift-frontend")
    best = math.inf
    for _ in range(repeats):
        seconds, _ = timed([frontend, "-frontend", "-typecheck", "-parse-as-library", "-D", "DEBUG", "-I", str(module),
                            "-module-name", "Chain"] + [str(f) for f in secondaries] + ["-primary-file", str(primary)])
        best = min(best, seconds)
    return best


def generated_file_seconds(directory, module, repeats):
    return primary_file_seconds(directory / "Generated.swift",
                                [directory / "Types.swift", directory / "Manifest.swift"], module, repeats)


def exponent(sizes, seconds):
    """Growth exponent between the two largest sizes: t ∝ N^k."""
    return math.log(seconds[-1] / seconds[-2]) / math.log(sizes[-1] / sizes[-2])


def compile_section(work):
    progress("building the generator (release)…")
    run(["swift", "build", "-c", "release", "--product", "statichub"], cwd=ROOT)
    generator = ROOT / ".build/release/statichub"
    module = work / "module"
    module.mkdir()
    runtime_sources = sorted(str(p) for p in (ROOT / "Sources/StaticHub").glob("*.swift"))
    run(["swiftc", "-emit-module", "-module-name", "StaticHub", "-parse-as-library",
         "-emit-module-path", str(module / "StaticHub.swiftmodule")] + runtime_sources)

    sizes = [100, 500, 1000] if QUICK else [100, 500, 1000, 2000]
    repeats = 1 if QUICK else 2
    static_seconds, generated_seconds, mdi_seconds = [], [], []
    for size in sizes:
        progress(f"type-checking hubs of {size} registrations…")
        directory = work / f"chain{size}"
        directory.mkdir()
        write_chain(directory, size)
        run([str(generator), "generate", "--output", str(directory / "Generated.swift"), str(directory / "Manifest.swift")])
        static_seconds.append(typecheck_seconds(
            [directory / "Types.swift", directory / "Manifest.swift", directory / "Generated.swift"], module, repeats))
        generated_seconds.append(generated_file_seconds(directory, module, repeats))
        mdi_seconds.append(typecheck_seconds([directory / "Types.swift", directory / "MDIShape.swift"], module, repeats))

    lines = ["## Compile time", "",
             "Type-checking a hub of N chained registrations (`swiftc -typecheck`, debug, wall time, best of "
             f"{repeats}). *StaticHub*: the types, the manifest and the generated hub; *generated file*: the "
             "compiler job for the generated file alone, as SwiftPM runs it; *MDI's shape*: the types and the "
             "hub in MDI's shape.", "",
             "| N | StaticHub | generated file | MDI's shape |", "|---|---|---|---|"]
    for size, static, generated, mdi in zip(sizes, static_seconds, generated_seconds, mdi_seconds):
        lines.append(f"| {fmt(size)} | {static:.2f} s | {generated:.2f} s | {mdi:.2f} s |")
    lines += ["", "Growth exponent between the two largest N (t ∝ N^k): StaticHub "
                  f"k = {exponent(sizes, static_seconds):.2f}, generated file k = {exponent(sizes, generated_seconds):.2f}, "
                  f"MDI's shape k = {exponent(sizes, mdi_seconds):.2f}.", ""]

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
    lines += ["Generator (release CLI, best of 3, wall time including process start): " + "; ".join(throughput) + ".", ""]

    progress("no-op rebuilds…")
    run(["swift", "build", "--product", "Example"], cwd=ROOT)
    run(["swift", "build", "--product", "statichub"], cwd=ROOT)
    with_plugin = min(timed(["swift", "build", "--product", "Example"], cwd=ROOT)[0] for _ in range(3))
    without_plugin = min(timed(["swift", "build", "--product", "statichub"], cwd=ROOT)[0] for _ in range(3))
    lines += [f"No-op rebuild (best of 3): the example, whose target runs the build plugin, {with_plugin:.2f} s; "
              f"the CLI, which runs none, {without_plugin:.2f} s.", ""]
    return lines


def clean_build_section(work):
    repeats = 1 if QUICK else 3
    example = ROOT / "Sources/Example"

    with_statichub = work / "with-statichub"
    shutil.copytree(example, with_statichub / "Sources/Example")
    (with_statichub / "Package.swift").write_text(f"""// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "Example",
    dependencies: [.package(path: "{ROOT}")],
    targets: [.executableTarget(
        name: "Example",
        dependencies: [.product(name: "StaticHub", package: "{ROOT.name}")],
        plugins: [.plugin(name: "StaticHubPlugin", package: "{ROOT.name}")]
    )]
)
""")
    hand_written = work / "hand-written"
    shutil.copytree(example / "Services", hand_written / "Sources/Example/Services")
    shutil.copy(example / "main.swift", hand_written / "Sources/Example/main.swift")
    shutil.copy(BENCHMARKS / "HandWrittenExample/Dependency.swift", hand_written / "Sources/Example/Dependency.swift")
    (hand_written / "Package.swift").write_text("""// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "Example", targets: [.executableTarget(name: "Example")])
""")

    results = {}
    for name, package in (("StaticHub (build plugin)", with_statichub), ("hand-written", hand_written)):
        progress(f"clean debug builds: {name}…")
        samples = []
        for _ in range(repeats):
            shutil.rmtree(package / ".build", ignore_errors=True)
            samples.append(timed(["swift", "build", "--product", "Example"], cwd=package)[0])
        results[name] = sorted(samples)[len(samples) // 2]
    return ["## Clean debug build of the example", "",
            f"Median of {repeats}: " + "; ".join(f"{name} {seconds:.1f} s" for name, seconds in results.items()) + ".", ""]


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
    lines += runtime_section()
    with tempfile.TemporaryDirectory(prefix="statichub-bench-") as directory:
        work = Path(directory)
        lines += compile_section(work)
        lines += clean_build_section(work)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
