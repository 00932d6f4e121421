import Foundation
import VellumCore
import VellumGeometry

/// A chart, as Apple's Swift Charts `Chart`: marks placed on automatic scales, with axes,
/// grid lines and a legend. It takes the size it is proposed (give it a `frame`).
///
/// ```swift
/// import Vellum
/// import VellumCharts
///
/// struct Sale: Identifiable { let id = UUID(); let month: String; let total: Int }
/// let sales = [Sale(month: "Jan", total: 42), Sale(month: "Feb", total: 57)]
///
/// Chart(sales) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.total)) }
///     .frame(width: 400, height: 240)
/// ```
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) private var configuration

    /// A chart of `content`: marks, `ForEach`es, or both.
    ///
    /// ```swift
    /// Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_000)) }
    /// ```
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// The marks of every element of `data`, as an implicit `ForEach`.
    ///
    /// ```swift
    /// Chart(sales) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.total)) }
    /// ```
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, id: \.id, content: content)
    }

    /// The marks of every element of `data`, identified by `id`.
    ///
    /// ```swift
    /// Chart(sales, id: \.month) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.total)) }
    /// ```
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    /// The chart drawn on a canvas the size of the chart, with `chartBackground` content
    /// behind it, and the `chartPlotStyle` plot, annotations and `chartOverlay` content over it. The layout is made
    /// once, by the first canvas, and shared by the layers drawn after it. A chart with no
    /// such views is the canvas alone (the layers cost more than the drawing of a sparkline).
    public var body: some View {
        let list = marks
        let layered =
            !configuration.overlays.isEmpty || !configuration.backgrounds.isEmpty || configuration.plotStyle != nil
            || list.containsMark { !$0.annotations.isEmpty }
        if layered {
            layers(of: list)
        } else {
            Canvas { context, size in ChartRenderer.draw(list, in: &context, size: size) }
        }
    }

    /// The content's marks.
    private var marks: [ChartMark] {
        var marks = _ChartMarks()
        content._makeMarks(into: &marks)
        return marks.marks
    }

    /// The canvas with the views over and under it.
    private func layers(of list: [ChartMark]) -> some View {
        let shared = SharedChartLayout()
        return ZStack(alignment: .topLeading) {
            Canvas { context, size in shared.layout = ChartRenderer.layout(list, in: context, size: size) }
            ZStack(alignment: .topLeading) {
                Canvas { context, size in
                    if let layout = shared.layout(for: size) { ChartRenderer.draw(layout, in: &context) }
                }
                GeometryReader { geometry in ChartLayers.front(shared.layout(for: geometry.size)) }
            }
            .backgroundPreferenceValue(PlotFrameKey.self) { anchor in
                GeometryReader { geometry in
                    ChartLayers.decorations(shared.layout(for: geometry.size), anchor: anchor, front: false)
                }
            }
            .overlayPreferenceValue(PlotFrameKey.self) { anchor in
                GeometryReader { geometry in
                    ChartLayers.decorations(shared.layout(for: geometry.size), anchor: anchor, front: true)
                }
            }
        }
    }
}
