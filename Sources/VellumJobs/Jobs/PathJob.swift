import Foundation
import Vellum

/// One path to draw, as `vellum path` (or a `"kind": "path"` batch line) describes it: the
/// path as a view, filled then stroked, in a frame.
public struct PathJob: Sendable {
    /// The path, in the frame's coordinates (points, y down).
    public var path: Path
    /// The fill; nil draws none.
    public var fill: Color?
    /// The stroke; nil draws none.
    public var stroke: Color?
    /// The stroke's width in points. Default: 1.
    public var lineWidth: Double = 1
    /// The stroke's dashes; nil for a solid line.
    public var dash: DashPattern?
    /// The frame.
    public var size: ImageSize

    /// A job that draws exactly what it is given.
    public init(
        path: Path, fill: Color?, stroke: Color?, lineWidth: Double = 1, dash: DashPattern? = nil, size: ImageSize
    ) {
        self.path = path
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.dash = dash
        self.size = size
    }

    /// The job `vellum path` makes of its options: the stroke black unless only a fill is
    /// given (and neither a line width nor dashes), the line width 1, the frame
    /// ``defaultSize(for:lineWidth:)``.
    ///
    /// - Parameters:
    ///   - path: The path.
    ///   - fill: `--fill`.
    ///   - stroke: `--stroke`.
    ///   - lineWidth: `--line-width` (``validate()`` checks it).
    ///   - dash: `--dash`.
    ///   - size: `--size`.
    ///
    /// ```swift
    /// let job = PathJob.resolving(path: try Path(svgPathData: "M0 0 H10"), fill: nil, stroke: nil,
    ///                             lineWidth: nil, dash: nil, size: nil)   // black, 1 pt, 10x1
    /// ```
    public static func resolving(
        path: Path, fill: Color?, stroke: Color?, lineWidth: Double?, dash: DashPattern?,
        size: ImageSize?
    ) -> PathJob {
        let stroke = stroke ?? (fill == nil || lineWidth != nil || dash != nil ? .black : nil)
        let width = lineWidth ?? 1
        return PathJob(
            path: path, fill: fill, stroke: stroke, lineWidth: width, dash: dash,
            size: size ?? defaultSize(for: path, lineWidth: stroke == nil ? 0 : width))
    }

    /// Refuses what `vellum path` refuses: a line width below 0 or not finite.
    /// - Throws: ``JobError/invalidArgument(_:)`` naming `--line-width`.
    public func validate() throws {
        guard lineWidth.isFinite, lineWidth >= 0 else {
            throw JobError.invalidArgument("--line-width must be a number not below 0, not \(lineWidth)")
        }
    }

    /// The frame when `--size` is not given: the path's bounds with the margin it has on the
    /// top and left repeated on the bottom and right (at least half the line width), rounded
    /// up to whole points; at least 1 × 1.
    ///
    /// ```swift
    /// let curve = try Path(svgPathData: "M10 10 C 20 20, 40 20, 50 10")
    /// PathJob.defaultSize(for: curve, lineWidth: 3)   // 60x28
    /// ```
    public static func defaultSize(for path: Path, lineWidth: Double) -> ImageSize {
        let bounds = path.boundingRect
        guard !path.isEmpty, bounds.minX.isFinite, bounds.minY.isFinite else { return ImageSize(width: 1, height: 1) }
        let half = lineWidth.isFinite ? max(lineWidth, 0) / 2 : 0
        let width = Double(bounds.maxX) + max(Double(bounds.minX), half)
        let height = Double(bounds.maxY) + max(Double(bounds.minY), half)
        return ImageSize(width: max(width.rounded(.up), 1), height: max(height.rounded(.up), 1))
    }

    /// The path as a view: filled, then stroked, in a frame of ``size``.
    public func makeView() -> AnyView {
        let style = StrokeStyle(lineWidth: CGFloat(lineWidth), dash: dash?.lengths.map { CGFloat($0) } ?? [])
        return AnyView(
            ZStack {
                if let fill { path.fill(fill) }
                if let stroke { path.stroke(stroke, style: style) }
            }
            .frame(width: CGFloat(size.width), height: CGFloat(size.height)))
    }
}
