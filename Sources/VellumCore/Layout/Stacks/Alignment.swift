import Foundation
import VellumGeometry

/// Where a view sits horizontally in a larger space, as SwiftUI's.
public struct HorizontalAlignment: Hashable, Sendable {
    /// The fraction of the free space left of the view: 0 leading, 0.5 centre, 1 trailing.
    let fraction: CGFloat
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Where a view sits vertically in a larger space, as SwiftUI's.
public struct VerticalAlignment: Hashable, Sendable {
    /// The fraction of the free space above the view: 0 top, 0.5 centre, 1 bottom.
    let fraction: CGFloat
    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    /// Vellum does not align baselines across views: this aligns tops (documented difference).
    public static let firstTextBaseline = top
    /// Vellum does not align baselines across views: this aligns bottoms (documented difference).
    public static let lastTextBaseline = bottom
}

/// A horizontal and a vertical alignment, as SwiftUI's.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a `child`-sized box aligned in a `container`-sized one.
    func origin(of child: CGSize, in container: CGSize) -> CGPoint {
        CGPoint(x: (container.width - child.width) * horizontal.fraction,
                y: (container.height - child.height) * vertical.fraction)
    }
}
