import Foundation

/// Where an ``AsyncImage`` is in loading its image, as SwiftUI's.
public enum AsyncImagePhase: @unchecked Sendable {
    /// Not loaded yet: what a render shows.
    case empty
    /// Loaded.
    case success(Image)
    /// Loading failed.
    case failure(any Error)

    /// The image, when loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, when loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that loads an image from a URL, as SwiftUI's, drawn as SwiftUI draws it first: in
/// its `.empty` phase, before anything has loaded. A render never waits on the network, as
/// `ImageRenderer` does not: load the image yourself and pass an ``Image`` to draw it.
///
/// ```swift
/// AsyncImage(url: avatarURL) { image in
///     image.resizable().scaledToFill()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 64, height: 64)
/// ```
public struct AsyncImage<Content: View>: View {
    /// The view of each phase; `Content` is what SwiftUI's initializers name.
    let phaseView: (AsyncImagePhase) -> AnyView

    /// An image from `url` with SwiftUI's standard placeholder, a grey area filling the space
    /// offered, until it loads.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        phaseView = { phase in
            if let image = phase.image { return AnyView(image) }
            return AnyView(Color(uiColor: .secondarySystemFill))
        }
    }

    /// An image from `url` shaped by `content` once loaded, and `placeholder` until then.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        phaseView = { phase in
            if let image = phase.image {
                return AnyView(ViewBuilder.buildEither(first: content(image)) as Content)
            }
            return AnyView(ViewBuilder.buildEither(second: placeholder()) as Content)
        }
    }

    /// An image from `url`, each phase of its loading drawn by `content`.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        phaseView = { AnyView(content($0)) }
    }

    public var body: some View { phaseView(.empty) }
}
