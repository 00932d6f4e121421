import Foundation
import VellumGeometry

/// A recorded drawing: what a ``GraphicsContext`` was asked to do, in a form that no
/// renderer owns. The Cairo renderer (PNG, PDF) and the SVG writer both play it back.
///
/// ```swift
/// let drawing = Drawing(size: CGSize(width: 64, height: 64)) { context in
///     context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 64, height: 64)), with: .color(.red))
/// }
/// ```
public struct Drawing: Sendable {
    /// The canvas size in points. Default: `.zero`.
    public var size: CGSize
    /// The items in painting order.
    public var items: [DrawingItem]

    /// Creates a drawing from recorded items.
    public init(size: CGSize = .zero, items: [DrawingItem] = []) {
        self.size = size
        self.items = items
    }
}

/// One recorded operation.
public indirect enum DrawingItem: Sendable {
    /// Fill `path` (in the state's user space) with `paint`.
    case fill(Path, Paint, FillStyle, DrawingState)
    /// Stroke `path` (in the state's user space) with `paint`; the pen is transformed with
    /// the user space, as in SwiftUI and Cairo.
    case stroke(Path, Paint, StrokeStyle, DrawingState)
    /// Items drawn into an offscreen layer, then composited with the layer's style.
    case layer([DrawingItem], LayerStyle, DrawingState)
    /// Text: its glyph outlines (in the state's user space) filled with `paint`. Renderers
    /// fill the outline, so every backend draws the same letters; the run also keeps the
    /// string and font for writers that can emit real text (SVG's `<text>` option).
    case text(TextRun, Paint, DrawingState)

    /// The state the item is drawn with.
    public var state: DrawingState {
        switch self {
        case .fill(_, _, _, let state), .stroke(_, _, _, let state), .layer(_, _, let state), .text(_, _, let state):
            return state
        }
    }
}

/// Shaped text as a drawing records it.
public struct TextRun: Sendable, Hashable {
    /// One line: its text and where its baseline starts, in the run's user space.
    public struct Line: Sendable, Hashable {
        public var text: String
        public var baselineOrigin: CGPoint

        public init(text: String, baselineOrigin: CGPoint) {
            self.text = text
            self.baselineOrigin = baselineOrigin
        }
    }

    /// Every glyph's outline, laid out.
    public var outline: Path
    /// The lines, for writers that emit real text.
    public var lines: [Line]
    /// The fontconfig family the text was shaped in.
    public var fontFamily: String
    /// The size in points.
    public var fontSize: CGFloat
    /// The CSS weight.
    public var fontWeight: Int
    /// Whether the face is italic.
    public var isItalic: Bool

    public init(outline: Path, lines: [Line], fontFamily: String, fontSize: CGFloat, fontWeight: Int, isItalic: Bool) {
        self.outline = outline
        self.lines = lines
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.isItalic = isItalic
    }
}

/// The graphics state an item is drawn with.
public struct DrawingState: Sendable {
    /// Maps the item's user space to the drawing's root space (points, y down).
    /// Default: identity.
    public var transform: CGAffineTransform
    /// Clip paths in root space; the item shows only where every clip allows.
    /// Default: none.
    public var clips: [DrawingClip]
    /// Multiplies the item's alpha. Default: 1.
    public var opacity: Double
    /// How the item composites onto what is below. Default: `.normal`.
    public var blendMode: BlendMode

    /// Creates a state; every argument has its default.
    public init(transform: CGAffineTransform = .identity, clips: [DrawingClip] = [], opacity: Double = 1,
                blendMode: BlendMode = .normal) {
        self.transform = transform
        self.clips = clips
        self.opacity = opacity
        self.blendMode = blendMode
    }
}

/// A clip region in root space.
public struct DrawingClip: Sendable {
    /// The region's outline in root space.
    public var path: Path
    /// Which points are inside the outline. Default: non-zero winding, anti-aliased.
    public var style: FillStyle
    /// Whether the clip keeps what lies *outside* the outline. Default: `false`.
    public var isInverse: Bool

    /// Creates a clip.
    public init(path: Path, style: FillStyle = FillStyle(), isInverse: Bool = false) {
        self.path = path
        self.style = style
        self.isInverse = isInverse
    }
}

/// How an offscreen layer composites: opacity, blend mode and shadows.
public struct LayerStyle: Sendable {
    /// Multiplies the layer's alpha. Default: 1.
    public var opacity: Double
    /// How the layer composites onto what is below. Default: `.normal`.
    public var blendMode: BlendMode
    /// Shadows drawn beneath the layer, in order. Default: none.
    public var shadows: [DrawingShadow]
    /// Items (in root space) whose alpha masks the layer: the layer shows only where they
    /// draw, as SwiftUI's `mask`. Default: nil, no mask.
    public var mask: [DrawingItem]?
    /// What the layer is for assistive technology (a progress bar and its value): writers
    /// that can say so (SVG) do; rasters ignore it. Default: nil.
    public var accessibility: AccessibilityInfo?
    /// How the layer moves when the drawing is played as an animation (the spinner turns):
    /// writers that animate (SVG with `SVGOptions.animationDuration`) do; still pictures draw
    /// the layer as recorded. Default: nil.
    public var animation: LayerAnimation?

    /// Creates a layer style; every argument has its default.
    public init(opacity: Double = 1, blendMode: BlendMode = .normal, shadows: [DrawingShadow] = [],
                mask: [DrawingItem]? = nil, accessibility: AccessibilityInfo? = nil,
                animation: LayerAnimation? = nil) {
        self.opacity = opacity
        self.blendMode = blendMode
        self.shadows = shadows
        self.mask = mask
        self.accessibility = accessibility
        self.animation = animation
    }

    /// Whether compositing the layer changes nothing: drawing its items in place gives the
    /// same picture (full opacity, no shadows or mask, and nothing inside that blends with
    /// what is beneath).
    public func isTransparent(for items: [DrawingItem]) -> Bool {
        opacity >= 1 && shadows.isEmpty && mask == nil && blendMode == .normal
            && items.allSatisfy { $0.state.blendMode == .normal }
    }
}

/// How a layer moves over one cycle of an animation. The recorded layer is the picture at the
/// start of the cycle.
///
/// ```swift
/// context.drawLayer(animation: .rotation(center: CGPoint(x: 10, y: 10), steps: 8)) { layer in
///     // eight ticks around (10, 10)
/// }
/// ```
public enum LayerAnimation: Sendable, Hashable {
    /// One clockwise turn about `center` per cycle, in `steps` equal jumps (SwiftUI's spinner
    /// jumps eighth by eighth), or smoothly when `steps` is 0. `center` is in the drawing's
    /// root space once recorded (``GraphicsContext`` converts it from user space).
    case rotation(center: CGPoint, steps: Int)
}

/// A Gaussian drop shadow of a layer's alpha.
public struct DrawingShadow: Sendable, Hashable {
    /// The shadow's colour. Default: black at 33 % opacity, as SwiftUI's.
    public var color: RGBAColor
    /// The blur radius in root-space points; the Gaussian's standard deviation is half of
    /// it, as CoreGraphics' shadow blur. Default: 0.
    public var radius: CGFloat
    /// The shadow's offset in root-space points. Default: `.zero`.
    public var offset: CGSize

    /// Creates a shadow.
    public init(color: RGBAColor = RGBAColor(opacity: 0.33), radius: CGFloat = 0, offset: CGSize = .zero) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}
