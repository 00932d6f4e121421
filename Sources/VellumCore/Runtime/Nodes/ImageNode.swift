import Foundation
import VellumGeometry

/// Lays out and draws an ``Image``: its natural size unless resizable, then stretched,
/// tiled or sliced by its cap insets.
final class ImageNode: _ViewNode {
    let image: Image
    let environment: EnvironmentValues
    /// The resolved image; nil when it could not be resolved (reported once, to the render).
    private let resolved: GraphicsContext.ResolvedImage?

    init(image: Image, environment: EnvironmentValues) {
        self.image = image
        self.environment = environment
        do {
            resolved = try image.resolved(in: environment)
        } catch {
            environment.renderIssues?.report(.invalidImage(error))
            resolved = nil
        }
        super.init()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let resolved else { return .zero }
        guard let resizing = image.resizing else { return resolved.size }
        // A resizable image takes what it is offered, never less than its cap insets.
        let offered = proposal.replacingUnspecifiedDimensions(by: resolved.size)
        // The insets as slicing uses them: finite, not negative, within the image.
        let caps = Self.clamped(resizing.capInsets, natural: resolved.size)
        return CGSize(
            width: max(offered.width, caps.left + caps.right), height: max(offered.height, caps.top + caps.bottom))
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        guard var resolved else { return }
        // An active `.disappear` symbol effect keeps a symbol's space but not its ink.
        if environment.symbolEffectHidesSymbols, case .system = image.content { return }
        let frame = CGRect(origin: .zero, size: sizeThatFits(proposal))
        if resolved.shading != nil {
            // A template fills with the view's foreground style, resolved against its frame.
            resolved.shading = .style(environment.resolvedForeground, frame: frame, environment: environment)
        }
        if environment.drawsPlaceholders {
            let shading = GraphicsContext.Shading.style(
                environment.resolvedForeground, frame: frame, environment: environment)
            context.fillPlaceholder(frame, cornerRadius: min(frame.width, frame.height) * 0.1, with: shading)
            return
        }
        let draw = { (layer: inout GraphicsContext) in self.draw(resolved, in: frame, context: &layer) }
        if image.isDecorative {
            context.drawLayer(accessibility: .hidden, content: draw)
        } else if let label = image.label?.plainText(in: environment) {
            context.drawLayer(accessibility: AccessibilityInfo(role: "img", label: label), content: draw)
        } else {
            draw(&context)
        }
    }

    private func draw(_ resolved: GraphicsContext.ResolvedImage, in frame: CGRect, context: inout GraphicsContext) {
        guard let resizing = image.resizing else {
            context.draw(resolved, in: CGRect(origin: .zero, size: resolved.size))
            return
        }
        let insets = resizing.capInsets
        let hasInsets = insets.top > 0 || insets.leading > 0 || insets.bottom > 0 || insets.trailing > 0
        guard hasInsets || resizing.mode == .tile else {
            context.draw(resolved, in: frame)
            return
        }
        guard case .source(let source) = resolved.content else {
            environment.renderIssues?.report(.unsupported(feature: "cap insets or tiling on a symbol or a drawn image"))
            return
        }
        var style = FillStyle()
        style.isAntialiased = resolved.isAntialiased
        for slice in Self.slices(natural: resolved.size, frame: frame, insets: insets) {
            let tiled = resizing.mode == .tile && slice.isStretchable
            let tileFrame =
                tiled ? CGRect(origin: slice.destination.origin, size: slice.naturalSize) : slice.destination
            let pattern = ImagePattern(
                source: source, frame: tileFrame, sourceRect: slice.source, isTiled: tiled,
                interpolation: resolved.interpolation)
            context.drawImage(pattern, in: Path(slice.destination), style: style, template: resolved.shading)
        }
    }

    /// The cap insets as slicing uses them: finite, not negative, and scaled down together
    /// when a pair is wider (or taller) than the image.
    static func clamped(_ insets: EdgeInsets, natural: CGSize) -> (
        left: CGFloat, right: CGFloat, top: CGFloat, bottom: CGFloat
    ) {
        func clampPair(_ a: CGFloat, _ b: CGFloat, _ limit: CGFloat) -> (CGFloat, CGFloat) {
            let first = a.isFinite ? max(a, 0) : 0, second = b.isFinite ? max(b, 0) : 0
            let total = first + second
            guard total > limit, total > 0 else { return (first, second) }
            return (first * limit / total, second * limit / total)
        }
        let (left, right) = clampPair(insets.leading, insets.trailing, max(natural.width, 0))
        let (top, bottom) = clampPair(insets.top, insets.bottom, max(natural.height, 0))
        return (left, right, top, bottom)
    }

    /// One of the nine parts of a sliced image.
    struct Slice: Equatable {
        /// Where it is drawn (view space).
        var destination: CGRect
        /// The part of the image, in unit coordinates.
        var source: CGRect
        /// Its size at the image's natural size, in points.
        var naturalSize: CGSize
        /// Whether it stretches or tiles (the centre and edges); corners keep their size.
        var isStretchable: Bool
    }

    /// The image cut by `insets` into up to nine parts: corners at their natural size, edges
    /// and centre filling the rest of `frame`. Empty parts are left out.
    static func slices(natural: CGSize, frame: CGRect, insets: EdgeInsets) -> [Slice] {
        guard natural.width > 0, natural.height > 0 else { return [] }
        let (left, right, top, bottom) = clamped(insets, natural: natural)
        // Columns and rows: (natural start, natural length, destination start, destination length).
        let columns = [
            (0, left, frame.minX, left),
            (left, natural.width - left - right, frame.minX + left, frame.width - left - right),
            (natural.width - right, right, frame.maxX - right, right)
        ]
        let rows = [
            (0, top, frame.minY, top),
            (top, natural.height - top - bottom, frame.minY + top, frame.height - top - bottom),
            (natural.height - bottom, bottom, frame.maxY - bottom, bottom)
        ]
        var slices: [Slice] = []
        for (rowIndex, row) in rows.enumerated() {
            for (columnIndex, column) in columns.enumerated() {
                guard column.1 > 0, row.1 > 0, column.3 > 0, row.3 > 0 else { continue }
                slices.append(
                    Slice(
                        destination: CGRect(x: column.2, y: row.2, width: column.3, height: row.3),
                        source: CGRect(
                            x: column.0 / natural.width, y: row.0 / natural.height,
                            width: column.1 / natural.width, height: row.1 / natural.height),
                        naturalSize: CGSize(width: column.1, height: row.1),
                        isStretchable: rowIndex == 1 || columnIndex == 1))
            }
        }
        return slices
    }
}
