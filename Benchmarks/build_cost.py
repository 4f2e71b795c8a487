"""Build cost: what StaticHub adds to a user's builds, against the same code with hubs written
by hand, measured side by side in one run (DESIGN §5). `run.py` calls `section(work)`.

Rows: clean debug and release builds of the example (two modules) by each route to the
generator, each adopting a local release made by `Scripts/release` (its default trait
`prebuilt`, which runs the release's tool; `sourceBuild`, which compiles it; committed files);
a library and an app in two packages
(`two_package_app.py`, 23 registrations), clean and after a library manifest edit; the edit loop of a big app (N
registrations in manifest files of 100, one registration flipped between `AutoRegister` and
`SingletonRegister`, rebuild) at 500 and 2,000 against a hand-written hub of the same layout;
and one manifest of N registrations in a single array (a comment edit, rebuild). Each figure is
the median of three builds.
"""
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import two_package_app

BENCHMARKS = Path(__file__).resolve().parent
ROOT = BENCHMARKS.parent
FILE_SIZE = 100  # registrations per manifest file in the edit loop


def _build(package, product=None, configuration="debug", build_system="native"):
    """Seconds of one `swift build` of `package`; exits on a failed build."""
    return _timed_build(package, product, configuration, build_system)[0]


BUILD_SYSTEMS = ("native", "swiftbuild")  # SwiftPM's own (6.3's default) and Swift Build (6.4's, Xcode's)


def _timed_build(package, product=None, configuration="debug", build_system="native"):
    """Wall and CPU seconds (the build's processes, user and system) of one `swift build`."""
    arguments = ["swift", "build", "-c", configuration] + (["--product", product] if product else [])
    if build_system != "native":
        arguments += ["--build-system", build_system]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run(arguments, cwd=package, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode == -11 or result.returncode == 139:
        if re.search(r"crashed:\n\n[^\n]* in libdispatch\.so", result.stderr):
            raise SwiftPMCrashed()
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(arguments)} in {package}\n{result.stdout}\n{result.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return seconds, cpu


class SwiftPMCrashed(Exception):
    """`swift build` itself died in libdispatch, a toolchain bug on Linux (see `.ci/swiftpm`):
    the build proves nothing and its time counts for nothing."""


def _clean_build(package, product, configuration, build_system):
    """`_timed_build` from a clean state, run again from clean when SwiftPM crashed."""
    for attempt in range(3):
        shutil.rmtree(package / ".build", ignore_errors=True)
        try:
            return _timed_build(package, product, configuration, build_system)
        except SwiftPMCrashed:
            _progress(f"swift build crashed in libdispatch (attempt {attempt + 1} of 3); building again from clean")
    sys.exit(f"swift build crashed three times in {package}")


def _median(samples):
    return sorted(samples)[len(samples) // 2]


def _progress(message):
    print(message, file=sys.stderr, flush=True)


def _package_manifest(directory, targets, with_statichub, route="sourceBuild", release=ROOT):
    """A Package.swift whose targets (name, dependencies, is_executable) use StaticHub's
    runtime from the release at `release` (by default this checkout) and get its generator by `route` (`prebuilt`: the
    build plugin, the release's default trait; `sourceBuild`: the build plugin, that trait;
    `committed`: no plugin, the generated files are among the sources), or use nothing at
    all. Named after `directory`: two packages of one name built in turn make SwiftPM plan
    each one's next build anew (the plugin's tool relinks, the plugin runs again), seconds no
    real app pays."""
    name = "".join(part.capitalize() for part in directory.name.replace("_", "-").split("-"))
    lines = ["// swift-tools-version: 6.1", "import PackageDescription", "let package = Package(",
             f'    name: "BuildCost{name}",']
    if with_statichub:
        traits = ', traits: ["sourceBuild"]' if route == "sourceBuild" else ""
        lines.append(f'    dependencies: [.package(path: "{release}"{traits})],')
    lines.append("    targets: [")
    for name, dependencies, is_executable in targets:
        entries = [f'"{dependency}"' for dependency in dependencies]
        extra = ""
        if with_statichub:
            entries.append(f'.product(name: "StaticHub", package: "{release.name}")')
            if route != "committed":
                extra = f', plugins: [.plugin(name: "StaticHubPlugin", package: "{release.name}")]'
        kind = "executableTarget" if is_executable else "target"
        lines.append(f'        .{kind}(name: "{name}", dependencies: [{", ".join(entries)}]{extra}),')
    lines += ["    ]", ")", ""]
    return "\n".join(lines)


def local_release(work):
    """The next release of this checkout, made by `Scripts/release` into `work` (HEAD, with
    the tool built from it), whose work tree names its tool by path: the released shape a
    user adopts, offline."""
    version = re.search(r'static let version = "(\d+)\.(\d+)\.(\d+)"',
                        (ROOT / "Sources/StaticHub/StaticHubRelease.swift").read_text())
    major, minor, patch = version.groups()
    subprocess.run([str(ROOT / "Scripts/release"), f"{major}.{minor}.{int(patch) + 1}", "--dry-run", "--local",
                    "--out", str(work / "release")], check=True, capture_output=True)
    return work / "release" / "StaticHub"


# MARK: The example

EXAMPLE_TARGETS = [("ExampleCore", [], False), ("Example", ["ExampleCore"], True)]
ROUTES = ("prebuilt", "sourceBuild", "committed")


def _example_package(directory, route, release):
    for target in ("Example", "ExampleCore"):
        shutil.copytree(ROOT / "Sources" / target, directory / "Sources" / target)
    (directory / "Package.swift").write_text(_package_manifest(directory, EXAMPLE_TARGETS, True, route, release))
    if route == "committed":
        # The command plugin writes each target's file into its folder, as a team that commits it runs it.
        subprocess.run(["swift", "package", "--allow-writing-to-package-directory", "statichub-generate"],
                       cwd=directory, check=True, capture_output=True)
        shutil.rmtree(directory / ".build")
    return directory


def _hand_written_example(directory):
    for target, hub in (("Example", "Dependency.swift"), ("ExampleCore", "CoreHub.swift")):
        shutil.copytree(ROOT / "Sources" / target / "Services", directory / "Sources" / target / "Services")
        shutil.copy(BENCHMARKS / "HandWrittenExample" / target / hub, directory / "Sources" / target / hub)
    shutil.copy(ROOT / "Sources/Example/main.swift", directory / "Sources/Example/main.swift")
    (directory / "Package.swift").write_text(_package_manifest(directory, EXAMPLE_TARGETS, with_statichub=False))
    return directory


def example_rows(work):
    """Clean builds of the example's two modules, debug and release, by each route to the
    generator and with hubs written by hand, interleaved so a slow minute lands on all.
    Returns {(configuration, name): (wall, cpu)} medians."""
    _progress("a local release (Scripts/release --dry-run --local)…")
    release = local_release(work)
    packages = {route: _example_package(work / f"example-{route}", route, release) for route in ROUTES}
    packages["hand-written"] = _hand_written_example(work / "example-hand-written")
    samples = {}
    for configuration in ("debug", "release"):
        for attempt in range(3):
            for build_system in BUILD_SYSTEMS:
                _progress(f"clean {configuration} builds of the example by each route, {build_system} ({attempt + 1}/3)…")
                for name, package in packages.items():
                    samples.setdefault((configuration, build_system, name), []).append(
                        _clean_build(package, "Example", configuration, build_system))
    return {key: (_median([wall for wall, _ in values]), _median([cpu for _, cpu in values]))
            for key, values in samples.items()}


def example_section(work):
    rows = example_rows(work)
    # The release issue's goals for the released shape; a build from source is reported (a native
    # release build compiles the generator twice with -O).
    goals = {("debug", "prebuilt"): "≤ +3 s", ("release", "prebuilt"): "≤ +4 s",
             ("debug", "sourceBuild"): "reported", ("release", "sourceBuild"): "reported",
             ("debug", "committed"): "≤ +2 s", ("release", "committed"): "≤ +3 s"}
    lines = ["| clean build of the example (two modules) | StaticHub | hand-written | difference | CPU, StaticHub / hand-written | goal |",
             "|---|---|---|---|---|---|"]
    for configuration in ("debug", "release"):
        for build_system in BUILD_SYSTEMS:
            hand_wall, hand_cpu = rows[(configuration, build_system, "hand-written")]
            for route in ROUTES:
                wall, cpu = rows[(configuration, build_system, route)]
                lines.append(f"| {configuration}, {route}, {build_system} | {wall:.1f} s | {hand_wall:.1f} s "
                             f"| {wall - hand_wall:+.1f} s | {cpu:.1f} s / {hand_cpu:.1f} s | {goals[(configuration, route)]} |")
    return lines


# MARK: Two packages

def two_package_rows(work):
    """The two-package app: clean builds (interleaved), and rebuilds after a registration of
    the library is flipped between `AutoRegister` and `SingletonRegister`."""
    packages = {}
    for name, with_statichub in (("StaticHub", True), ("hand-written", False)):
        packages[name] = (two_package_app.write(work / f"two-packages-{name}", with_statichub, ROOT), with_statichub)
    clean = {name: [] for name in packages}
    for attempt in range(3):
        _progress(f"clean debug builds of the two-package app ({attempt + 1}/3)…")
        for name, ((app, _), _) in packages.items():
            shutil.rmtree(app / ".build", ignore_errors=True)
            clean[name].append(_build(app))
    rows = {("clean", name): _median(samples) for name, samples in clean.items()}
    for name, ((app, flipped), with_statichub) in packages.items():
        _progress(f"two-package app: {name}, a library registration flipped…")
        rows[("edit", name)] = _edit_seconds(app, lambda: two_package_app.flip(flipped, with_statichub))
    return rows


# MARK: A big app

def _types(count):
    """Classes T0…T(count-1), each taking the one before it and, from T2 on, one further back:
    every registration has one or two dependencies."""
    lines = ["final class T0: Sendable { init() {} }",
             "final class T1: Sendable { let a: T0; init(a: T0) { self.a = a } }"]
    for index in range(2, count):
        other = index // 2 - 1
        lines.append(f"final class T{index}: Sendable {{ let a: T{index - 1}; let b: T{other}; "
                     f"init(a: T{index - 1}, b: T{other}) {{ self.a = a; self.b = b }} }}")
    return lines


def _registration(index, singleton):
    kind = "SingletonRegister" if singleton else "AutoRegister"
    if index == 0:
        return f"        {kind}(T0.self, using: T0.init),"
    if index == 1:
        return f"        {kind}(T1.self, parameterTypes: T0.self, using: T1.init(a:)),"
    return (f"        {kind}(T{index}.self, parameterTypes: T{index - 1}.self, T{index // 2 - 1}.self, "
            f"using: T{index}.init(a:b:)),")


def _hand_written_member(index, singleton):
    if index == 0:
        make = "T0()"
    elif index == 1:
        make = "T1(a: resolveT0())"
    else:
        make = f"T{index}(a: resolveT{index - 1}(), b: resolveT{index // 2 - 1}())"
    if singleton:
        return (f"    private static let sharedT{index} = {make}\n"
                f"    static func resolveT{index}() -> T{index} {{ sharedT{index} }}")
    return f"    static func resolveT{index}() -> T{index} {{ {make} }}"


def _singleton(index):
    """Every third registration is a singleton, as in an app."""
    return index % 3 == 0


FEATURES = 50  # feature files that resolve from the hub, as an app's screens do


def write_app(directory, count, with_statichub, files_of, features=0, computed=False):
    """An executable target `App` with `count` types and their hub, whose registrations are
    split into files of `files_of` (`count` for one array), and `features` files that each
    resolve one registration from the hub (with the overloaded `Hub.resolve(T.self)` users
    write; by hand, its accessor). `computed` manifests are `static var … { [ … ] }`. Returns
    the file holding the registration that the edit flips, and that registration's index."""
    sources = directory / "Sources/App"
    sources.mkdir(parents=True)
    (directory / "Package.swift").write_text(_package_manifest(directory, [("App", [], True)], with_statichub))
    types = _types(count)
    for start in range(0, count, FILE_SIZE):
        (sources / f"Types{start // FILE_SIZE}.swift").write_text("\n".join(types[start:start + FILE_SIZE]) + "\n")
    for feature in range(features):
        index = feature * (count // max(features, 1))
        call = f"Hub.resolve(T{index}.self)" if with_statichub else f"Hub.resolveT{index}()"
        (sources / f"Feature{feature}.swift").write_text(
            f"func feature{feature}() -> String {{ String(describing: {call}) }}\n")
    header = "import StaticHub\n\n" if with_statichub else ""
    (sources / "Hub.swift").write_text(f"{header}enum Hub {{}}\n")
    (sources / "main.swift").write_text(f"print(Hub.resolveT{count - 1}().a.a.a)\n")
    flipped = count // 2 + 1  # not a singleton, in a file in the middle
    flipped_file = None
    for part, start in enumerate(range(0, count, files_of)):
        indices = range(start, min(start + files_of, count))
        if with_statichub:
            body = [f"    static var part{part}: [HubRegistration] {{ [" if computed else f"    static let part{part}: [HubRegistration] = ["]
            body += [_registration(index, _singleton(index)) for index in indices]
            body += ["    ] }" if computed else "    ]"]
        else:
            body = [_hand_written_member(index, _singleton(index)) for index in indices]
        path = sources / f"Hub{part}.swift"
        path.write_text(header + "extension Hub {\n" + "\n".join(body) + "\n}\n")
        if flipped in indices:
            flipped_file = path
    return flipped_file, flipped


def _flip(path, index, with_statichub):
    """Turns registration `index` from transient into a singleton, or back."""
    text = path.read_text()
    if with_statichub:
        transient, singleton = _registration(index, False), _registration(index, True)
    else:
        transient, singleton = _hand_written_member(index, False), _hand_written_member(index, True)
    if transient in text:
        path.write_text(text.replace(transient, singleton))
    else:
        path.write_text(text.replace(singleton, transient))


def _touch_comment(path):
    """An edit that changes no declaration and moves no registration to another line: a
    comment at the end of the file, added or taken away. (A line inserted above registrations
    moves them, and with them every `#sourceLocation` generated for them.)"""
    text = path.read_text()
    comment = "// edited\n"
    path.write_text(text[:-len(comment)] if text.endswith(comment) else text + comment)


def _touch_initializer(path):
    """An ordinary edit: the body of `T1`'s initializer, with no manifest touched."""
    text = path.read_text()
    plain, edited = "self.a = a }", "self.a = a; _ = 1 }"
    path.write_text(text.replace(edited, plain, 1) if edited in text else text.replace(plain, edited, 1))


def _edit(edit):
    """Makes `edit` a second after the last build: an edit within the timestamp the build
    recorded can go unseen, and the next build then does nothing."""
    time.sleep(1)
    edit()


def _edit_seconds(package, edit):
    _build(package)
    samples = []
    for _ in range(3):
        _edit(edit)
        samples.append(_build(package))
    return _median(samples)


def _paired_edit_seconds(pair, build_system):
    """Medians of an edit of each package of `pair` ((package, edit) twice), made A B A B so
    that both see the machine alike; each package keeps to one build system."""
    for package, _ in pair:
        _build(package, build_system=build_system)
    samples = [[], []]
    for _ in range(3):
        for side, (package, edit) in enumerate(pair):
            _edit(edit)
            samples[side].append(_build(package, build_system=build_system))
    return _median(samples[0]), _median(samples[1])


def recompiled_files(package, edit):
    """The source files of the package that one more `edit` recompiles (`swift build -v`'s
    compiler jobs, by their primary file), generated ones included."""
    _edit(edit)
    result = subprocess.run(["swift", "build", "-v"], cwd=package, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"failed: swift build -v in {package}\n{result.stdout}\n{result.stderr}")
    files = set()
    for line in result.stdout.splitlines():
        if "swift-frontend -frontend -c " not in line:
            continue
        for path in re.findall(r"-primary-file (\S+)", line):
            if "/Plugins/" not in path and not path.endswith("Package.swift"):
                files.add(Path(path).name)
    return sorted(files)


def edit_loop_rows(work, sizes):
    """At each size, with StaticHub and by hand: the flip and an ordinary edit, timed and with
    the files they recompile; and a comment edit of one array."""
    rows = {}
    for size in sizes:
        for name, with_statichub in (("StaticHub", True), ("hand-written", False)):
            _progress(f"edit loop: {name}, {size} registrations in files of {FILE_SIZE}, {FEATURES} feature files…")
            package = work / f"edit-{name}-{size}"
            path, index = write_app(package, size, with_statichub, FILE_SIZE, features=FEATURES)
            flip = lambda: _flip(path, index, with_statichub)
            rows[("flip", name, size)] = _edit_seconds(package, flip)
            rows[("flip files", name, size)] = recompiled_files(package, flip)
            types = package / "Sources/App/Types0.swift"
            ordinary = lambda: _touch_initializer(types)
            rows[("ordinary", name, size)] = _edit_seconds(package, ordinary)
            rows[("ordinary files", name, size)] = recompiled_files(package, ordinary)
        _progress(f"edit loop: StaticHub with computed manifests, {size} registrations…")
        package = work / f"edit-computed-{size}"
        path, index = write_app(package, size, True, FILE_SIZE, features=FEATURES, computed=True)
        rows[("flip", "computed", size)] = _edit_seconds(package, lambda: _flip(path, index, True))
        types = package / "Sources/App/Types0.swift"
        rows[("ordinary", "computed", size)] = _edit_seconds(package, lambda: _touch_initializer(types))
        _progress(f"edit loop under Swift Build: computed manifests and by hand, {size} registrations…")
        pair = []
        for name, with_statichub in (("computed", True), ("hand-written", False)):
            package = work / f"swiftbuild-{name}-{size}"
            write_app(package, size, with_statichub, FILE_SIZE, features=FEATURES, computed=with_statichub)
            pair.append((package, lambda types=package / "Sources/App/Types0.swift": _touch_initializer(types)))
        rows[("swiftbuild", "computed", size)], rows[("swiftbuild", "hand-written", size)] = _paired_edit_seconds(pair, "swiftbuild")
        _progress(f"one array of {size} registrations…")
        package = work / f"array-{size}"
        path, _ = write_app(package, size, True, size)
        rows[("array", "StaticHub", size)] = _edit_seconds(package, lambda: _touch_comment(path))
    return rows


def _files(files):
    """How many files, and which when they are few."""
    return f"{len(files)} ({', '.join(files)})" if len(files) <= 3 else f"{len(files)}"


def section(work):
    return ["## Build cost", "",
            "The example by each route to the generator (README, \"Which route?\"): wall time and CPU time, median of 3.", "",
            ] + example_section(work) + [""] + edit_section(work)


def edit_section(work):
    two = two_package_rows(work)
    sizes = [500, 2000]
    rows = edit_loop_rows(work, sizes)
    small, large = sizes
    flip_small, flip_large = rows[("flip", "StaticHub", small)], rows[("flip", "StaticHub", large)]
    hand_small, hand_large = rows[("flip", "hand-written", small)], rows[("flip", "hand-written", large)]
    array_small, array_large = rows[("array", "StaticHub", small)], rows[("array", "StaticHub", large)]
    lines = [
        "Debug builds with `swift build`, wall time, median of 3, each StaticHub build side by side with the same "
        "code with its hubs written by hand (DESIGN §5 gives the goals).", "",
        "| build | StaticHub | hand-written | ratio | goal |", "|---|---|---|---|---|",
        f"| clean build of a library and an app in two packages ({two_package_app.LIBRARY_SERVICES + two_package_app.APP_SERVICES} "
        f"registrations) | {two[('clean', 'StaticHub')]:.1f} s | {two[('clean', 'hand-written')]:.1f} s "
        f"| {two[('clean', 'StaticHub')] / two[('clean', 'hand-written')]:.2f}× | ≤ 1.5× |",
        f"| the same, a library registration flipped between `AutoRegister` and `SingletonRegister`, rebuild "
        f"| {two[('edit', 'StaticHub')]:.2f} s | {two[('edit', 'hand-written')]:.2f} s "
        f"| {two[('edit', 'StaticHub')] / two[('edit', 'hand-written')]:.2f}× | ≤ 1.5× |",
        f"| edit loop, {small:,} registrations in files of {FILE_SIZE} and {FEATURES} feature files resolving from the hub: "
        f"one flipped between `AutoRegister` and `SingletonRegister`, rebuild | {flip_small:.2f} s | {hand_small:.2f} s "
        f"| {flip_small / hand_small:.2f}× | |",
        f"| the same at {large:,} | {flip_large:.2f} s | {hand_large:.2f} s | {flip_large / hand_large:.2f}× "
        f"| ≤ 2×; ≤ 1.5× the edit at {small:,} (here {flip_large / flip_small:.2f}×) |",
    ]
    for size in sizes:
        computed, hand = rows[("flip", "computed", size)], rows[("flip", "hand-written", size)]
        lines.append(f"| the flip at {size:,}, manifests computed (`static var … {{ [ … ] }}`) | {computed:.2f} s | {hand:.2f} s "
                     f"| {computed / hand:.2f}× | |")
    for size in sizes:
        ordinary, hand = rows[("ordinary", "StaticHub", size)], rows[("ordinary", "hand-written", size)]
        lines.append(f"| an ordinary edit at {size:,} (an initializer's body), rebuild | {ordinary:.2f} s | {hand:.2f} s "
                     f"| {ordinary / hand:.2f}× | ≤ 1.15× |")
        computed = rows[("ordinary", "computed", size)]
        lines.append(f"| the same, manifests computed | {computed:.2f} s | {hand:.2f} s | {computed / hand:.2f}× | |")
        computed, hand = rows[("swiftbuild", "computed", size)], rows[("swiftbuild", "hand-written", size)]
        lines.append(f"| the same under Swift Build (`--build-system swiftbuild`), manifests computed, A B A B "
                     f"| {computed:.2f} s | {hand:.2f} s | {computed / hand:.2f}× | |")
    lines += [
        f"| one array of {small:,} registrations, a comment edit, rebuild | {array_small:.2f} s | – | | |",
        f"| one array of {large:,} | {array_large:.2f} s | – | {array_large / array_small:.2f}× the array of "
        f"{small:,} | ≤ 4.5× |",
        "",
        "Files each edit recompiles (`swift build -v`, generated files included):", "",
        "| edit | StaticHub | hand-written | goal |", "|---|---|---|---|",
    ]
    for size in sizes:
        lines.append(f"| the flip at {size:,} | {_files(rows[('flip files', 'StaticHub', size)])} "
                     f"| {_files(rows[('flip files', 'hand-written', size)])} | at most 2: the manifest file and its generated file |")
        lines.append(f"| an ordinary edit at {size:,} | {_files(rows[('ordinary files', 'StaticHub', size)])} "
                     f"| {_files(rows[('ordinary files', 'hand-written', size)])} | no generated file |")
    return lines + [""]
