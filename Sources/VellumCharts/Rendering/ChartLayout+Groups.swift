import Foundation
import VellumCore
import VellumGeometry

extension ChartLayout {
    /// The axis a mark's `position(by:)` group divides: the one it names, else its band
    /// axis, else nil (no band to divide: the group's span is then 5 points wide).
    func groupAxis(of mark: ChartMark) -> Axis? {
        guard let group = mark.group else { return nil }
        if let axis = group.axis { return axis == .horizontal ? .x : .y }
        if case .band = x, case .value = mark.x { return .x }
        if case .band = y, case .value = mark.y { return .y }
        if case .value = mark.x, case .range = mark.y { return .x }
        if case .value = mark.y, case .range = mark.x { return .y }
        return nil
    }

    /// The centre and width of a grouped mark's slot around `center` on `axis`: the group's
    /// span (Default: 70 % of the step) divided equally among ``groupDomain``, in order.
    func groupSlot(of mark: ChartMark, at center: CGFloat, on axis: Axis) -> (center: CGFloat, width: CGFloat)? {
        guard let group = mark.group, groupAxis(of: mark) == axis,
            let index = groupDomain.firstIndex(of: group.category)
        else { return nil }
        let span = max(0, group.span.length(step: step(axis)))
        let width = span / CGFloat(groupDomain.count)
        return (center - span / 2 + width * (CGFloat(index) + 0.5), width)
    }
}

extension ChartLayout {
    /// The marks' indices in drawing order: by `zIndex`, equal values in declaration order.
    var drawingOrder: [Int] {
        guard marks.contains(where: { $0.zIndex != 0 }) else { return Array(marks.indices) }
        return marks.indices.sorted { (marks[$0].zIndex, $0) < (marks[$1].zIndex, $1) }
    }

    /// The symbol of a `symbol(by:)` category: `chartSymbolScale`'s, else the automatic
    /// order (circle, square, triangle, diamond, pentagon, then again) at its place in the
    /// domain; a circle without a category.
    func symbol(for category: String?) -> MarkSymbol {
        guard let category, let index = symbolDomain.firstIndex(of: category) else { return .basic(.circle) }
        if let symbol = configuration.symbolScale.value(for: category, at: index) { return symbol }
        return .basic(ChartSymbol.automaticOrder[index % ChartSymbol.automaticOrder.count])
    }
}
