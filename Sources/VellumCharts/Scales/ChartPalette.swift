import Foundation
import VellumCore
import VellumGeometry

/// The categorical colours of `foregroundStyle(by:)`, in Apple's order (observed on iOS
/// 18.3, docs/research/charts-semantics.md §2.3): blue, green, orange, purple, red, cyan,
/// yellow, then again. Vellum's named colours, so a chart matches views using the same names.
enum ChartPalette {
    static let colors: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

    /// The colour of the category at `index` in the domain.
    static func color(at index: Int) -> Color { colors[((index % colors.count) + colors.count) % colors.count] }
}
