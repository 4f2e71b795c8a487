import Swinject
import SwinjectAutoregistration

final class ToolsAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Logger.self) { _ in PrefixLogger() }.inObjectScope(ObjectScope.container)
        container.autoregister(ShellService.self, initializer: ShellServiceImpl.init).inObjectScope(.container)
        container.autoregister(UpdateInteractor.self, initializer: UpdateInteractorImpl.init(shell:logger:))
        container.register(Reporter.self) { r in Reporter(logger: r ~> Logger.self) }.inObjectScope(.weak)
        container.register(Badge.self) { _, owner in Badge(owner: owner) }
        #if DEBUG
            container.register(DebugMenu.self) { r in DebugMenu(logger: r.resolve(Logger.self)!) }
        #endif
        // One in each branch: the build decides which.
        #if DEBUG
            container.register(BuildLabel.self) { _ in BuildLabel(text: "debug build") }.inObjectScope(.container)
        #else
            container.register(BuildLabel.self) { _ in BuildLabel(text: "release build") }
        #endif
    }
}
