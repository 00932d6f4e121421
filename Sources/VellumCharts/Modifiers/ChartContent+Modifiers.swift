import Foundation
import VellumCore
import VellumGeometry

/// Chart content with a modifier applied to each of its marks, as the mark modifiers make it.
///
/// ```swift
/// let red = BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1)).foregroundStyle(.red)
/// ```
public struct _ModifiedChartContent<Content: ChartContent>: ChartContent {
    let content: Content
    let modify: @Sendable (inout ChartMark) -> Void

    /// No body.
    public var body: Never { fatalError("Modified content has no body") }

    /// The content's marks, modified. An inner modifier has already set what it sets, and
    /// outer ones fill only what is still unset.
    public func _makeMarks(into marks: inout _ChartMarks) {
        let start = marks.count
        content._makeMarks(into: &marks)
        for index in start..<marks.count { modify(&marks.marks[index]) }
    }
}

extension ChartContent {
    func modified(_ modify: @escaping @Sendable (inout ChartMark) -> Void) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self, modify: modify)
    }

    /// Fills the marks with `style` (Default: blue, the accent colour).
    ///
    /// ```swift
    /// RuleMark(y: .value("Goal", 10_000)).foregroundStyle(.red)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let style = AnyShapeStyle(style)
        return modified { mark in if mark.style == nil { mark.style = style } }
    }

    /// Colours the marks by a category, from the palette in Apple's order (blue, green,
    /// orange, purple, red, cyan, yellow, then again), and adds a legend.
    ///
    /// ```swift
    /// LineMark(x: .value("Day", $0.day), y: .value("Sales", $0.total)).foregroundStyle(by: .value("City", $0.city))
    /// ```
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let category = value.values.first?.label
        return modified { mark in if mark.styleCategory == nil { mark.styleCategory = category } }
    }

    /// Draws points with a symbol chosen by a category (circle, square, triangle, diamond,
    /// pentagon, then again); on lines, the symbol marks every data point.
    ///
    /// ```swift
    /// PointMark(x: .value("Weight", 3), y: .value("Price", 18)).symbol(by: .value("Kind", "Sedan"))
    /// ```
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let category = value.values.first?.label
        return modified { mark in if mark.symbolCategory == nil { mark.symbolCategory = category } }
    }

    /// Draws points (and a line's data points) with `symbol`: a basic one such as `.diamond`,
    /// or any shape, fitted to the symbol's box.
    ///
    /// ```swift
    /// LineMark(x: .value("Day", 1), y: .value("Steps", 8_000)).symbol(.circle)
    /// ```
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let symbol = MarkSymbol(symbol)
        return modified { mark in if mark.symbol == nil { mark.symbol = symbol } }
    }

    /// Sets the symbol's area in square points (Default: 30; a 10 × 10 square is 100).
    ///
    /// ```swift
    /// PointMark(x: .value("x", 1), y: .value("y", 2)).symbolSize(100)
    /// ```
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        modified { mark in if mark.symbolArea == nil { mark.symbolArea = area } }
    }

    /// Strokes lines and rules with `style` (Default: 2 points for lines, 1 for rules, round
    /// caps and joins).
    ///
    /// ```swift
    /// LineMark(x: .value("Day", 1), y: .value("Steps", 8_000)).lineStyle(StrokeStyle(lineWidth: 3, dash: [5, 3]))
    /// ```
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { mark in if mark.lineStyle == nil { mark.lineStyle = style } }
    }

    /// Joins a line's or area's points with `method` (Default: `.linear`).
    ///
    /// ```swift
    /// LineMark(x: .value("Day", 1), y: .value("Steps", 8_000)).interpolationMethod(.catmullRom)
    /// ```
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { mark in if mark.interpolation == nil { mark.interpolation = method } }
    }

    /// Rounds the corners of bars and rectangles by `radius` points (Default: 0).
    ///
    /// ```swift
    /// BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_000)).cornerRadius(4)
    /// ```
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modified { mark in if mark.cornerRadius == nil { mark.cornerRadius = radius } }
    }

    /// Multiplies the marks' opacity by `value` (0…1).
    ///
    /// ```swift
    /// AreaMark(x: .value("Day", 1), y: .value("Sales", 3)).opacity(0.5)
    /// ```
    public func opacity(_ value: Double) -> some ChartContent {
        let value = value.isFinite ? min(1, max(0, value)) : 1
        return modified { mark in mark.opacity *= value }
    }
}
