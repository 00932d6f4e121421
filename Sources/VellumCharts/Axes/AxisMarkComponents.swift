import Foundation
import VellumCore
import VellumGeometry

/// What one set of ``AxisMarks`` asks for, as the chart resolves it.
struct AxisMarksSpec: @unchecked Sendable {
    var preset: AxisMarkPreset
    var position: AxisMarkPosition
    var values: AxisMarkValues.Kind
    var stroke: StrokeStyle?
    var format: (any LabelFormatting)?
    /// The components at a value; nil: the default ones (a grid line and a label).
    var content: ((AxisValue) -> [AxisComponent])?

    init(
        preset: AxisMarkPreset, position: AxisMarkPosition, values: AxisMarkValues.Kind, stroke: StrokeStyle? = nil,
        format: (any LabelFormatting)? = nil, content: ((AxisValue) -> [AxisComponent])? = nil
    ) {
        (self.preset, self.position, self.values, self.stroke) = (preset, position, values, stroke)
        (self.format, self.content) = (format, content)
    }
}

/// One component of an axis mark.
enum AxisComponent: @unchecked Sendable {
    case grid(centered: Bool?, stroke: StrokeStyle?, style: AnyShapeStyle?)
    case tick(centered: Bool?, length: CGFloat?, stroke: StrokeStyle?, style: AnyShapeStyle?)
    case label(AxisLabelSpec)
}

/// How a value label is written and placed.
struct AxisLabelSpec: @unchecked Sendable {
    var text: Text?
    var format: (any LabelFormatting)?
    var centered: Bool?
    var anchor: UnitPoint?
    var font: Font?
    var style: AnyShapeStyle?

    static func formatter<Format: FormatStyle>(_ format: Format) -> any LabelFormatting
    where Format.FormatInput: Plottable, Format.FormatOutput == String {
        FormatBox(format: format)
    }
}

/// Writes an axis value's label.
protocol LabelFormatting: Sendable {
    func string(_ value: ChartValue, _ locale: Locale) -> String?
}

/// A format style kept for drawing later.
struct FormatBox<Format: FormatStyle>: LabelFormatting, @unchecked Sendable
where Format.FormatInput: Plottable, Format.FormatOutput == String {
    let format: Format

    func string(_ value: ChartValue, _ locale: Locale) -> String? {
        guard let primitive = Format.FormatInput.PrimitivePlottable(_chartValue: value),
            let input = Format.FormatInput(primitivePlottable: primitive)
        else { return nil }
        return format.locale(locale).format(input)
    }
}

struct UncheckedBox<Value>: @unchecked Sendable { let value: Value }

/// A part of an axis mark, as Apple's `AxisMark`: ``AxisGridLine``, ``AxisTick``,
/// ``AxisValueLabel``, or several built by ``AxisMarkBuilder``.
///
/// ```swift
/// AxisMarks { _ in AxisGridLine(); AxisValueLabel() }
/// ```
public protocol AxisMark {
    /// The components. Vellum's own.
    var _components: [AxisComponentBox] { get }
}

/// An axis mark's component, opaque outside the module. Vellum's own.
///
/// ```swift
/// let parts = AxisGridLine()._components
/// ```
public struct AxisComponentBox: @unchecked Sendable {
    var component: AxisComponent
}

extension Array where Element == AxisComponentBox {
    var unboxed: [AxisComponent] { map(\.component) }
}

extension Never: AxisMark {
    /// Nothing: the default marks.
    public var _components: [AxisComponentBox] { [] }
}

/// Several axis mark components, as ``AxisMarkBuilder`` makes them. Vellum's own.
///
/// ```swift
/// let parts = AxisMarkBuilder.buildBlock(AxisGridLine(), AxisTick())
/// ```
public struct _AxisMarkList: AxisMark {
    /// The components, in order.
    public var _components: [AxisComponentBox]
}

/// Builds axis marks from grid lines, ticks and labels, with `if` and `switch`, as Apple's
/// `AxisMarkBuilder`.
///
/// ```swift
/// AxisMarks { value in
///     AxisGridLine()
///     if value.index == 0 { AxisValueLabel() }
/// }
/// ```
@resultBuilder public enum AxisMarkBuilder {
    /// The parts, in order.
    public static func buildBlock(_ parts: any AxisMark...) -> _AxisMarkList {
        _AxisMarkList(_components: parts.flatMap(\._components))
    }
    /// The part, or nothing.
    public static func buildOptional(_ part: _AxisMarkList?) -> _AxisMarkList { part ?? _AxisMarkList(_components: []) }
    /// The first branch.
    public static func buildEither(first: _AxisMarkList) -> _AxisMarkList { first }
    /// The second branch.
    public static func buildEither(second: _AxisMarkList) -> _AxisMarkList { second }
    /// The content.
    public static func buildLimitedAvailability(_ part: _AxisMarkList) -> _AxisMarkList { part }
}

/// A grid line across the plot at an axis value, as Apple's `AxisGridLine`. Default: 0.5
/// point grey, solid on y, dashed 2/2 on x; on a band axis at the band's centre
/// (`centered: false`: its leading edge).
///
/// ```swift
/// AxisMarks { _ in AxisGridLine(stroke: StrokeStyle(lineWidth: 1)) }
/// ```
public struct AxisGridLine: AxisMark {
    let centered: Bool?
    let stroke: StrokeStyle?
    /// A grid line, centred on its band when `centered` is not false.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { (self.centered, self.stroke) = (centered, stroke) }
    /// The grid line.
    public var _components: [AxisComponentBox] {
        [AxisComponentBox(component: .grid(centered: centered, stroke: stroke, style: nil))]
    }
}

/// A short stroke outside the plot at an axis value, as Apple's `AxisTick`. Default: 4
/// points long (I), the grid line's stroke, solid.
///
/// ```swift
/// AxisMarks { _ in AxisTick(length: 6) }
/// ```
public struct AxisTick: AxisMark {
    /// How long a tick is, as Apple's `AxisTick.Length`. Vellum draws `.label` and
    /// `.longestLabel` as the automatic length plus `extendPastBy`.
    ///
    /// ```swift
    /// AxisTick(length: .label(extendPastBy: 2))
    /// ```
    public struct Length: Sendable {
        let points: CGFloat?
        /// 4 points.
        public static let automatic = Length(points: nil)
        /// To the label (drawn as automatic).
        public static let label = Length(points: nil)
        /// To the longest label (drawn as automatic).
        public static let longestLabel = Length(points: nil)
        /// To the label and `extendPastBy` beyond.
        public static func label(extendPastBy: CGFloat = 0) -> Length { Length(points: 4 + extendPastBy) }
        /// To the longest label and `extendPastBy` beyond.
        public static func longestLabel(extendPastBy: CGFloat = 0) -> Length { Length(points: 4 + extendPastBy) }
    }
    let centered: Bool?
    let length: CGFloat?
    let stroke: StrokeStyle?
    /// A tick of an automatic length.
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        (self.centered, self.length, self.stroke) = (centered, length.points, stroke)
    }
    /// A tick `length` points long (negative or non-finite lengths are 0).
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        (self.centered, self.length, self.stroke) = (centered, length.isFinite ? max(0, length) : 0, stroke)
    }
    /// The tick.
    public var _components: [AxisComponentBox] {
        [AxisComponentBox(component: .tick(centered: centered, length: length, stroke: stroke, style: nil))]
    }
}

/// The label of an axis value, as Apple's `AxisValueLabel`: the value's text (numbers with
/// grouping and the tick step's decimals, dates by their tick interval), or `format`'s.
/// `centered` (default: true on band axes, false elsewhere) puts it in the middle of the
/// value's band or of the span to the next value; `anchor` sets the label's point that
/// sits at the value.
///
/// ```swift
/// AxisMarks(values: .stride(by: .month)) { _ in AxisValueLabel(format: .dateTime.month(.narrow), centered: true) }
/// ```
public struct AxisValueLabel: AxisMark {
    var spec: AxisLabelSpec
    /// The value's default text.
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) {
        spec = AxisLabelSpec(centered: centered, anchor: anchor)
    }
    /// The value written by `format`.
    public init<Format: FormatStyle>(
        format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        spec = AxisLabelSpec(format: AxisLabelSpec.formatter(format), centered: centered, anchor: anchor)
    }
    /// A fixed title in place of the value.
    public init<S: StringProtocol>(
        _ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) {
        spec = AxisLabelSpec(text: Text(verbatim: String(title)), centered: centered, anchor: anchor)
    }
    /// The label.
    public var _components: [AxisComponentBox] { [AxisComponentBox(component: .label(spec))] }
}

/// How overlapping labels are resolved, as Apple's `AxisValueLabelCollisionResolution`.
/// Accepted; Vellum drops a label that would overlap the one before (`greedy`) in all cases.
///
/// ```swift
/// AxisValueLabel(collisionResolution: .greedy)
/// ```
public struct AxisValueLabelCollisionResolution: Sendable {
    /// Based on the axis.
    public static let automatic = AxisValueLabelCollisionResolution()
    /// Drop a label that overlaps.
    public static let greedy = AxisValueLabelCollisionResolution()
    /// Truncate.
    public static let truncate = AxisValueLabelCollisionResolution()
    /// Draw all.
    public static let disabled = AxisValueLabelCollisionResolution()
}

/// Which way labels run, as Apple's `AxisValueLabelOrientation`. Accepted; drawn horizontal.
///
/// ```swift
/// AxisValueLabel(orientation: .horizontal)
/// ```
public struct AxisValueLabelOrientation: Sendable {
    /// Horizontal.
    public static let automatic = AxisValueLabelOrientation()
    /// Horizontal.
    public static let horizontal = AxisValueLabelOrientation()
    /// Vertical (drawn horizontal for now).
    public static let vertical = AxisValueLabelOrientation()
    /// Vertical, reversed (drawn horizontal for now).
    public static let verticalReversed = AxisValueLabelOrientation()
}

extension AxisMark {
    /// Sets the font of the mark's labels.
    ///
    /// ```swift
    /// AxisMarks { _ in AxisValueLabel().font(.caption) }
    /// ```
    public func font(_ font: Font?) -> _AxisMarkList {
        _AxisMarkList(
            _components: _components.map { box in
                guard case .label(var spec) = box.component else { return box }
                spec.font = font
                return AxisComponentBox(component: .label(spec))
            })
    }

    /// Sets the colour of the mark's grid lines, ticks and labels.
    ///
    /// ```swift
    /// AxisMarks { _ in AxisGridLine().foregroundStyle(.red) }
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _AxisMarkList {
        let any = AnyShapeStyle(style)
        return _AxisMarkList(
            _components: _components.map { box in
                switch box.component {
                case .grid(let centered, let stroke, _):
                    return AxisComponentBox(component: .grid(centered: centered, stroke: stroke, style: any))
                case .tick(let centered, let length, let stroke, _):
                    return AxisComponentBox(
                        component: .tick(centered: centered, length: length, stroke: stroke, style: any))
                case .label(var spec):
                    spec.style = any
                    return AxisComponentBox(component: .label(spec))
                }
            })
    }
}
