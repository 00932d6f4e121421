import Foundation
import VellumCore
import VellumGeometry

/// Builds chart content from marks, `ForEach`es, `if` and `for`, as Apple's
/// `ChartContentBuilder`.
///
/// ```swift
/// Chart {
///     BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_000))
///     if showGoal { RuleMark(y: .value("Goal", 10_000)) }
/// }
/// ```
@resultBuilder
public enum ChartContentBuilder {
    /// A piece of content as it is.
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }

    /// No content.
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }

    /// One piece of content.
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }

    /// Several pieces of content, drawn in order.
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<repeat each C> {
        TupleChartContent(repeat each content)
    }

    /// Content drawn when a condition holds.
    public static func buildOptional<C: ChartContent>(_ content: C?) -> C? { content }

    /// Content drawn when a condition holds (`if` without `else`).
    public static func buildIf<C: ChartContent>(_ content: C?) -> C? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> BuilderConditional<T, F> {
        BuilderConditional(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> BuilderConditional<T, F> {
        BuilderConditional(storage: .falseContent(second))
    }

    /// The content of a `for` loop.
    public static func buildArray<C: ChartContent>(_ content: [C]) -> ArrayChartContent<C> {
        ArrayChartContent(elements: content)
    }

    /// Content behind an availability check.
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> AnyChartContent {
        AnyChartContent(content)
    }
}

/// No marks.
///
/// ```swift
/// Chart { }  // an empty chart
/// ```
public struct EmptyChartContent: ChartContent {
    /// Nothing.
    public init() {}
    /// No body.
    public var body: Never { fatalError("EmptyChartContent has no body") }
    /// Appends nothing.
    public func _makeMarks(into marks: inout _ChartMarks) {}
}

/// Several pieces of content in order, as a builder block makes them.
///
/// ```swift
/// let both = ChartContentBuilder.buildBlock(RuleMark(y: .value("y", 1)), RuleMark(y: .value("y", 2)))
/// ```
public struct TupleChartContent<each C: ChartContent>: ChartContent {
    let content: (repeat each C)
    init(_ content: repeat each C) { self.content = (repeat each content) }
    /// No body.
    public var body: Never { fatalError("TupleChartContent has no body") }
    /// Each piece's marks, in order.
    public func _makeMarks(into marks: inout _ChartMarks) {
        for piece in repeat each content { piece._makeMarks(into: &marks) }
    }
}

/// One of two pieces of content, as `if`/`else` makes it.
///
/// ```swift
/// let either: BuilderConditional<BarMark, PointMark> = ChartContentBuilder.buildEither(first: BarMark(x: .value("x", "a"), y: .value("y", 1)))
/// ```
public struct BuilderConditional<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    /// No body.
    public var body: Never { fatalError("BuilderConditional has no body") }
    /// The chosen branch's marks.
    public func _makeMarks(into marks: inout _ChartMarks) {
        switch storage {
        case .trueContent(let content): content._makeMarks(into: &marks)
        case .falseContent(let content): content._makeMarks(into: &marks)
        }
    }
}

/// The content of a `for` loop in a builder.
///
/// ```swift
/// Chart { for day in days { BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps)) } }
/// ```
public struct ArrayChartContent<C: ChartContent>: ChartContent {
    let elements: [C]
    /// No body.
    public var body: Never { fatalError("ArrayChartContent has no body") }
    /// Every element's marks.
    public func _makeMarks(into marks: inout _ChartMarks) {
        for element in elements { element._makeMarks(into: &marks) }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    /// No body.
    public var body: Never { fatalError("Optional content has no body") }
    /// The wrapped content's marks, if any.
    public func _makeMarks(into marks: inout _ChartMarks) {
        if let content = self { content._makeMarks(into: &marks) }
    }
}
