import Foundation

/// The colour and image sets of a bundle's asset catalogs (`.xcassets` folders, which SwiftPM
/// on Linux copies into a resource bundle as they are), read once per bundle.
enum AssetCatalog {
    /// A bundle's sets by name.
    struct Contents {
        var colors: [String: Color] = [:]
        /// An image set's file, and the scale it was drawn for.
        var images: [String: (url: URL, scale: CGFloat)] = [:]
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var bundles: [String: Contents] = [:]
    nonisolated(unsafe) private static var warned: Set<String> = []

    /// The colour set `name`, or nil (with a warning on standard error, once) when none has it.
    static func color(named name: String, in bundle: Bundle) -> Color? {
        let (root, contents) = self.contents(of: bundle)
        if let color = contents.colors[name] { return color }
        lock.lock()
        defer { lock.unlock() }
        if warned.insert(root + "\u{0}" + name).inserted {
            FileHandle.standardError.write(
                Data("Vellum: no color named '\(name)' in the asset catalogs of \(root)\n".utf8))
        }
        return nil
    }

    /// The file of image set `name`, at the largest scale the set has.
    static func image(named name: String, in bundle: Bundle) -> (url: URL, scale: CGFloat)? {
        contents(of: bundle).contents.images[name]
    }

    private static func contents(of bundle: Bundle) -> (root: String, contents: Contents) {
        let root = (bundle.resourceURL ?? bundle.bundleURL).standardizedFileURL
        lock.lock()
        defer { lock.unlock() }
        if let known = bundles[root.path] { return (root.path, known) }
        let read = read(root)
        bundles[root.path] = read
        return (root.path, read)
    }

    /// Every set in the `.xcassets` folders within two levels of `root`, by name.
    static func read(_ root: URL) -> Contents {
        var contents = Contents()
        for catalog in catalogsUnder(root, depth: 2) {
            collect(in: catalog, namespace: "", into: &contents, depth: 0)
        }
        return contents
    }

    private static func children(of folder: URL) -> [URL] {
        (try? FileManager.default.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
    }

    private static func isFolder(_ url: URL) -> Bool {
        (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
    }

    private static func catalogsUnder(_ folder: URL, depth: Int) -> [URL] {
        var found: [URL] = []
        for child in children(of: folder) where isFolder(child) {
            if child.pathExtension == "xcassets" {
                found.append(child)
            } else if depth > 0 {
                found += catalogsUnder(child, depth: depth - 1)
            }
        }
        return found
    }

    /// Sets under `folder`; groups nest at most 16 deep.
    private static func collect(in folder: URL, namespace: String, into contents: inout Contents, depth: Int) {
        guard depth < 16 else { return }
        for child in children(of: folder) where isFolder(child) {
            switch child.pathExtension {
            case "colorset":
                if let color = colorSet(child.appendingPathComponent("Contents.json")) {
                    contents.colors[namespace + child.deletingPathExtension().lastPathComponent] = color
                }
            case "imageset":
                if let image = imageSet(child) {
                    contents.images[namespace + child.deletingPathExtension().lastPathComponent] = image
                }
            case "appiconset", "symbolset", "dataset", "launchimage", "textureset", "cubetextureset",
                "arimageset", "brandassets", "imagestack", "complicationset", "iconset", "solidimagestack":
                continue
            default:
                // A group: its folder name, dots and all, prefixes the names when it provides a namespace.
                let group = child.lastPathComponent
                let providesNamespace =
                    (json(child.appendingPathComponent("Contents.json"))?["properties"] as? [String: Any])?[
                        "provides-namespace"] as? Bool == true
                collect(
                    in: child, namespace: providesNamespace ? namespace + group + "/" : namespace, into: &contents,
                    depth: depth + 1)
            }
        }
    }

    private static func json(_ url: URL) -> [String: Any]? {
        let size = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        guard size < 1 << 20, let data = try? Data(contentsOf: url) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// An image set's file in a format Vellum decodes, for any device and the light
    /// appearance, at the largest scale it has (`1x` when it names none, as a vector does).
    static func imageSet(_ folder: URL) -> (url: URL, scale: CGFloat)? {
        guard let entries = json(folder.appendingPathComponent("Contents.json"))?["images"] as? [[String: Any]] else {
            return nil
        }
        var best: (url: URL, scale: CGFloat)?
        for entry in entries {
            guard let file = entry["filename"] as? String, entry["appearances"] == nil,
                Image.resourceExtensions.contains((file as NSString).pathExtension.lowercased())
            else { continue }
            if let idiom = entry["idiom"] as? String, idiom != "universal", idiom != "iphone" { continue }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            if best == nil || scale > best!.scale { best = (folder.appendingPathComponent(file), CGFloat(scale)) }
        }
        return best
    }

    /// A colour set's colours for the light and dark appearances: the Light entry, else the
    /// Any one, else the Dark one for light, and the other way round for dark; an iPhone entry
    /// over a universal one.
    static func colorSet(_ contents: URL) -> Color? {
        guard let entries = json(contents)?["colors"] as? [[String: Any]] else { return nil }
        var found: [String: (color: Color, isPhone: Bool)] = [:]
        for entry in entries {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone" else { continue }
            guard let color = (entry["color"] as? [String: Any]).flatMap(color(from:)) else { continue }
            let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
            // High-contrast variants are left to the platforms that have the setting.
            if appearances.contains(where: { $0["appearance"] as? String != "luminosity" }) { continue }
            let key = appearances.first?["value"] as? String ?? "any"
            guard ["any", "light", "dark"].contains(key) else { continue }
            if let known = found[key], known.isPhone || idiom != "iphone" { continue }
            found[key] = (color, idiom == "iphone")
        }
        guard let light = (found["light"] ?? found["any"] ?? found["dark"])?.color,
            let dark = (found["dark"] ?? found["any"] ?? found["light"])?.color
        else { return nil }
        return Color(light: light.light, dark: dark.dark)
    }

    /// One `"color"` object: its colour space and components. Xcode writes components as
    /// floats (`"0.502"`), as bytes (`"128"`) or as hex (`"0x80"`); an object whose components
    /// include an integer above 1 is in bytes throughout, so its `"1"` is 1/255.
    static func color(from object: [String: Any]) -> Color? {
        guard let components = object["components"] as? [String: Any] else { return nil }
        func text(_ key: String) -> String? {
            if let number = components[key] as? Double { return String(number) }
            return (components[key] as? String)?.trimmingCharacters(in: .whitespaces)
        }
        let channelKeys = ["red", "green", "blue", "white"]
        let inBytes = channelKeys.contains { key in
            guard let raw = text(key), !raw.contains("."), !raw.lowercased().hasPrefix("0x"), let value = Int(raw)
            else { return false }
            return value > 1
        }
        func value(_ key: String) -> Double? {
            guard let raw = text(key) else { return nil }
            if raw.lowercased().hasPrefix("0x") { return Int(raw.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let number = Double(raw), number.isFinite else { return nil }
            return inBytes && key != "alpha" ? number / 255 : number
        }
        let alpha = value("alpha") ?? 1
        let space = object["color-space"] as? String ?? "srgb"
        if let white = value("white") { return Color(white: white, opacity: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        switch space {
        case "display-p3": return Color(.displayP3, red: red, green: green, blue: blue, opacity: alpha)
        case "extended-linear-srgb": return Color(.sRGBLinear, red: red, green: green, blue: blue, opacity: alpha)
        default: return Color(red: red, green: green, blue: blue, opacity: alpha)
        }
    }
}
