import Foundation
import VellumCore
import VellumGeometry

/// What an annotation's content is told about the item it annotates, as Apple's
/// `AnnotationContext`.
///
/// ```swift
/// BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_000))
///     .annotation { context in Text("\(Int(context.targetSize.width)) pt wide") }
/// ```
public struct AnnotationContext: Sendable {
    /// The size of the annotated mark's bounding box, in points.
    public var targetSize: CGSize
}

/// How an annotation that would leave the chart is moved, as Apple's
/// `AnnotationOverflowResolution`. Accepted; Vellum draws annotations as placed.
///
/// ```swift
/// BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_000))
///     .annotation(overflowResolution: .init(x: .fit, y: .disabled)) { Text("8k") }
/// ```
public struct AnnotationOverflowResolution: Sendable {
    /// The strategy on the x axis.
    public var x: Strategy
    /// The strategy on the y axis.
    public var y: Strategy

    /// A resolution with a strategy per axis (Default: `.automatic` on both).
    ///
    /// ```swift
    /// let resolution = AnnotationOverflowResolution(x: .fit(to: .chart), y: .padScale)
    /// ```
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }

    /// The automatic resolution on both axes.
    ///
    /// ```swift
    /// let resolution = AnnotationOverflowResolution.automatic
    /// ```
    public static let automatic = AnnotationOverflowResolution()

    /// One axis's strategy.
    ///
    /// ```swift
    /// let strategy = AnnotationOverflowResolution.Strategy.fit(to: .plot)
    /// ```
    public struct Strategy: Sendable {
        enum Kind: Sendable {
            case automatic
            case fit(Boundary)
            case padScale, disabled
        }
        let kind: Kind

        /// The chart decides.
        public static let automatic = Strategy(kind: .automatic)
        /// Moved so it does not overflow the automatic boundary.
        public static let fit = Strategy(kind: .fit(.automatic))
        /// Moved so it does not overflow `boundary`.
        ///
        /// ```swift
        /// let strategy = AnnotationOverflowResolution.Strategy.fit(to: .chart)
        /// ```
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(kind: .fit(boundary)) }
        /// The scale is padded to make room.
        public static let padScale = Strategy(kind: .padScale)
        /// Drawn as placed.
        public static let disabled = Strategy(kind: .disabled)
    }

    /// The area an annotation is kept inside.
    ///
    /// ```swift
    /// let boundary = AnnotationOverflowResolution.Boundary.plot
    /// ```
    public struct Boundary: Sendable {
        enum Kind: Sendable { case automatic, plot, chart }
        let kind: Kind
        /// The chart decides.
        public static let automatic = Boundary(kind: .automatic)
        /// The plot area.
        public static let plot = Boundary(kind: .plot)
        /// The whole chart.
        public static let chart = Boundary(kind: .chart)
    }
}

extension ChartContent {
    /// Puts `content`, a view, next to each mark: above a bar's end (below a negative one,
    /// after a horizontal bar's), above a point, centred on it for `.overlay`. `spacing`
    /// nil is 4 points; `alignment` aligns the view along the mark's side.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_000))
    ///     .annotation(position: .top) { Text("8k").font(.caption) }
    /// ```
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent {
        let view = AnyView(content())
        return annotated(MarkAnnotation(position: position, alignment: alignment, spacing: spacing) { _ in view })
    }

    /// Puts the view `content` makes from the mark's ``AnnotationContext`` next to each mark.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_000))
    ///     .annotation(position: .overlay) { context in Text("\(Int(context.targetSize.height))") }
    /// ```
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: @escaping (AnnotationContext) -> C
    ) -> some ChartContent {
        annotated(MarkAnnotation(position: position, alignment: alignment, spacing: spacing) { AnyView(content($0)) })
    }

    /// Annotates each mark, with an overflow resolution (accepted; drawn as placed).
    ///
    /// ```swift
    /// PointMark(x: .value("x", 1), y: .value("y", 2))
    ///     .annotation(overflowResolution: .automatic) { Text("peak") }
    /// ```
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C
    ) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing, content: content)
    }

    /// Annotates each mark with a view made from its context, with an overflow resolution
    /// (accepted; drawn as placed).
    ///
    /// ```swift
    /// PointMark(x: .value("x", 1), y: .value("y", 2))
    ///     .annotation(overflowResolution: .automatic) { context in Text("\(Int(context.targetSize.width))") }
    /// ```
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: @escaping (AnnotationContext) -> C
    ) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing, content: content)
    }

    private func annotated(_ annotation: MarkAnnotation) -> _ModifiedChartContent<Self> {
        modified { mark in mark.annotations.append(annotation) }
    }

    /// Places marks side by side inside their band by `value`'s category, as grouped bars:
    /// the group's span (Default: `.automatic`, 70 % of the step) is divided equally
    /// among the categories in order of first appearance. `axis` nil is the band axis.
    ///
    /// ```swift
    /// BarMark(x: .value("Month", "Jan"), y: .value("Sales", 42)).position(by: .value("City", "Paris"))
    /// ```
    public func position<P: Plottable>(
        by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic
    ) -> some ChartContent {
        let category = value.values.first?.label
        return modified { mark in
            if mark.group == nil, let category { mark.group = MarkGroup(category: category, axis: axis, span: span) }
        }
    }
}
