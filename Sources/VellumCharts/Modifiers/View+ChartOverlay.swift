import Foundation
import VellumCore
import VellumGeometry

extension View {
    /// Draws the view `content` makes from the chart's ``ChartProxy`` over the charts in
    /// this view, offered the chart's size and aligned in it (Default: centred).
    ///
    /// ```swift
    /// Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
    ///     .chartOverlay { proxy in
    ///         Text("\(Int(proxy.plotSize.width)) pt")
    ///     }
    /// ```
    public func chartOverlay<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
    ) -> some View {
        let decoration = ChartDecoration(alignment: alignment) { AnyView(content($0)) }
        return transformEnvironment(\.chartConfiguration) { $0.overlays.append(decoration) }
    }

    /// Draws the view `content` makes from the chart's ``ChartProxy`` behind the charts'
    /// marks and axes, offered the chart's size and aligned in it (Default: centred).
    ///
    /// ```swift
    /// Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
    ///     .chartBackground { proxy in Color.yellow.opacity(0.2) }
    /// ```
    public func chartBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
    ) -> some View {
        let decoration = ChartDecoration(alignment: alignment) { AnyView(content($0)) }
        return transformEnvironment(\.chartConfiguration) { $0.backgrounds.append(decoration) }
    }
}

extension View {
    /// Styles the charts' plot area: `content` receives the plot (its grid lines and
    /// marks) and returns it with modifiers, such as a background under the grid or a
    /// border over the marks. The plot keeps the frame the axes leave it: sizing modifiers
    /// (`frame`, `aspectRatio`) in `content` do not resize the chart's plot.
    ///
    /// ```swift
    /// Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
    ///     .chartPlotStyle { plot in plot.background(.gray.opacity(0.1)).border(.blue, width: 1) }
    /// ```
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content)
        -> some View
    {
        let box = UncheckedBox(value: content)
        let styler = ChartPlotStyler { AnyView(box.value($0)) }
        return transformEnvironment(\.chartConfiguration) { $0.plotStyle = styler }
    }
}

/// A chart's plot area as a view, as Apple's `ChartPlotContent`: what `chartPlotStyle`'s
/// closure receives and styles. It draws the grid lines and the marks at the plot's size.
///
/// ```swift
/// Chart(data) { LineMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
///     .chartPlotStyle { (plot: ChartPlotContent) in plot.background(Color.yellow.opacity(0.2)) }
/// ```
public struct ChartPlotContent: View {
    let layout: ChartLayout?

    /// The plot's frame, with the grid lines and marks over it on a canvas the size of the
    /// chart: marks at the plot's edges (a date axis's first and last points, a line's round
    /// caps) are not cut at the plot's edge, as they are not in a chart without a plot style.
    public var body: some View {
        let layout = self.layout
        let plot = layout?.plot ?? .zero
        return Spacer(minLength: 0).frame(width: plot.width, height: plot.height)
            .overlay(alignment: .topLeading) {
                if let layout {
                    Canvas { context, _ in ChartRenderer.drawPlot(layout, in: &context) }
                        .frame(width: layout.size.width, height: layout.size.height)
                        .offset(x: -plot.minX, y: -plot.minY)
                }
            }
    }
}
