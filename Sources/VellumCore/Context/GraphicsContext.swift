import Foundation
import VellumGeometry

/// An immediate-mode drawing destination, with SwiftUI's API: ``Canvas`` hands one to its
/// closure. Every call is recorded into a backend-neutral ``Drawing``.
///
/// The state (``transform``, ``opacity``, ``blendMode``, clips, filters) is a value: copies
/// are independent, and each drawing call uses the state it is made with.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))
///     context.stroke(Path(CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(.blue), lineWidth: 4)
/// }
/// ```
public struct GraphicsContext {
    /// The compositing mode of later drawing calls. Default: `.normal`.
    public typealias BlendMode = VellumCore.BlendMode

    private let recorder: DrawingRecorder
    private var state = DrawingState()
    var filters: [Filter] = []
    /// Layers whose alpha (or its complement) limits later drawing (`clipToLayer`).
    private var layerClips: [(items: [DrawingItem], isInverse: Bool)] = []
    /// Effects a container's `opacity` and `shadow` leave for each of its children to apply
    /// on its own, as SwiftUI applies them (see ``_ViewNode`` containers).
    var perChildEffects = PerChildEffects()
    /// The tagged views a ``Canvas`` hands its renderer (``resolveSymbol(id:)``); nil elsewhere.
    var symbols: CanvasSymbols?

    /// The size of the layer being drawn, in its root points.
    public let size: CGSize

    /// The environment of the view that draws (a ``Canvas``'s): text drawn with
    /// `draw(_:at:anchor:)` is shaped with its ``EnvironmentValues/textShaper``.
    /// Default: the environment of the render that recorded the drawing.
    public internal(set) var environment = EnvironmentValues()

    init(recorder: DrawingRecorder, size: CGSize) {
        self.recorder = recorder
        self.size = size
    }

    /// Records a drawing of `size` made by `draw`.
    public static func record(
        size: CGSize, environment: EnvironmentValues = EnvironmentValues(),
        _ draw: (inout GraphicsContext) throws -> Void
    ) rethrows -> Drawing {
        let recorder = DrawingRecorder()
        var context = GraphicsContext(recorder: recorder, size: size)
        context.environment = environment
        try draw(&context)
        return Drawing(size: size, items: recorder.items)
    }

    // MARK: State

    /// Maps user space to the layer's root space. Default: identity.
    public var transform: CGAffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }

    /// Multiplies the alpha of later drawing calls; clamped to 0...1, NaN as 0. Default: 1.
    public var opacity: Double {
        get { state.opacity }
        set { state.opacity = newValue.isNaN ? 0 : min(max(newValue, 0), 1) }
    }

    /// How later drawing calls composite. Default: `.normal`.
    public var blendMode: BlendMode {
        get { state.blendMode }
        set { state.blendMode = newValue }
    }

    /// Moves the origin of user space.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales user space.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Rotates user space; positive angles turn clockwise on screen.
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: angle.radians)
    }

    /// Applies `matrix` to user space before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping

    /// Limits later drawing to the inside (or, with `.inverse`, the outside) of `path`.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        state.clips.append(
            DrawingClip(
                path: path.applying(transform), style: style,
                isInverse: options.contains(.inverse)))
    }

    /// Limits later drawing to where `content` draws, by its alpha times `opacity` (with
    /// `.inverse`, to where it does not), as SwiftUI's: a soft-edged clip.
    ///
    /// ```swift
    /// context.clipToLayer { layer in
    ///     layer.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 64, height: 64)),
    ///                with: .radialGradient(Gradient(colors: [.black, .clear]), center: CGPoint(x: 32, y: 32),
    ///                                      startRadius: 0, endRadius: 32))
    /// }
    /// context.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 64)), with: .color(.blue))  // a soft blue disc
    /// ```
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(),
        content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        var items = try recordLayerItems(content)
        let alpha = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        if alpha < 1 { items = [.layer(items, LayerStyle(opacity: alpha), DrawingState())] }
        layerClips.append((items, options.contains(.inverse)))
    }

    /// The bounding rectangle of the current clip in user space; the whole layer when
    /// nothing clips. An inverse clip does not shrink it.
    public var clipBoundingRect: CGRect {
        var bounds = CGRect(origin: .zero, size: size)
        for clip in state.clips where !clip.isInverse {
            bounds = bounds.intersection(clip.path.boundingRect)
        }
        if bounds.isNull { return .zero }
        return bounds.applying(transform.inverted())
    }

    // MARK: Filters

    /// Adds a filter for later drawing calls. Filters apply from the last added to the first,
    /// as in SwiftUI: each added filter takes the result of those added after it.
    ///
    /// ```swift
    /// context.addFilter(.saturation(0), options: .linearColor)
    /// ```
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        var filter = filter
        if options.contains(.linearColor) {
            if case .blur = filter.kind {
                environment.renderIssues?.report(.unsupported(feature: "FilterOptions.linearColor for a blur"))
            }
            filter.usesLinearColor = true
        }
        filters.append(filter)
    }

    // MARK: Drawing

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty else { return }
        let (paint, effects) = shading.paint(for: path, in: environment)
        record(.fill(path, paint, style, state), effects: effects, region: { path }, regionStyle: style)
    }

    /// Strokes `path` with `shading` and `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard !path.isEmpty, style.lineWidth.isFinite, style.lineWidth > 0 else { return }
        // As in SwiftUI, a style's unit points resolve against the path's bounds, not the stroke's.
        let (paint, effects) = shading.paint(for: path, in: environment)
        record(.stroke(path, paint, style, state), effects: effects) { path.strokedPath(style) }
    }

    /// Records `item` with a style's effects (blend mode, shadows) when it has any;
    /// `region` is the area it paints, needed only for inner shadows.
    private func record(
        _ item: DrawingItem, effects: _ShapeStyleEffects?, region: () -> Path,
        regionStyle: FillStyle = FillStyle()
    ) {
        guard let effects, effects.blendMode != nil || !effects.shadows.isEmpty else {
            record(item)
            return
        }
        let area = effects.shadows.contains { $0.kind == .inner } ? region() : Path()
        drawing(area, style: regionStyle, effects: effects) { context in
            var item = item
            item.state = context.state
            context.record(item)
        }
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws shaped text (its outline) with `shading`.
    func draw(_ run: TextRun, with shading: Shading) {
        guard !run.outline.isEmpty else { return }
        let (paint, effects) = shading.paint(for: run.outline, in: environment)
        record(.text(run, paint, state), effects: effects, region: { run.outline })
    }

    /// Draws what `content` draws into a new transparent layer, then composites the layer
    /// with this context's opacity, blend mode, clips and filters.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        try appendLayer(content: content) { _ in }
    }

    /// Draws what `content` draws into a new layer and composites it only where `mask`
    /// draws (by the mask's alpha), with this context's opacity, blend mode, clips and filters.
    public func drawLayer(
        masked mask: (inout GraphicsContext) throws -> Void,
        content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        let maskItems = try recordLayerItems(mask)
        try appendLayer(content: content) { $0.mask = maskItems }
    }

    /// Draws what `content` draws into a layer that tells assistive technology what it is:
    /// the SVG writer writes `info` as a `role` and ARIA attributes on the layer's group.
    ///
    /// ```swift
    /// context.drawLayer(accessibility: AccessibilityInfo(role: "img", label: "Logo")) { layer in
    ///     layer.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.blue))
    /// }
    /// ```
    public func drawLayer(accessibility: AccessibilityInfo, content: (inout GraphicsContext) throws -> Void) rethrows {
        try appendLayer(content: content) { $0.accessibility = accessibility }
    }

    /// What `draw` records in a fresh layer with this context's transform.
    private func recordLayerItems(_ draw: (inout GraphicsContext) throws -> Void) rethrows -> [DrawingItem] {
        let recorder = DrawingRecorder()
        var layer = GraphicsContext(recorder: recorder, size: size)
        layer.transform = transform
        layer.environment = environment
        // A canvas's symbols stay resolvable in its layers (SwiftUI's metaball example draws them there).
        layer.symbols = symbols
        try draw(&layer)
        return recorder.items
    }

    /// Draws what `content` draws into a layer whose accessibility is decided once it is drawn:
    /// `info` gets the layer's items (nil: an ordinary layer). With `mergingInside`, the
    /// elements inside stop being elements (the layer stands for them).
    package func drawLayer(
        accessibility info: ([DrawingItem]) -> AccessibilityInfo?, mergingInside: Bool = false,
        content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        try appendLayer(
            content: content,
            styleFor: { items, style in
                style.accessibility = info(items)
                if mergingInside { items = items.map(\.withoutAccessibility) }
            })
    }

    /// Records `content` as a layer composited with this context's state (its transform
    /// already applied inside), its style adjusted by `style`; nothing when it draws nothing.
    private func appendLayer(
        content: (inout GraphicsContext) throws -> Void,
        style adjust: (inout LayerStyle) -> Void
    ) rethrows {
        try appendLayer(content: content, styleFor: { _, style in adjust(&style) })
    }

    /// ``appendLayer(content:style:)`` with a style that depends on what the layer holds.
    private func appendLayer(
        content: (inout GraphicsContext) throws -> Void,
        styleFor adjust: (inout [DrawingItem], inout LayerStyle) -> Void
    ) rethrows {
        var items = try recordLayerItems(content)
        guard !items.isEmpty else { return }
        var composite = state
        composite.transform = .identity
        // Mask, accessibility and animation belong to the outermost layer, which composites.
        var styles = layerStyles()
        adjust(&items, &styles[styles.count - 1])
        append(Self.nest(items, in: styles, outer: composite))
    }

    /// Draws what `content` draws into a layer that moves when the drawing is played as an
    /// animation: a rotation's centre is given in user space. Still renderers (PNG, PDF, a
    /// plain SVG) draw the layer as it is recorded, in place.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     let center = CGPoint(x: size.width / 2, y: size.height / 2)
    ///     context.drawLayer(animation: .rotation(center: center, steps: 0)) { layer in
    ///         layer.fill(Path(CGRect(x: center.x - 2, y: 0, width: 4, height: center.y)), with: .color(.blue))
    ///     }
    /// }
    /// ```
    public func drawLayer(animation: LayerAnimation, content: (inout GraphicsContext) throws -> Void) rethrows {
        try appendLayer(content: content) { style in
            switch animation {
            case .rotation(let center, let steps):
                style.animation = .rotation(center: center.applying(transform), steps: max(steps, 0))
            }
        }
    }

    /// Draws what `draw` draws, mapped by `projection` (in user space): every path is
    /// projected (strokes and glyphs as their outlines); paints and layer styles keep their
    /// affine placement. An affine projection is an ordinary transform.
    func drawProjected(_ projection: ProjectionTransform, size: CGSize, _ draw: (inout GraphicsContext) -> Void) {
        guard !projection.isAffine else {
            var local = self
            local.transform = projection.affine.concatenating(transform)
            draw(&local)
            return
        }
        let recorded = GraphicsContext.record(size: size, environment: environment, draw)
        for item in Self.projected(recorded.items, projection, into: state) { record(item) }
    }

    /// `items` (in a recording's root space) projected, then placed with `outer`.
    private static func projected(
        _ items: [DrawingItem], _ projection: ProjectionTransform,
        into outer: DrawingState
    ) -> [DrawingItem] {
        items.compactMap { item in
            var state = outer
            state.opacity = outer.opacity * item.state.opacity
            if item.state.blendMode != .normal { state.blendMode = item.state.blendMode }
            state.clips += item.state.clips.map { clip in
                var moved = clip
                moved.path = clip.path.applying(projection).applying(outer.transform)
                return moved
            }
            let user = item.state.transform
            func outline(_ path: Path) -> Path { path.applying(user).applying(projection) }
            func paint(_ paint: Paint) -> Paint { user.isIdentity ? paint : .transformed(paint, user) }
            switch item.kind {
            case .fill(let path, let fill, let style):
                return .fill(outline(path), paint(fill), style, state)
            case .stroke(let path, let stroke, let style):
                return .fill(outline(path.strokedPath(style)), paint(stroke), FillStyle(), state)
            case .text(let run, let fill):
                return .fill(outline(run.outline), paint(fill), FillStyle(), state)
            case .layer(let inner, let style):
                var layerState = state
                layerState.transform = .identity
                var innerState = DrawingState(transform: outer.transform)
                innerState.clips = []
                return .layer(projected(inner, projection, into: innerState), style, layerState)
            }
        }
    }

    /// Appends an item; with filters, the item becomes a layer of its own so the filters
    /// apply to it alone, as in SwiftUI.
    private func record(_ item: DrawingItem) {
        guard !filters.isEmpty else {
            append(item)
            return
        }
        var inner = state
        inner.clips = []
        inner.opacity = 1
        inner.blendMode = .normal
        var plain = item
        plain.state = inner
        var outer = state
        outer.transform = .identity
        append(Self.nest([plain], in: layerStyles(), outer: outer))
    }

    /// Appends a finished item, inside a masked layer for each `clipToLayer`: the item's blend
    /// mode moves to the outermost layer, which composites with what is beneath.
    private func append(_ item: DrawingItem) {
        guard !layerClips.isEmpty else {
            recorder.items.append(item)
            return
        }
        var content = item
        let blendMode = item.state.blendMode
        content.state.blendMode = .normal
        for (index, clip) in layerClips.enumerated() {
            let outer = index == layerClips.count - 1 ? DrawingState(blendMode: blendMode) : DrawingState()
            content = .layer([content], LayerStyle(mask: clip.items, invertsMask: clip.isInverse), outer)
        }
        recorder.items.append(content)
    }
}

/// Opacity and shadows that apply to each child view of a container separately.
struct PerChildEffects {
    var opacity: Double = 1
    var shadows: [GraphicsContext.Filter] = []

    var isEmpty: Bool { opacity >= 1 && shadows.isEmpty }
}
