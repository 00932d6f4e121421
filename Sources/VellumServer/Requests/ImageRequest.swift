import Vellum

/// A route's parameters read into a canonical key (for the cache and the ETag), how the image
/// is delivered, and the view it draws in each colour scheme.
protocol ImageRequest: Sendable {
    /// The query parameters the route takes; any other is an error that lists these.
    static var parameters: [String] { get }
    /// The canonical key: equal keys, equal bytes.
    var key: String { get }
    /// Scale, theme, alt text and caching.
    var look: ImageLook { get }
    /// Whether the image plays (an APNG or animated SVG). Default: false.
    var animates: Bool { get }
    /// The view in `colorScheme`.
    func view(colorScheme: ColorScheme) -> AnyView
}

/// A request read from its `{value}` and query alone, with no other path parameters.
protocol ValueImageRequest: ImageRequest {
    init(value text: String, query: inout Query) throws
}

extension ImageRequest {
    var animates: Bool { false }

    /// What the server draws for this request.
    var renderable: Renderable {
        Renderable(key: key, look: look, animates: animates) { view(colorScheme: $0) }
    }
}
