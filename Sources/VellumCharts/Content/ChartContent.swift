import Foundation
import VellumCore
import VellumGeometry

/// A type that makes the marks of a chart, as Apple's `ChartContent`: marks themselves,
/// `ForEach` over data, groups built by ``ChartContentBuilder``, and your own content
/// types with a `body`.
///
/// ```swift
/// struct SalesBars: ChartContent {
///     var sales: [(month: String, total: Int)]
///     var body: some ChartContent {
///         ForEach(sales, id: \.month) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.total)) }
///     }
/// }
/// ```
public protocol ChartContent {
    /// The content this content is made of (`Never` for a mark).
    associatedtype Body: ChartContent
    /// The content's marks.
    @ChartContentBuilder var body: Body { get }
    /// Appends this content's marks to `marks`. Vellum's own: a mark appends itself,
    /// other content its body's marks.
    func _makeMarks(into marks: inout _ChartMarks)
}

extension ChartContent {
    /// The body's marks.
    public func _makeMarks(into marks: inout _ChartMarks) {
        body._makeMarks(into: &marks)
    }
}

extension Never: ChartContent {
    /// Never called: a mark has no body.
    public func _makeMarks(into marks: inout _ChartMarks) {}
}

/// A group of chart content, as Apple's `Plot`.
///
/// ```swift
/// Chart { Plot { LineMark(x: .value("x", 1), y: .value("y", 2)) } }
/// ```
public struct Plot<Content: ChartContent>: ChartContent {
    let content: Content
    /// Groups `content`.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
    /// The grouped content.
    public var body: Content { content }
}

/// Type-erased chart content, as Apple's `AnyChartContent`.
///
/// ```swift
/// let content = AnyChartContent(BarMark(x: .value("A", "a"), y: .value("V", 1)))
/// ```
public struct AnyChartContent: ChartContent {
    let marks: _ChartMarks
    /// Erases `content`.
    public init(_ content: any ChartContent) {
        var marks = _ChartMarks()
        content._makeMarks(into: &marks)
        self.marks = marks
    }
    /// Erases `content`.
    public init(erasing content: some ChartContent) { self.init(content) }
    /// No body: the marks are kept.
    public var body: Never { fatalError("AnyChartContent has no body") }
    /// The erased content's marks.
    public func _makeMarks(into marks: inout _ChartMarks) { marks.marks += self.marks.marks }
}

/// `ForEach` inside `Chart`: one content per element, as SwiftUI's `ForEach` is chart content
/// when its content is.
///
/// ```swift
/// Chart { ForEach(sales, id: \.month) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.total)) } }
/// ```
extension ForEach: ChartContent where Content: ChartContent {
    /// Content for every element of `data`, identified by `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ChartContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(elements: data, id: id, content: content)
    }

    /// Every element's marks, in order.
    public func _makeMarks(into marks: inout _ChartMarks) {
        for element in data { content(element)._makeMarks(into: &marks) }
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Content for every identifiable element of `data`.
    ///
    /// ```swift
    /// ForEach(points) { LineMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
    /// ```
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Content for every integer of `data`.
    ///
    /// ```swift
    /// ForEach(0..<5) { PointMark(x: .value("i", $0), y: .value("i²", $0 * $0)) }
    /// ```
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
