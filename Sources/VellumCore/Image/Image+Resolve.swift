import Foundation
import VellumGeometry

extension Image {
    /// The extensions a named image is looked up with, in order.
    static let resourceExtensions = ["png", "jpg", "jpeg", "webp", "gif", "svg"]

    /// The image ready to draw in `environment`: decoded (through the environment's decoder),
    /// sized, with its template shading.
    func resolved(in environment: EnvironmentValues) throws(ImageError) -> GraphicsContext.ResolvedImage {
        let content: GraphicsContext.ResolvedImage.Content
        let size: CGSize
        var isSymbol = false
        switch self.content {
        case .named(let name, let bundle):
            let (url, scale) = try Self.resourceURL(name, in: bundle ?? .main)
            let source = try Self.decode(try Self.read(url), in: environment)
            (content, size) = (.source(source), Self.pointSize(of: source, scale: scale))
        case .data(let data, let scale):
            let source = try Self.decode(data, in: environment)
            (content, size) = (.source(source), Self.pointSize(of: source, scale: scale))
        case .file(let url, let scale):
            let source = try Self.decode(try Self.read(url), in: environment)
            (content, size) = (.source(source), Self.pointSize(of: source, scale: scale))
        case .source(let source, let scale):
            (content, size) = (.source(source), Self.pointSize(of: source, scale: scale))
        case .drawing(let drawingSize, let renderer):
            let valid = CGSize(
                width: drawingSize.width.isFinite ? max(drawingSize.width, 0) : 0,
                height: drawingSize.height.isFinite ? max(drawingSize.height, 0) : 0)
            (content, size) = (.drawing(renderer, size: valid), valid)
        case .system(let name):
            isSymbol = true
            guard let symbol = SymbolCatalog.symbol(named: name) else { throw .unknownSymbol(name: name) }
            let fontSize = (environment.textAttributes.font ?? .body).size
            let side = fontSize * SymbolCatalog.boxPerFontPoint * environment.imageScale.factor
            switch symbol {
            case .path(let path, let designSize):
                let height = side * designSize.height / 24
                let width = designSize.height > 0 ? height * designSize.width / designSize.height : 0
                (content, size) = (.symbol(path, designSize: designSize), CGSize(width: width, height: height))
            case .svg(let data):
                let source = try Self.decode(data, in: environment)
                let natural = source.size
                let width = natural.height > 0 ? side * natural.width / natural.height : side
                (content, size) = (.source(source), CGSize(width: width, height: side))
            }
        }
        var resolved = GraphicsContext.ResolvedImage(content: content, size: size)
        resolved.interpolation = interpolationMode
        resolved.isAntialiased = isAntialiased
        if templateMode ?? (isSymbol ? .template : .original) == .template {
            resolved.shading = .style(
                environment.resolvedForeground, frame: CGRect(origin: .zero, size: size),
                environment: environment)
        }
        return resolved
    }

    /// A bitmap's pixels at `scale` pixels per point, or a vector's own size.
    private static func pointSize(of source: ImageSource, scale: CGFloat) -> CGSize {
        guard case .bitmap = source else { return source.size }
        let valid = scale.isFinite && scale > 0 ? scale : 1
        return CGSize(width: source.size.width / valid, height: source.size.height / valid)
    }

    /// The resource `name` (with or without its extension) in `bundle`, else the image set of
    /// that name in its asset catalogs, with the scale the file was drawn for.
    private static func resourceURL(_ name: String, in bundle: Bundle) throws(ImageError) -> (URL, CGFloat) {
        let given = (name as NSString).pathExtension.lowercased()
        if resourceExtensions.contains(given),
            let url = bundle.url(forResource: (name as NSString).deletingPathExtension, withExtension: given)
        {
            return (url, 1)
        }
        for ext in resourceExtensions {
            if let url = bundle.url(forResource: name, withExtension: ext) { return (url, 1) }
        }
        if let image = AssetCatalog.image(named: name, in: bundle) { return (image.url, image.scale) }
        throw .notFound(name: name)
    }

    /// The bytes of the file at `url`, refusing files over the size limit before reading.
    private static func read(_ url: URL) throws(ImageError) -> Data {
        let path = url.path
        let attributes: [FileAttributeKey: Any]
        do { attributes = try FileManager.default.attributesOfItem(atPath: path) } catch {
            throw .unreadable(path: path, reason: "no such file")
        }
        if let bytes = (attributes[.size] as? NSNumber)?.intValue, bytes > ImageLimits.maximumFileBytes {
            throw .fileTooLarge(bytes: bytes)
        }
        guard (attributes[.type] as? FileAttributeType) != .typeDirectory else {
            throw .unreadable(path: path, reason: "a directory")
        }
        do { return try Data(contentsOf: url) } catch {
            throw .unreadable(path: path, reason: "\(error.localizedDescription)")
        }
    }

    private static func decode(_ data: Data, in environment: EnvironmentValues) throws(ImageError) -> ImageSource {
        guard data.count <= ImageLimits.maximumFileBytes else { throw .fileTooLarge(bytes: data.count) }
        guard let decoder = environment.imageDecoder else { throw .noDecoder }
        return try decoder.decode(data)
    }
}
