import Vellum
import VellumJobs

/// What a route asks the server to draw, keyed for the cache: a view per colour scheme, or a
/// job (`POST /v1/render`).
struct Renderable: Sendable {
    enum Content: Sendable {
        case view(@Sendable (ColorScheme) -> AnyView)
        case job(ImageJob)
    }

    var key: String
    var look: ImageLook
    var animates = false
    var content: Content

    init(key: String, look: ImageLook, animates: Bool = false, content: Content) {
        self.key = key
        self.look = look
        self.animates = animates
        self.content = content
    }

    init(key: String, look: ImageLook, animates: Bool = false, view: @escaping @Sendable (ColorScheme) -> AnyView) {
        self.init(key: key, look: look, animates: animates, content: .view(view))
    }
}
