// A stand-in for Xcode's `XcodeProjectPlugin` module, which only Xcode ships: it declares the
// part of the documented API that StaticHub's plugins use, with the same names and types, so
// that CI type-checks their `#if canImport(XcodeProjectPlugin)` code (`XcodePluginTests`).
// Nothing here runs.
import Foundation
import PackagePlugin

/// A build tool plugin that Xcode runs for a target of an Xcode project.
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A command plugin that Xcode runs on an Xcode project.
public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

/// What Xcode passes a plugin: the project, a work folder, and the tools it may run.
public struct XcodePluginContext {
    public var xcodeProject: XcodeProject { fatalError("a stand-in") }
    public var pluginWorkDirectoryURL: URL { fatalError("a stand-in") }

    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("a stand-in")
    }
}

/// An Xcode project, as a plugin sees it.
public struct XcodeProject {
    public var displayName: String { fatalError("a stand-in") }
    /// The folder that holds the project's `.xcodeproj`.
    public var directoryURL: URL { fatalError("a stand-in") }
    public var targets: [XcodeTarget] { fatalError("a stand-in") }
}

/// A target of an Xcode project: its files, and (reported empty by Xcode) its dependencies.
public struct XcodeTarget {
    public var displayName: String { fatalError("a stand-in") }
    public var inputFiles: FileList { fatalError("a stand-in") }
}
