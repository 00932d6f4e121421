import Foundation

/// How a path is stroked, with SwiftUI's names and defaults.
///
/// Dash lengths and the phase are measured along the path in user-space units.
///
/// ```swift
/// let dashed = StrokeStyle(lineWidth: 40, lineCap: .butt, dash: [5, 3], dashPhase: 10)
/// let outline = ring.strokedPath(dashed)
/// ```
public struct StrokeStyle: Hashable, Sendable {
    /// The stroke's width. Default: 1. Zero or negative widths draw nothing; a non-finite
    /// width draws nothing.
    public var lineWidth: CGFloat
    /// The shape of open subpath ends and of dash ends. Default: `.butt`.
    public var lineCap: CGLineCap
    /// The shape of corners. Default: `.miter`.
    public var lineJoin: CGLineJoin
    /// A miter join whose length exceeds `miterLimit × lineWidth` becomes a bevel.
    /// Default: 10 (as SwiftUI and Cairo; SVG's default is 4). A limit below 1 counts as 1
    /// (no miter is shorter than the width); a NaN or infinite one counts as the default 10.
    ///
    /// ```swift
    /// // Sharp corners up to 20 widths long; sharper ones are bevelled.
    /// let spiky = StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: 20)
    /// ```
    public var miterLimit: CGFloat
    /// Alternating on and off lengths. Default: `[]`, a solid line. An odd count repeats
    /// the list (as SVG does); a pattern with a negative or non-finite entry, or whose sum
    /// is not positive, draws a solid line, as CoreGraphics does; so does a pattern that
    /// would cut one stroke into more than 100,000 dashes (a bound on time and memory;
    /// for a stroke reaching far beyond the image only the dashes near it count), or one so
    /// long that its positions no longer resolve the shortest interval to a millionth.
    public var dash: [CGFloat]
    /// How far into the dash pattern the stroke starts. Default: 0.
    public var dashPhase: CGFloat

    /// Creates a stroke style; every argument has SwiftUI's default.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The miter limit every stroker, bound and backend uses, decided here once:
    /// ``miterLimit`` when finite and at least 1; 1 when below 1 (negative included), since a
    /// miter is never shorter than the width; the default 10 when NaN or ±infinity. Finite
    /// limits stay as they are however large: only a corner that turns almost all the way
    /// back reaches far (see `PathStroker.drawsMiter(dot:limit:)`).
    package var effectiveMiterLimit: CGFloat {
        miterLimit.isFinite ? max(miterLimit, 1) : 10
    }
}
