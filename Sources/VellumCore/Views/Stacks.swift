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

/// The spacing SwiftUI puts between stacked views when none is given.
let defaultStackSpacing: CGFloat = 8

/// Lays its children out in a row, as SwiftUI's `HStack`: each child is offered an equal
/// share of the width that is left, the least flexible first (higher `layoutPriority`
/// first), and takes what it needs.
///
/// ```swift
/// HStack(spacing: 4) { Circle(); Text("Online"); Spacer() }.frame(width: 200, height: 20)
/// ```
public struct HStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// - Parameters:
    ///   - alignment: How children line up vertically. Default: centre.
    ///   - spacing: Between neighbours; nil for the default (8). NaN counts as nil.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.flatMap { $0.isNaN ? nil : $0 }
        self.content = content()
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        [StackNode(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
                   children: ViewTree.nodes(of: content, in: environment))]
    }
}

/// Lays its children out in a column, as SwiftUI's `VStack`.
///
/// ```swift
/// VStack(alignment: .leading) { Text("Upload"); ProgressView(value: 0.4) }
/// ```
public struct VStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// - Parameters:
    ///   - alignment: How children line up horizontally. Default: centre.
    ///   - spacing: Between neighbours; nil for the default (8). NaN counts as nil.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.flatMap { $0.isNaN ? nil : $0 }
        self.content = content()
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        [StackNode(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
                   children: ViewTree.nodes(of: content, in: environment))]
    }
}

/// Overlays its children, each offered the whole proposal and aligned in the stack, as
/// SwiftUI's `ZStack`; the first is at the back.
///
/// ```swift
/// ZStack { Circle().fill(.blue); Text("7") }.frame(width: 40, height: 40)
/// ```
public struct ZStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        [ZStackNode(alignment: alignment, children: ViewTree.nodes(of: content, in: environment))]
    }
}

/// Flexible empty space along a stack's axis, as SwiftUI's: it takes all the room the stack
/// offers it, at least `minLength` (default: the stack's spacing).
///
/// ```swift
/// HStack { Text("Left"); Spacer(); Text("Right") }
/// ```
public struct Spacer: View, _PrimitiveView {
    public typealias Body = Never
    /// The least room the spacer takes; nil for the default spacing. Negative or NaN count as 0.
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength.map { $0.isNaN ? 0 : max($0, 0) }
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        [SpacerNode(minLength: minLength)]
    }
}

final class SpacerNode: _ViewNode {
    let minLength: CGFloat?

    init(minLength: CGFloat?) {
        self.minLength = minLength
    }

    override var spacerMinLength: CGFloat?? { .some(minLength) }

    /// Outside a stack a spacer takes what it is offered, at least its minimum.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let least = minLength ?? defaultStackSpacing
        return CGSize(width: max(least, proposal.width ?? least), height: max(least, proposal.height ?? least))
    }
}

enum Axis {
    case horizontal, vertical
}

/// `HStack` and `VStack`.
final class StackNode: _ViewNode {
    let axis: Axis
    let alignment: Alignment
    let spacing: CGFloat
    let children: [_ViewNode]

    init(axis: Axis, alignment: Alignment, spacing: CGFloat?, children: [_ViewNode]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing ?? defaultStackSpacing
        self.children = children
    }

    private func main(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    private func cross(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
    private func proposal(main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }

    /// A child's size for a length along the axis; spacers take no room across it.
    private func size(of child: _ViewNode, main: CGFloat?, cross: CGFloat?) -> CGSize {
        if let minLength = child.spacerMinLength {
            let least = minLength ?? spacing
            let length = max(least, main ?? least)
            return axis == .horizontal ? CGSize(width: length, height: 0) : CGSize(width: 0, height: length)
        }
        return child.sizeThatFits(proposal(main: main, cross: cross))
    }

    /// The children's sizes for `proposal`: SwiftUI's stack algorithm.
    private func childSizes(_ proposal: ProposedViewSize) -> [CGSize] {
        let proposedMain = axis == .horizontal ? proposal.width : proposal.height
        let proposedCross = axis == .horizontal ? proposal.height : proposal.width
        guard let proposedMain else {
            return children.map { size(of: $0, main: nil, cross: proposedCross) }
        }
        let totalSpacing = spacing * CGFloat(max(children.count - 1, 0))
        var remaining = proposedMain - totalSpacing
        var sizes = [CGSize](repeating: .zero, count: children.count)
        let minimum = children.map { main(size(of: $0, main: 0, cross: proposedCross)) }
        let maximum = children.map { main(size(of: $0, main: .infinity, cross: proposedCross)) }
        let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
        for priority in priorities {
            let group = children.indices.filter { children[$0].layoutPriority == priority }
                .sorted { (maximum[$0] - minimum[$0], $0) < (maximum[$1] - minimum[$1], $1) }
            // Lower priorities keep at least their minimum.
            let reserved = children.indices.filter { children[$0].layoutPriority < priority }.reduce(0) { $0 + minimum[$1] }
            var available = remaining - reserved
            var left = group.count
            for index in group {
                let offer = max(0, available / CGFloat(left))
                let childSize = size(of: children[index], main: offer, cross: proposedCross)
                sizes[index] = childSize
                available -= main(childSize)
                remaining -= main(childSize)
                left -= 1
            }
        }
        return sizes
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard !children.isEmpty else { return .zero }
        let sizes = childSizes(proposal)
        let length = sizes.reduce(0) { $0 + main($1) } + spacing * CGFloat(children.count - 1)
        let thickness = sizes.map(cross).max() ?? 0
        return axis == .horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
    }

    override func draw(in context: inout GraphicsContext, size: CGSize) {
        let sizes = childSizes(proposal(thatGave: size))
        var position: CGFloat = 0
        for (child, childSize) in zip(children, sizes) {
            let crossOffset: CGFloat
            if axis == .horizontal {
                crossOffset = (size.height - childSize.height) * alignment.vertical.fraction
            } else {
                crossOffset = (size.width - childSize.width) * alignment.horizontal.fraction
            }
            var local = context
            if axis == .horizontal {
                local.translateBy(x: position, y: crossOffset)
            } else {
                local.translateBy(x: crossOffset, y: position)
            }
            child.draw(in: &local, size: childSize)
            position += main(childSize) + spacing
        }
    }

    /// Where each child goes for a stack of `size`, for tests and layout inspection.
    func frames(in size: CGSize) -> [CGRect] {
        let sizes = childSizes(proposal(thatGave: size))
        var position: CGFloat = 0
        return sizes.map { childSize in
            defer { position += main(childSize) + spacing }
            if axis == .horizontal {
                return CGRect(x: position, y: (size.height - childSize.height) * alignment.vertical.fraction,
                              width: childSize.width, height: childSize.height)
            }
            return CGRect(x: (size.width - childSize.width) * alignment.horizontal.fraction, y: position,
                          width: childSize.width, height: childSize.height)
        }
    }
}

final class ZStackNode: _ViewNode {
    let alignment: Alignment
    let children: [_ViewNode]

    init(alignment: Alignment, children: [_ViewNode]) {
        self.alignment = alignment
        self.children = children
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        var result = CGSize.zero
        for child in children {
            let size = child.sizeThatFits(proposal)
            result.width = max(result.width, size.width)
            result.height = max(result.height, size.height)
        }
        return result
    }

    override func draw(in context: inout GraphicsContext, size: CGSize) {
        let offer = proposal(thatGave: size)
        for child in children {
            let childSize = child.sizeThatFits(offer)
            let origin = alignment.origin(of: childSize, in: size)
            var local = context
            local.translateBy(x: origin.x, y: origin.y)
            child.draw(in: &local, size: childSize)
        }
    }
}
