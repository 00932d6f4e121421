import Foundation
import PackagePlugin

/// Applied to a test target, writes `vellumPreviews`: every `#Preview` and `PreviewProvider`
/// of the modules the target depends on (in its package), for `assertPreviewSnapshots(_:)`.
///
/// ```swift
/// .testTarget(name: "BadgesTests", dependencies: ["Badges", .product(name: "VellumTesting", package: "vellum")],
///             plugins: [.plugin(name: "VellumPreviewsPlugin", package: "vellum")])
/// ```
@main
struct VellumPreviewsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("VellumPreviews.swift")
        var arguments = ["generate", "--output", output.path]
        var inputs: [URL] = []
        for case .target(let dependency) in target.dependencies {
            guard let module = dependency as? SourceModuleTarget, module.kind != .test else { continue }
            let files = module.sourceFiles(withSuffix: "swift").map(\.url)
            arguments += ["--module", module.name] + files.map(\.path)
            inputs += files
        }
        return [
            .buildCommand(
                displayName: "Listing the previews of \(target.name)'s modules",
                executable: try context.tool(named: "VellumPreviewsTool").url, arguments: arguments,
                inputFiles: inputs, outputFiles: [output])
        ]
    }
}
