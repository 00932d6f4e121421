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
