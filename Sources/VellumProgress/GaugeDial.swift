import Foundation
import VellumCore
import VellumGeometry

/// A circular gauge laid out in a fixed design square (`design` points, Apple's accessory
/// size) and drawn scaled to the square it is given: the ring, and labels centred at points
/// of the design, each on one line, shrunk to its slot's width when it is wider (as SwiftUI's
/// accessory gauges shrink their text). Public API only: `GeometryReader` reads the square,
/// ``GaugeDialLayout`` places ring and labels in the design, `scaleEffect` fits it.
struct GaugeDial: View {
    /// The side of the design square, in points: the gauge's ideal size.
    static let design: CGFloat = 58

    struct Slot {
        let view: AnyView
        let center: CGPoint
        let maximumWidth: CGFloat
    }

    let ring: GaugeRing
    let slots: [Slot]

    var body: some View {
        GeometryReader { proxy in
            GaugeDialLayout {
                ring
                ForEach(slots.indices, id: \.self) { index in
                    slots[index].view
                        .lineLimit(1)
                        .minimumScaleFactor(0.01)
                        .layoutValue(
                            key: GaugeDialSlotKey.self,
                            value: GaugeDialSlotKey.Slot(
                                center: slots[index].center,
                                maximumWidth: slots[index].maximumWidth))
                }
            }
            .scaleEffect(min(proxy.size.width, proxy.size.height) / Self.design, anchor: .topLeading)
        }
        .squareFit(ideal: Self.design)
    }
}

/// Where a dial label goes in the design square: centred at `center`, offered `maximumWidth`.
struct GaugeDialSlotKey: LayoutValueKey {
    struct Slot {
        let center: CGPoint
        let maximumWidth: CGFloat
    }
    static let defaultValue: Slot? = nil
}

/// The design square of ``GaugeDial``: subviews without a slot (the ring) fill it; each
/// label is centred at its slot, offered the slot's width and any height.
struct GaugeDialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: GaugeDial.design, height: GaugeDial.design)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            guard let slot = subview[GaugeDialSlotKey.self] else {
                subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
                continue
            }
            subview.place(
                at: CGPoint(x: bounds.minX + slot.center.x, y: bounds.minY + slot.center.y), anchor: .center,
                proposal: ProposedViewSize(width: slot.maximumWidth, height: nil))
        }
    }
}
