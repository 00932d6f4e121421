import Foundation
import VellumCore
import VellumGeometry

/// The layout a chart's first canvas makes, for the layers drawn after it in the same pass.
final class SharedChartLayout: @unchecked Sendable {
    var layout: ChartLayout?

    /// The layout when it was made for `size`.
    func layout(for size: CGSize) -> ChartLayout? {
        guard let layout, layout.size == size else { return nil }
        return layout
    }
}

/// The plot's frame, as an anchor the chart's overlay and background read.
struct PlotFrameKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// The views a chart puts over and under its canvas.
enum ChartLayers {
    /// The `chartPlotStyle` plot, the annotations placed around their marks, and a clear
    /// view on the plot that records the plot's frame.
    @ViewBuilder static func front(_ layout: ChartLayout?) -> some View {
        if let layout {
            let plot = layout.plot
            ZStack(alignment: .topLeading) {
                // Spacers: they take the size and draw nothing (not even a clear path in SVG).
                Spacer(minLength: 0).frame(width: layout.size.width, height: layout.size.height)
                Spacer(minLength: 0).frame(width: plot.width, height: plot.height)
                    .anchorPreference(key: PlotFrameKey.self, value: .bounds) { $0 }
                    .offset(x: plot.minX, y: plot.minY)
                if let styler = layout.configuration.plotStyle {
                    styler.make(ChartPlotContent(layout: layout))
                        .frame(width: plot.width, height: plot.height)
                        .offset(x: plot.minX, y: plot.minY)
                }
                ForEach(Array(AnnotationPlacement.placed(in: layout).enumerated()), id: \.offset) { _, placed in
                    placed.view.fixedSize()
                        .frame(width: placed.region.width, height: placed.region.height, alignment: placed.alignment)
                        .offset(x: placed.region.minX, y: placed.region.minY)
                }
            }
            .transformEnvironment(\.chartConfiguration) { $0 = ChartConfiguration() }
        }
    }

    /// The `chartOverlay` (`front`) or `chartBackground` views, each made from a proxy and
    /// aligned in the chart's frame; the innermost modifier's first.
    @ViewBuilder static func decorations(_ layout: ChartLayout?, anchor: Anchor<CGRect>?, front: Bool) -> some View {
        if let layout {
            let list = Array((front ? layout.configuration.overlays : layout.configuration.backgrounds).reversed())
            let proxy = ChartProxy(layout: layout, anchor: anchor)
            ZStack(alignment: .topLeading) {
                ForEach(list.indices, id: \.self) { index in
                    list[index].make(proxy)
                        .frame(width: layout.size.width, height: layout.size.height, alignment: list[index].alignment)
                }
            }
            .transformEnvironment(\.chartConfiguration) { $0 = ChartConfiguration() }
        }
    }
}
