"""Where an ordinary edit's compiler seconds go: the two frontend jobs such an edit runs (the
module's emit-module job, and the compile of the edited feature file), each run alone, on
the edit benchmark's app (`build_cost.write_app`, computed manifests) beside the same app
with its hub written by hand, and on copies of the generated files with one kind of
generated declaration taken out. Each figure is the median CPU seconds (user and system) of
five runs of the job as SwiftPM's driver plans it (`-driver-print-jobs`).

`python3 Benchmarks/frontend_jobs.py [registrations]` (500 by default) prints a Markdown table.
The variants take declarations out (the feature files call `resolve(_:)`, so the compile
of one is not timed without the overloads): the numbers say what each kind of generated
declaration costs the jobs, not a change to ship.
"""
import re
import resource
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import build_cost

RUNS = 5
EDITED = "Feature5.swift"


def cpu_seconds(command, cwd):
    """The median CPU seconds of `RUNS` runs of the shell command `command`; exits if it fails."""
    samples = []
    for _ in range(RUNS):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        result = subprocess.run(command, shell=True, cwd=cwd, capture_output=True, text=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if result.returncode != 0:
            sys.exit(f"failed in {cwd}:\n{result.stderr[-2000:]}")
        samples.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
    return sorted(samples)[len(samples) // 2]


def frontend_jobs(package, scratch):
    """The App module's emit-module job and the compile of `EDITED` alone, as shell commands
    whose outputs go to `scratch`, with every source file named (the driver's file lists are
    temporary)."""
    edited = package / "Sources/App" / EDITED
    edited.write_text(edited.read_text() + "// edited\n")
    log = subprocess.run(["swift", "build", "-v"], cwd=package, capture_output=True, text=True).stdout
    driver = next(line for line in log.splitlines() if " -module-name App " in line and "swiftc" in line)
    driver = re.sub(r" -(v|parseable-output|incremental)(?= )", "", driver)
    jobs = subprocess.run(driver + " -driver-print-jobs", shell=True, cwd=package, capture_output=True, text=True).stdout
    generated = sorted(package.glob(".build/plugins/outputs/*/App/destination/StaticHubPlugin/*.swift"))
    sources = sorted((package / "Sources/App").glob("*.swift")) + generated
    outputs = {"-o", "-emit-module-doc-path", "-emit-module-source-info-path", "-serialize-diagnostics-path",
               "-emit-dependencies-path", "-emit-reference-dependencies-path", "-supplementary-output-file-map",
               "-index-unit-output-path", "-filelist", "-primary-filelist", "-output-filelist", "-primary-file",
               "-emit-abi-descriptor-path"}

    def rewritten(job, primary, output):
        arguments = shlex.split(job)
        kept = []
        index = 0
        while index < len(arguments):
            if arguments[index] in outputs:
                index += 2
                continue
            if arguments[index].endswith(".swift"):
                index += 1
                continue
            kept.append(arguments[index])
            index += 1
        files = []
        for source in sources:
            files += ["-primary-file", str(source)] if primary and source.name == primary else [str(source)]
        return shlex.join(kept[:2] + files + kept[2:] + ["-o", str(scratch / output)])

    lines = jobs.splitlines()
    emit = next(line for line in lines if " -emit-module " in line and " -c " not in line)
    compile_job = next(line for line in lines if " -c " in line and "-primary-f" in line)
    return rewritten(emit, None, "App.swiftmodule"), rewritten(compile_job, EDITED, "Feature.o"), generated


def without(text, pattern):
    return re.sub(pattern, "\n", text, flags=re.S)


MOCKS = r"\n#if DEBUG\nextension Hub\._(?:Mock)?Overloads_.*?\n#endif"
OVERLOADS = r"\nextension Hub\._Overloads_\w+ \{\n.*?\n\}\n"

# Each variant of the generated files: a name, what it does to one file's text, and whether
# the edited feature file (which calls `resolve(_:)`) still compiles.
VARIANTS = [
    ("as generated", lambda text: text, True),
    # The debug-only extensions of the overload and mock buckets: the `mock` functions.
    ("without the `mock` functions", lambda text: without(text, MOCKS), True),
    # Then the buckets' `resolve(_:)`, `resolve()` and `factory(of:)`.
    ("… and without the overloads", lambda text: without(without(text, MOCKS), OVERLOADS), False),
]


def in_body_directives_removed(text):
    """The `#sourceLocation` lines inside function bodies taken out (those before a
    declaration kept): a body holding one is parsed in every job, even where the file is
    not the job's primary; without, the parser skips it."""
    kept = []
    depth = 0
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped.startswith("#sourceLocation") and depth >= 2:
            continue
        if not stripped.startswith(("//", "#")):
            depth += line.count("{") - line.count("}")
        kept.append(line)
    return "\n".join(kept)


VARIANTS.append(("with no `#sourceLocation` inside a body", in_body_directives_removed, True))


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    work = Path(tempfile.mkdtemp(prefix="statichub-frontend-"))
    ours, hand = work / "frontend-statichub", work / "frontend-hand-written"
    build_cost.write_app(ours, count, True, build_cost.FILE_SIZE, features=build_cost.FEATURES, computed=True)
    build_cost.write_app(hand, count, False, build_cost.FILE_SIZE, features=build_cost.FEATURES, computed=True)
    for package in (ours, hand):
        subprocess.run(["swift", "build"], cwd=package, check=True, capture_output=True)
    rows = []
    hand_emit, hand_compile, _ = frontend_jobs(hand, work)
    rows.append(("hand-written hub", cpu_seconds(hand_emit, hand), cpu_seconds(hand_compile, hand)))
    emit, compile_job, generated = frontend_jobs(ours, work)
    originals = {path: path.read_text() for path in generated}
    for name, change, compiles in VARIANTS:
        for path, text in originals.items():
            path.write_text(change(text))
        rows.append((f"StaticHub, {name}", cpu_seconds(emit, ours), cpu_seconds(compile_job, ours) if compiles else None))
    for path, text in originals.items():
        path.write_text(text)
    print(f"| {count:,} registrations, 50 feature files | emit-module job | the edited feature file's compile |")
    print("|---|---|---|")
    for name, emit_seconds, compile_seconds in rows:
        compile_cell = f"{compile_seconds:.2f} s" if compile_seconds is not None else "–"
        print(f"| {name} | {emit_seconds:.2f} s | {compile_cell} |")
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
