import Foundation
import VellumCore
import VellumGeometry

/// A square the content is drawn in, offered the square's size: `diameter` across when
/// given, else `ideal` unless offered both a width and a height, then the smaller of them.
struct SquareFitLayout: Layout {
    let ideal: CGFloat
    let diameter: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let diameter { return CGSize(width: diameter, height: diameter) }
        guard let width = proposal.width, let height = proposal.height, width.isFinite || height.isFinite else {
            return CGSize(width: ideal, height: ideal)
        }
        let side = max(min(width, height), 0)
        return CGSize(width: side, height: side)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}

extension View {
    /// A square control: `ideal` points across unless offered both a width and a height, then
    /// the smaller of the two (so `.frame(width: 128, height: 128)` makes a 128-point ring,
    /// while a stack offering only a width leaves it at its ideal size).
    func squareFit(ideal: CGFloat) -> some View {
        SquareFitLayout(ideal: ideal, diameter: nil) { self }
    }

    /// A ring's frame: `diameter` across (`standard` when it is not positive and finite), or,
    /// for nil, the smaller offered side (`standard` when a dimension is unproposed), as
    /// ``squareFit(ideal:)``.
    func ringFrame(diameter: CGFloat?, standard: CGFloat) -> some View {
        let fixed = diameter.map { $0.isFinite && $0 > 0 ? $0 : standard }
        return SquareFitLayout(ideal: standard, diameter: fixed) { self }
    }
}
