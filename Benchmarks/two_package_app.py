"""A library and an app in two packages, shaped like a CLI toolkit ported from Swinject: the
library's public hub registers 16 services (public protocols, internal implementations, one
or two dependencies each, every third a singleton), and the app's hub imports it and registers
7 services of its own on top. Written with StaticHub's build plugin, or with the same hubs by
hand (public functions, `static let` singletons). `build_cost.py` builds both."""
from pathlib import Path

LIBRARY_SERVICES = 16
APP_SERVICES = 7
FLIPPED = 7  # the library service whose registration the edit flips; not a singleton


def _dependencies(index):
    """The earlier services a service takes: none for the first, then one or two."""
    if index == 0:
        return []
    if index % 2 == 1:
        return [index - 1]
    return [index - 1, index // 2 - 1]


def _service_types(prefix, count, dependency_type):
    lines = []
    for index in range(count):
        deps = _dependencies(index)
        parameters = ", ".join(f"d{n}: {dependency_type(d)}" for n, d in enumerate(deps))
        lines.append(f"public protocol {prefix}{index}: Sendable {{}}")
        lines.append(f"final class {prefix}{index}Impl: {prefix}{index} {{ init({parameters}) {{}} }}")
    return "\n".join(lines) + "\n"


def _labels(index):
    return "".join(f"d{n}:" for n in range(len(_dependencies(index))))


def _registration(prefix, index, singleton, type_name):
    kind = "SingletonRegister" if singleton else "AutoRegister"
    deps = _dependencies(index)
    parameters = "".join(f"(any {type_name(d)}).self, " for d in deps)
    parameter_list = f"parameterTypes: {parameters}" if deps else ""
    factory = f"{prefix}{index}Impl.init({_labels(index)})" if deps else f"{prefix}{index}Impl.init"
    return f"        {kind}((any {prefix}{index}).self, {parameter_list}using: {factory}),"


def _hand_written(prefix, index, singleton, call, access):
    deps = _dependencies(index)
    arguments = ", ".join(f"d{n}: {call(d)}" for n, d in enumerate(deps))
    make = f"{prefix}{index}Impl({arguments})"
    if singleton:
        return (f"    private static let shared{prefix}{index}: any {prefix}{index} = {make}\n"
                f"    {access}static func resolve{prefix}{index}() -> any {prefix}{index} {{ shared{prefix}{index} }}")
    return f"    {access}static func resolve{prefix}{index}() -> any {prefix}{index} {{ {make} }}"


def _singleton(index):
    return index % 3 == 0


def _package(name, products, dependencies, targets):
    lines = ["// swift-tools-version: 6.1", "import PackageDescription", "let package = Package(", f'    name: "{name}",']
    if products:
        lines.append(f"    products: [{products}],")
    lines.append(f"    dependencies: [{', '.join(dependencies)}],")
    lines.append(f"    targets: [{targets}]")
    return "\n".join(lines + [")", ""])


def write(directory, with_statichub, root):
    """Writes `Library/` and `App/` under `directory`; returns the app package's path and the
    file holding the library registration the edit flips."""
    library, app = directory / "Library", directory / "App"
    (library / "Sources/Tools").mkdir(parents=True)
    (app / "Sources/App").mkdir(parents=True)
    runtime = f'.product(name: "StaticHub", package: "{root.name}")'
    plugins = f', plugins: [.plugin(name: "StaticHubPlugin", package: "{root.name}")]' if with_statichub else ""
    root_dependency = [f'.package(path: "{root}")'] if with_statichub else []

    (library / "Package.swift").write_text(_package(
        "Library", '.library(name: "Tools", targets: ["Tools"])', root_dependency,
        f'.target(name: "Tools", dependencies: [{runtime if with_statichub else ""}]{plugins})'))
    (library / "Sources/Tools/Services.swift").write_text(
        _service_types("Tool", LIBRARY_SERVICES, lambda d: f"any Tool{d}"))
    if with_statichub:
        body = [_registration("Tool", i, _singleton(i), lambda d: f"Tool{d}") for i in range(LIBRARY_SERVICES)]
        hub = ("import StaticHub\n\npublic enum ToolsHub {}\n\nextension ToolsHub {\n"
               "    static let all: [HubRegistration] = [\n" + "\n".join(body) + "\n    ]\n}\n")
    else:
        body = [_hand_written("Tool", i, _singleton(i), lambda d: f"resolveTool{d}()", "public ") for i in range(LIBRARY_SERVICES)]
        hub = "public enum ToolsHub {}\n\nextension ToolsHub {\n" + "\n".join(body) + "\n}\n"
    flipped = library / "Sources/Tools/ToolsHub.swift"
    flipped.write_text(hub)

    app_dependencies = [f'.package(path: "{library}")'] + root_dependency
    tools = '.product(name: "Tools", package: "Library")'
    (app / "Package.swift").write_text(_package(
        "App", "", app_dependencies,
        f'.executableTarget(name: "App", dependencies: [{tools}{", " + runtime if with_statichub else ""}]{plugins})'))
    # The app's services take a library service and, after the first, the app service before.
    lines = ["import Tools"]
    for index in range(APP_SERVICES):
        parameters = f"tool: any Tool{LIBRARY_SERVICES - 1 - index}" + (f", previous: any Feature{index - 1}" if index else "")
        lines += [f"protocol Feature{index}: Sendable {{}}", f"final class Feature{index}Impl: Feature{index} {{ init({parameters}) {{}} }}"]
    (app / "Sources/App/Features.swift").write_text("\n".join(lines) + "\n")
    if with_statichub:
        registrations = ["        HubImport(ToolsHub.self),"]
        for index in range(APP_SERVICES):
            types = f"(any Tool{LIBRARY_SERVICES - 1 - index}).self" + (f", (any Feature{index - 1}).self" if index else "")
            labels = "tool:" + ("previous:" if index else "")
            kind = "SingletonRegister" if _singleton(index) else "AutoRegister"
            registrations.append(f"        {kind}((any Feature{index}).self, parameterTypes: {types}, using: Feature{index}Impl.init({labels})),")
        hub = ("import StaticHub\nimport Tools\n\nenum AppHub {}\n\nextension AppHub {\n"
               "    static let all: [HubRegistration] = [\n" + "\n".join(registrations) + "\n    ]\n}\n")
    else:
        members = []
        for index in range(APP_SERVICES):
            arguments = f"tool: ToolsHub.resolveTool{LIBRARY_SERVICES - 1 - index}()" + (f", previous: resolveFeature{index - 1}()" if index else "")
            make = f"Feature{index}Impl({arguments})"
            if _singleton(index):
                members.append(f"    private static let sharedFeature{index}: any Feature{index} = {make}\n"
                               f"    static func resolveFeature{index}() -> any Feature{index} {{ sharedFeature{index} }}")
            else:
                members.append(f"    static func resolveFeature{index}() -> any Feature{index} {{ {make} }}")
        hub = "import Tools\n\nenum AppHub {}\n\nextension AppHub {\n" + "\n".join(members) + "\n}\n"
    (app / "Sources/App/AppHub.swift").write_text(hub)
    (app / "Sources/App/main.swift").write_text(f"print(AppHub.resolveFeature{APP_SERVICES - 1}())\n")
    return app, flipped


def flip(path, with_statichub):
    """Turns library service `FLIPPED` from transient into a singleton, or back."""
    text = path.read_text()
    if with_statichub:
        transient = _registration("Tool", FLIPPED, False, lambda d: f"Tool{d}")
        singleton = _registration("Tool", FLIPPED, True, lambda d: f"Tool{d}")
    else:
        call = lambda d: f"resolveTool{d}()"
        transient = _hand_written("Tool", FLIPPED, False, call, "public ")
        singleton = _hand_written("Tool", FLIPPED, True, call, "public ")
    path.write_text(text.replace(transient, singleton) if transient in text else text.replace(singleton, transient))
