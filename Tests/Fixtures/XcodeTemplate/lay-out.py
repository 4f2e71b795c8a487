#!/usr/bin/env python3
"""Lays out, in the folder given, one package that builds the app of this folder and its tests
in every pairing of the settings Xcode and SwiftPM give targets today:

  app target:  default isolation MainActor or nonisolated, with or without "approachable
               concurrency" (NonisolatedNonsendingByDefault, InferIsolatedConformances);
  test target: the same two choices, each in Swift 6 and Swift 5 modes.

Each pair gets its own copy of the app (a module named App_<pair>) and of the tests
(Tests_<pair>), since a test target's defaults conform the app's hub, and two conformances of
one hub in one test process would be ambiguous. The pair `x_na6` is Xcode 26's new-app
template as it is: the app with MainActor and approachable concurrency, an executable; its
tests nonisolated with approachable concurrency, in Swift 6. Usage: lay-out.py FOLDER STATICHUB
"""
import itertools
import os
import pathlib
import shutil
import sys

HERE = pathlib.Path(__file__).resolve().parent

# code: (default isolation is MainActor, approachable concurrency)
APPS = {"x": (True, True), "m": (True, False), "a": (False, True), "p": (False, False)}
# code letters: n(onisolated)/m(ainActor) default, a(pproachable)/p(lain), language mode
TESTS = {
    f"{isolation}{features}{mode}": (isolation == "m", features == "a", mode)
    for isolation, features, mode in itertools.product("nm", "ap", "65")
}
TEMPLATE_PAIR = "x_na6"


def settings(main_actor, approachable, mode=6):
    items = []
    if approachable:
        items.append("approachable")
    single = []
    if main_actor:
        single.append(".defaultIsolation(MainActor.self)")
    if mode == "5":
        single.append(".swiftLanguageMode(.v5)")
    if single:
        items.append("[" + ", ".join(single) + "]")
    return " + ".join(items) if items else "[]"


def main():
    folder, statichub = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]).resolve()
    sources, tests = folder / "Sources", folder / "Tests"
    shutil.copytree(HERE / "Network", sources / "Network")
    targets = []
    only = os.environ.get("PAIRS", "").split()  # a few pairs alone, while working on one
    for app, test in itertools.product(APPS, TESTS):
        pair = f"{app}_{test}"
        if only and pair not in only:
            continue
        app_main_actor, app_approachable = APPS[app]
        module, test_module = f"App_{pair}", f"Tests_{pair}"
        app_folder = sources / module
        shutil.copytree(HERE / "App", app_folder)
        if pair != TEMPLATE_PAIR:
            (app_folder / "main.swift").unlink()
        if not app_main_actor:
            hub = app_folder / "AppHub.swift"
            hub.write_text(hub.read_text().replace("\nenum AppHub {}", "\n@MainActor enum AppHub {}"))
        shutil.copytree(HERE / "AppTests", tests / test_module)
        for file in (tests / test_module).glob("*.swift"):
            file.write_text(file.read_text().replace("APP_MODULE", module).replace("PAIR_NAME", pair))
        kind = "executableTarget" if pair == TEMPLATE_PAIR else "target"
        targets.append(
            f'        .{kind}(name: "{module}", dependencies: [runtime, "Network"], '
            f"swiftSettings: {settings(app_main_actor, app_approachable)}, plugins: [buildPlugin]),")
        main_actor, approachable, mode = TESTS[test]
        targets.append(
            f'        .testTarget(name: "{test_module}", dependencies: ["{module}", "Network", runtime, testing], '
            f"swiftSettings: {settings(main_actor, approachable, mode)}),")
    (folder / "Package.swift").write_text(f"""// swift-tools-version: 6.2
// Written by Tests/Fixtures/XcodeTemplate/lay-out.py: the app and its tests in every pairing of settings.
import PackageDescription

let runtime = Target.Dependency.product(name: "StaticHub", package: "StaticHub")
let testing = Target.Dependency.product(name: "StaticHubTesting", package: "StaticHub")
let buildPlugin = Target.PluginUsage.plugin(name: "StaticHubPlugin", package: "StaticHub")
let approachable: [SwiftSetting] = [
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
    name: "XcodeTemplate",
    dependencies: [.package(name: "StaticHub", path: "{statichub}")],
    targets: [
        .target(name: "Network", dependencies: [runtime], plugins: [buildPlugin]),
{chr(10).join(targets)}
    ]
)
""")


main()
