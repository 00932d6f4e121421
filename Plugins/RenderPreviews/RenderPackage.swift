import Foundation
import PackagePlugin

/// The package `render-previews` builds in its work directory: copies of the target's
/// sources as an executable of the same name (so `#fileID` and the `#Preview` expansions'
/// names are the target's own), whose generated `main.swift` draws every preview; copies of
/// its in-package dependencies that no library product of the package holds; and every
/// package of the graph as a path dependency, so that nothing is fetched.
struct RenderPackage {
    let target: SourceModuleTarget
    let scanned: [ScannedFile]
    let previews: [ScannedFile.Preview]
    let context: PluginContext

    init(target: SourceModuleTarget, scanned: [ScannedFile], previews: [ScannedFile.Preview], context: PluginContext)
        throws
    {
        self.target = target
        self.scanned = scanned
        self.previews = previews
        self.context = context
    }

    func write(to directory: URL) throws {
        var copies: [SourceModuleTarget] = [target]
        var targetLines: [String] = []
        var index = 0
        while index < copies.count {
            let module = copies[index]
            index += 1
            var dependencies: [String] = []
            for dependency in module.dependencies {
                switch dependency {
                case .product(let product):
                    if let name = packageIdentity(ofProduct: product) {
                        dependencies.append(
                            ".product(name: \(product.name.debugDescription), package: \(name.debugDescription))")
                    }
                case .target(let other):
                    guard let source = other as? SourceModuleTarget else { continue }
                    if let product = libraryProduct(holding: other) {
                        let root = identity(of: context.package.directoryURL)
                        dependencies.append(
                            ".product(name: \(product.debugDescription), package: \(root.debugDescription))")
                    } else {
                        if !copies.contains(where: { $0.id == source.id }) { copies.append(source) }
                        dependencies.append(other.name.debugDescription)
                    }
                @unknown default:
                    continue
                }
            }
            let isRunner = module.id == target.id
            let skipped = Set(isRunner ? scanned.filter { $0.skipReason != nil }.map(\.path) : [])
            let resources = try copy(
                module, to: directory.appendingPathComponent("Sources/\(module.name)"), leaving: skipped)
            let kind = isRunner ? "executableTarget" : "target"
            // A folder SwiftPM keeps whole (an asset catalog) is copied as it is, so it stays one
            // folder in the bundle; files are processed as the target's own manifest would.
            let resourceList = resources.map { resource in
                resource.isFolder
                    ? ".copy(\(resource.path.debugDescription))" : ".process(\(resource.path.debugDescription))"
            }.joined(separator: ", ")
            targetLines.append(
                "        .\(kind)(name: \(module.name.debugDescription), dependencies: [\(dependencies.joined(separator: ", "))], path: \"Sources/\(module.name)\", resources: [\(resourceList)]),"
            )
        }
        let packages = allPackageDirectories().map { "        .package(path: \($0.path.debugDescription))," }
        let manifest = """
            // swift-tools-version:6.0
            // Written by Vellum's render-previews plugin for \(target.name): rewritten on every run.
            import PackageDescription

            let package = Package(
                name: "VellumPreviewRender",
                dependencies: [
            \(packages.joined(separator: "\n"))
                ],
                targets: [
            \(targetLines.joined(separator: "\n"))
                ],
                // Swift 5 mode accepts a Swift 6 target's code too, and a target written for
                // Swift 5 (most SwiftUI packages) would fail strict concurrency checking in 6.
                swiftLanguageModes: [.v5]
            )

            """
        try writeIfChanged(manifest, to: directory.appendingPathComponent("Package.swift"))
    }

    /// Copies `module`'s files (but `leaving`) into `destination`, rewriting only files that
    /// changed so that a second run rebuilds only what changed; removes files it no longer
    /// has. Returns the resources' paths relative to `destination`, and which are folders.
    func copy(_ module: SourceModuleTarget, to destination: URL, leaving: Set<String>) throws -> [(
        path: String, isFolder: Bool
    )] {
        // The files' common directory (a target's own directory needs tools version 6.1).
        let paths = module.sourceFiles.map { $0.url.standardizedFileURL.deletingLastPathComponent().pathComponents }
        let common = paths.dropFirst().reduce(paths.first ?? []) { common, next in
            Array(zip(common, next).prefix { $0 == $1 }.map(\.0))
        }
        let root = NSString.path(withComponents: common)
        var kept = Set<String>()
        var resources: [(path: String, isFolder: Bool)] = []
        for file in module.sourceFiles where !leaving.contains(file.url.path) {
            guard file.type == .source || file.type == .resource else { continue }
            let path = file.url.standardizedFileURL.path
            let relative =
                path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : file.url.lastPathComponent
            // A resource can be a folder SwiftPM keeps whole (an asset catalog): its files go too.
            let isFolder = (try? file.url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
            if file.type == .resource { resources.append((relative, isFolder)) }
            if isFolder {
                try FileManager.default.createDirectory(
                    at: destination.appendingPathComponent(relative), withIntermediateDirectories: true)
            }
            for (source, inner) in regularFiles(at: file.url) {
                let copied = inner.isEmpty ? relative : relative + "/" + inner
                kept.insert(copied)
                try writeIfChanged(Data(contentsOf: source), to: destination.appendingPathComponent(copied))
            }
        }
        if module.id == target.id {
            // The runner: every preview drawn in file and line order.
            kept.insert("main.swift")
            let tool = try context.tool(named: "VellumPreviewsTool").url
            let main = destination.appendingPathComponent("main.swift")
            let files = scanned.filter { $0.skipReason == nil }.map(\.path)
            try RenderPreviews().run(
                tool, ["generate", "--runner", "--output", main.path, "--module", module.name] + files)
        }
        if let enumerator = FileManager.default.enumerator(
            at: destination, includingPropertiesForKeys: [.isRegularFileKey])
        {
            for case let url as URL in enumerator
            where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                let relative = String(
                    url.standardizedFileURL.path.dropFirst(destination.standardizedFileURL.path.count + 1))
                if !kept.contains(relative) { try FileManager.default.removeItem(at: url) }
            }
        }
        return resources
    }

    /// `url` itself with an empty relative path when it is a file; else every regular file
    /// under it, with its path relative to `url`.
    func regularFiles(at url: URL) -> [(URL, String)] {
        let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
        guard isFolder else { return [(url, "")] }
        let base = url.standardizedFileURL.path
        var files: [(URL, String)] = []
        if let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let inner as URL in enumerator
            where (try? inner.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.append((inner, String(inner.standardizedFileURL.path.dropFirst(base.count + 1))))
            }
        }
        return files
    }

    /// The name of a library product of this package that holds `target`, if any.
    func libraryProduct(holding target: Target) -> String? {
        context.package.products.first { product in
            product is LibraryProduct && product.targets.contains { $0.id == target.id }
        }?.name
    }

    /// The identity of the package that vends `product`, as a path dependency names it.
    func packageIdentity(ofProduct product: Product) -> String? {
        for package in allPackages() where package.products.contains(where: { $0.id == product.id }) {
            return identity(of: package.directoryURL)
        }
        return nil
    }

    /// Every package of the graph: this one and its dependencies, recursively.
    func allPackages() -> [Package] {
        var found: [Package] = [context.package]
        var index = 0
        while index < found.count {
            for dependency in found[index].dependencies where !found.contains(where: { $0.id == dependency.package.id })
            {
                found.append(dependency.package)
            }
            index += 1
        }
        return found
    }

    func allPackageDirectories() -> [URL] { allPackages().map(\.directoryURL) }

    /// A path dependency's identity: its directory's name, lowercased.
    func identity(of directory: URL) -> String { directory.standardizedFileURL.lastPathComponent.lowercased() }

    func writeIfChanged(_ text: String, to url: URL) throws { try writeIfChanged(Data(text.utf8), to: url) }

    func writeIfChanged(_ data: Data, to url: URL) throws {
        if (try? Data(contentsOf: url)) == data { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}
