import Foundation
import VellumGeometry

/// A view that draws with immediate-mode calls on a ``GraphicsContext``, as in SwiftUI.
///
/// It takes the size it is proposed; with no proposal it is 10 × 10 points, as SwiftUI's
/// flexible views. Size it with `.frame(width:height:)`.
///
/// ```swift
/// Canvas { context, size in
///     context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 10, dy: 10)),
///                    with: .color(.blue), lineWidth: 20)
/// }
/// .frame(width: 256, height: 256)
/// ```
///
/// Views given as `symbols` and tagged are drawn by the renderer wherever it likes, with
/// ``GraphicsContext/resolveSymbol(id:)``:
///
/// ```swift
/// Canvas { context, size in
///     guard let dot = context.resolveSymbol(id: 0) else { return }
///     for x in stride(from: 10.0, to: size.width, by: 20) {
///         context.draw(dot, at: CGPoint(x: x, y: size.height / 2))
///     }
/// } symbols: {
///     Circle().fill(.orange).frame(width: 12, height: 12).tag(0)
/// }
/// ```
public struct Canvas<Symbols: View>: View, _PrimitiveView {
    public typealias Body = Never

    /// The closure that draws.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Views the renderer may draw, each found by its `tag` (``GraphicsContext/resolveSymbol(id:)``).
    public var symbols: Symbols
    /// Whether the canvas promises to cover its whole area with opaque content. Default: false.
    public var isOpaque: Bool
    /// The working colour space of the drawing. Default: `.nonLinear`; recorded, not acted on.
    public var colorMode: ColorRenderingMode
    /// Whether SwiftUI may draw off the main thread. Every Vellum render may: kept for the API.
    public var rendersAsynchronously: Bool

    /// Creates a canvas that draws with `renderer`, which may draw the tagged views of `symbols`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        let renderer = self.renderer
        let symbolNodes = Symbols.self == EmptyView.self ? [] : ViewTree.nodes(of: symbols, in: environment)
        return [
            LeafNode(
                size: flexibleLeafSize(for:),
                draw: { context, size in
                    var local = context
                    local.environment = environment
                    local.symbols = CanvasSymbols(nodes: symbolNodes, proposal: ProposedViewSize(size))
                    // A canvas that is the whole drawing is clipped by the image's own edges already.
                    if !(context.transform.isIdentity && size == context.size) {
                        local.clip(to: Path(CGRect(origin: .zero, size: size)))
                    }
                    renderer(&local, size)
                })
        ]
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates a canvas that draws with `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(
            opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer,
            symbols: { EmptyView() })
    }
}

/// The proposed size (10 for an unspecified dimension); negative lengths count as 0.
/// Infinite and NaN proposals pass through, so rendering reports them as invalid sizes.
func flexibleLeafSize(for proposal: ProposedViewSize) -> CGSize {
    let size = proposal.replacingUnspecifiedDimensions()
    return CGSize(width: size.width < 0 ? 0 : size.width, height: size.height < 0 ? 0 : size.height)
}

/// A canvas's symbol views, laid out on demand: each is proposed the canvas's size.
struct CanvasSymbols {
    let nodes: [_ViewNode]
    let proposal: ProposedViewSize

    func node(tagged id: AnyHashable) -> _ViewNode? {
        nodes.first { $0.tagValue == id }
    }
}

extension GraphicsContext {
    /// A view of a ``Canvas``'s `symbols`, ready to draw, as SwiftUI's.
    public struct ResolvedSymbol {
        let node: _ViewNode
        let proposal: ProposedViewSize

        /// The symbol's size: what it takes when proposed the canvas's size.
        public var size: CGSize { node.sizeThatFits(proposal) }
    }

    /// The symbol view tagged `id` among the canvas's `symbols`, or nil when none is.
    ///
    /// ```swift
    /// if let star = context.resolveSymbol(id: "star") { context.draw(star, at: center) }
    /// ```
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        guard let symbols, let node = symbols.node(tagged: AnyHashable(id)) else { return nil }
        return ResolvedSymbol(node: node, proposal: symbols.proposal)
    }

    /// Draws `symbol` with its `anchor` point (default: its centre) at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = symbol.size
        var local = self
        local.translateBy(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        symbol.node.draw(in: &local, proposal: symbol.proposal)
    }

    /// Draws `symbol` laid out again in `rect`: proposed its size, and centred in it as a frame
    /// centres its content.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        let proposal = ProposedViewSize(rect.size)
        let size = symbol.node.sizeThatFits(proposal)
        var local = self
        local.translateBy(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2)
        symbol.node.draw(in: &local, proposal: proposal)
    }
}
