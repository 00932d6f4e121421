import Foundation
import VellumGeometry

/// An edge of a rectangle, as SwiftUI's.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The set of one edge.
        public init(_ edge: Edge) { self.init(rawValue: 1 << UInt8(edge.rawValue)) }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// The leading or trailing edge, as SwiftUI's.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one edge.
        public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.leading, .trailing]
    }
}

/// The top or bottom edge, as SwiftUI's.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one edge.
        public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

/// Insets on each edge, as SwiftUI's.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// How `aspectRatio(_:contentMode:)` fits a ratio into the offered space.
public enum ContentMode: Hashable, Sendable {
    /// The largest size with the ratio that fits inside the offer.
    case fit
    /// The smallest size with the ratio that covers the offer.
    case fill
}

/// SwiftUI's default padding.
let defaultPadding: CGFloat = 16

extension View {
    /// Gives the view a fixed width and/or height, as SwiftUI's `frame(width:height:alignment:)`;
    /// a nil dimension keeps the child's. The child is offered the frame's size and aligned
    /// in it. Negative or non-finite lengths count as nil (SwiftUI logs them).
    ///
    /// ```swift
    /// Circle().fill(.red).frame(width: 200, height: 200)
    /// ```
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let width = validLength(width), height = validLength(height)
        return ModifiedNodes(self) { node, _ in FixedFrameNode(child: node, width: width, height: height, alignment: alignment) }
    }

    /// A flexible frame, as SwiftUI's: in each dimension the frame takes the offered length
    /// clamped between its minimum and maximum (the child's length standing in for a missing
    /// bound), its ideal length when offered none, and the child's length when it has no bounds.
    ///
    /// ```swift
    /// Text("Title").frame(maxWidth: .infinity, alignment: .leading)
    /// ```
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        let bounds = FlexibleFrameNode.Bounds(
            minWidth: validLength(minWidth), idealWidth: validLength(idealWidth), maxWidth: validBound(maxWidth),
            minHeight: validLength(minHeight), idealHeight: validLength(idealHeight), maxHeight: validBound(maxHeight))
        return ModifiedNodes(self) { node, _ in FlexibleFrameNode(child: node, bounds: bounds, alignment: alignment) }
    }

    /// Adds `length` (default 16, as SwiftUI's) of space on `edges`. NaN counts as 0;
    /// negative lengths pull the edges in, as in SwiftUI.
    ///
    /// ```swift
    /// Text("Hi").padding().background(Color.yellow)
    /// ```
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = (length ?? defaultPadding).finiteOrZero
        let insets = EdgeInsets(top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                                bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
        return padding(insets)
    }

    /// Adds `length` of space on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the given space on each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        let clean = EdgeInsets(top: insets.top.finiteOrZero, leading: insets.leading.finiteOrZero,
                               bottom: insets.bottom.finiteOrZero, trailing: insets.trailing.finiteOrZero)
        return ModifiedNodes(self) { node, _ in PaddingNode(child: node, insets: clean) }
    }

    /// Offers the view nothing in the chosen dimensions, so it takes its ideal size there.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        ModifiedNodes(self) { node, _ in FixedSizeNode(child: node, horizontal: horizontal, vertical: vertical) }
    }

    /// Constrains the view to `ratio` (width / height; nil: the view's ideal ratio), fitting or
    /// filling the offered space. Zero, negative or non-finite ratios count as nil.
    ///
    /// ```swift
    /// Color.blue.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100) // 100 × 50
    /// ```
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let clean = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return ModifiedNodes(self) { node, _ in AspectRatioNode(child: node, ratio: clean, mode: contentMode) }
    }

    /// Constrains the view to the ratio of `size`.
    public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
        aspectRatio(size.height > 0 ? size.width / size.height : nil, contentMode: contentMode)
    }

    /// Stacks give space to views of higher priority first. NaN counts as 0.
    public func layoutPriority(_ value: Double) -> some View {
        let priority = value.isNaN ? 0 : value
        return tagged { $0.layoutPriority = priority }
    }

    /// Draws this view above its siblings of lower `zIndex` in the same container (NaN: 0),
    /// as SwiftUI's; layout is unchanged.
    ///
    /// ```swift
    /// ZStack { Circle().fill(.red).zIndex(1); Circle().fill(.blue) }  // red on top
    /// ```
    public func zIndex(_ value: Double) -> some View {
        let index = value.isNaN ? 0 : value
        return tagged { $0.zIndex = index }
    }

    /// This view's node wrapped in one that carries something for its container (a layout
    /// priority, a zIndex, a layout value), set by `tag`.
    func tagged(_ tag: @escaping @Sendable (ModifierNode) -> Void) -> some View {
        ModifiedNodes(self) { node, _ in
            let wrapped = ModifierNode(child: node)
            tag(wrapped)
            return wrapped
        }
    }

    /// Places this view's centre at `position` in the space it is offered, taking all of
    /// that space (10 points for an unspecified dimension), as SwiftUI's.
    ///
    /// ```swift
    /// Circle().fill(.red).frame(width: 8, height: 8).position(x: 40, y: 12)
    /// ```
    public func position(_ position: CGPoint) -> some View {
        let point = CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
        return ModifiedNodes(self) { node, _ in PositionNode(child: node, position: point) }
    }

    /// Places this view's centre at (`x`, `y`) in the space it is offered.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// Scales this view to fit the space offered, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales this view to fill the space offered, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

/// `position`: the child, at its size for the offer, centred on a point of the offered space.
final class PositionNode: LayoutModifierNode {
    let position: CGPoint

    init(child: _ViewNode, position: CGPoint) {
        self.position = position
        super.init(child: child)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        return CGSize(width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        let offer = ProposedViewSize(sizeThatFits(proposal))
        let size = child.sizeThatFits(offer)
        var local = context
        local.translateBy(x: position.x - size.width / 2, y: position.y - size.height / 2)
        child.draw(in: &local, proposal: offer)
    }
}

private func validLength(_ value: CGFloat?) -> CGFloat? {
    guard let value, value.isFinite, value >= 0 else { return nil }
    return value
}

/// A maximum may be infinite ("as wide as offered").
private func validBound(_ value: CGFloat?) -> CGFloat? {
    guard let value, !value.isNaN, value >= 0 else { return nil }
    return value
}

/// A modifier that sizes or places its child (a frame, padding, a fixed size, an aspect
/// ratio). What it makes is not a spacer even when the child is one: a framed `Spacer` is an
/// ordinary view to a stack, as in SwiftUI.
class LayoutModifierNode: ModifierNode {
    override var spacerMinLength: CGFloat?? { nil }
}

final class FixedFrameNode: LayoutModifierNode {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(child: _ViewNode, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(child: child)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let childSize = child.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        drawAligned(child, alignment: alignment, in: &context, size: sizeThatFits(proposal))
    }
}

/// Draws `child` placed with the proposal `size`, aligned in it, as SwiftUI's frames and
/// overlays place their content.
func drawAligned(_ child: _ViewNode, alignment: Alignment, in context: inout GraphicsContext, size: CGSize) {
    let offer = ProposedViewSize(size)
    let origin = alignment.origin(of: child.sizeThatFits(offer), in: size)
    var local = context
    local.translateBy(x: origin.x, y: origin.y)
    child.draw(in: &local, proposal: offer)
}

final class FlexibleFrameNode: LayoutModifierNode {
    struct Bounds {
        var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
    }

    let bounds: Bounds
    let alignment: Alignment

    init(child: _ViewNode, bounds: Bounds, alignment: Alignment) {
        self.bounds = bounds
        self.alignment = alignment
        super.init(child: child)
    }

    private static func clamp(_ value: CGFloat, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat {
        var result = value
        if let high { result = min(result, high) }
        if let low { result = max(result, low) }
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        // The child is offered the proposal clamped to the bounds (the ideal when none).
        let offerWidth = proposal.width.map { Self.clamp($0, bounds.minWidth, bounds.maxWidth) } ?? bounds.idealWidth
        let offerHeight = proposal.height.map { Self.clamp($0, bounds.minHeight, bounds.maxHeight) } ?? bounds.idealHeight
        let childSize = child.sizeThatFits(ProposedViewSize(width: offerWidth, height: offerHeight))
        func length(_ proposed: CGFloat?, _ ideal: CGFloat?, _ low: CGFloat?, _ high: CGFloat?, _ child: CGFloat) -> CGFloat {
            if low == nil && high == nil { return child }
            let offered = proposed ?? ideal ?? child
            // A missing bound is the child's own length.
            return Self.clamp(offered, low ?? min(child, high ?? child), high ?? max(child, low ?? child))
        }
        return CGSize(width: length(proposal.width, bounds.idealWidth, bounds.minWidth, bounds.maxWidth, childSize.width),
                      height: length(proposal.height, bounds.idealHeight, bounds.minHeight, bounds.maxHeight, childSize.height))
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        drawAligned(child, alignment: alignment, in: &context, size: sizeThatFits(proposal))
    }
}

final class PaddingNode: LayoutModifierNode {
    let insets: EdgeInsets

    init(child: _ViewNode, insets: EdgeInsets) {
        self.insets = insets
        super.init(child: child)
    }

    private var horizontal: CGFloat { insets.leading + insets.trailing }
    private var vertical: CGFloat { insets.top + insets.bottom }

    /// What the child is offered: the proposal less the insets.
    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max($0 - horizontal, 0) },
                         height: proposal.height.map { max($0 - vertical, 0) })
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let childSize = child.sizeThatFits(inner(proposal))
        return CGSize(width: max(childSize.width + horizontal, 0), height: max(childSize.height + vertical, 0))
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        var local = context
        local.translateBy(x: insets.leading, y: insets.top)
        child.draw(in: &local, proposal: inner(proposal))
    }
}

final class FixedSizeNode: LayoutModifierNode {
    let horizontal: Bool
    let vertical: Bool

    init(child: _ViewNode, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child)
    }

    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(offer(proposal)) }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        child.draw(in: &context, proposal: offer(proposal))
    }
}

final class AspectRatioNode: LayoutModifierNode {
    let ratio: CGFloat?
    let mode: ContentMode

    init(child: _ViewNode, ratio: CGFloat?, mode: ContentMode) {
        self.ratio = ratio
        self.mode = mode
        super.init(child: child)
    }

    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified)
        let r = ratio ?? (ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : 1)
        guard r.isFinite, r > 0 else { return proposal }
        switch (proposal.width, proposal.height) {
        case let (w?, h?):
            let byWidth = CGSize(width: w, height: w / r), byHeight = CGSize(width: h * r, height: h)
            let fits = byWidth.height <= h
            switch mode {
            case .fit: return ProposedViewSize(fits ? byWidth : byHeight)
            case .fill: return ProposedViewSize(fits ? byHeight : byWidth)
            }
        case let (w?, nil): return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?): return ProposedViewSize(width: h * r, height: h)
        case (nil, nil):
            let width = ideal.width > 0 ? ideal.width : 10
            return ProposedViewSize(width: width, height: width / r)
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(offer(proposal)) }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        child.draw(in: &context, proposal: offer(proposal))
    }
}
