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
        return ModifiedNodes(self) { node, environment in
            FixedFrameNode(child: node, width: width.map { animatedValue($0, .frameWidth) },
                           height: height.map { animatedValue($0, .frameHeight) }, alignment: alignment, environment: environment)
        }
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
        return ModifiedNodes(self) { node, environment in
            FlexibleFrameNode(child: node, bounds: bounds, alignment: alignment, environment: environment)
        }
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
        // A ContainerRelativeShape inside counts the padding between it and its container.
        return ModifiedNodes(self, environment: { environment in
            guard var container = environment.containerShape else { return }
            container.insets.top += clean.top
            container.insets.leading += clean.leading
            container.insets.bottom += clean.bottom
            container.insets.trailing += clean.trailing
            environment.containerShape = container
        }, wrap: { node, environment in
            PaddingNode(child: node, insets: clean, environment: environment)
        })
    }

    /// Offers the view nothing in the chosen dimensions, so it takes its ideal size there.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        ModifiedNodes(self) { node, environment in
            FixedSizeNode(child: node, horizontal: horizontal, vertical: vertical, environment: environment)
        }
    }

    /// Constrains the view to `ratio` (width / height; nil: the view's ideal ratio), fitting or
    /// filling the offered space. Zero, negative or non-finite ratios count as nil.
    ///
    /// ```swift
    /// Color.blue.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100) // 100 × 50
    /// ```
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let clean = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return ModifiedNodes(self) { node, environment in
            AspectRatioNode(child: node, ratio: clean, mode: contentMode, environment: environment)
        }
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
        return ModifiedNodes(self) { node, environment in
            PositionNode(child: node, position: point, environment: environment)
        }
    }

    /// Places this view's centre at (`x`, `y`) in the space it is offered.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// Puts the horizontal guide `guide` where `computeValue` says, from the view's leading
    /// edge, for the containers that align on it, as SwiftUI's `alignmentGuide(_:computeValue:)`.
    /// The closure gets the view's dimensions (its size and its other guides). A non-finite
    /// value counts as none.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Total")
    ///     Text("42").alignmentGuide(.leading) { d in -12 }   // indented 12 points
    /// }
    /// ```
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        ModifiedNodes(self) { node, _ in AlignmentGuideNode(child: node, guide: guide.key, computeValue: computeValue) }
    }

    /// Puts the vertical guide `guide` where `computeValue` says, from the view's top edge.
    ///
    /// ```swift
    /// HStack(alignment: .center) {
    ///     Circle().frame(width: 8, height: 8)
    ///     Text("Build").alignmentGuide(VerticalAlignment.center) { d in d[.firstTextBaseline] - 4 }
    /// }
    /// ```
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        ModifiedNodes(self) { node, _ in AlignmentGuideNode(child: node, guide: guide.key, computeValue: computeValue) }
    }

    /// Scales this view to fit the space offered, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales this view to fill the space offered, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
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
/// ratio, a position). What it makes is not a spacer even when the child is one: a framed
/// `Spacer` is an ordinary view to a stack, as in SwiftUI.
///
/// Subclasses say where the child goes (``childPlacement(for:)``, from the leading edge);
/// drawing, mirroring for right-to-left layout and passing the child's alignment guides on
/// follow from that here.
class LayoutModifierNode: ModifierNode {
    let mirror: HorizontalMirror

    init(child: _ViewNode, environment: EnvironmentValues) {
        mirror = HorizontalMirror(environment)
        super.init(child: child)
    }

    override var spacerMinLength: CGFloat?? { nil }

    /// What the child is offered for `proposal`, and its top-left corner from the leading
    /// edge. Default: the proposal, at the origin.
    func childPlacement(for proposal: ProposedViewSize) -> (offer: ProposedViewSize, origin: CGPoint) { (proposal, .zero) }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        let (offer, origin) = childPlacement(for: proposal)
        var local = context
        let x = mirror.left(ofLeading: origin.x, width: child.sizeThatFits(offer).width, in: sizeThatFits(proposal).width)
        if x != 0 || origin.y != 0 { local.translateBy(x: x, y: origin.y) }
        child.draw(in: &local, proposal: offer)
    }

    /// The child's explicit guides, moved by where it sits.
    override func explicitGuide(_ guide: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        let (offer, origin) = childPlacement(for: proposal)
        return child.explicitGuide(guide, proposal: offer).map { $0 + (guide.axis == .horizontal ? origin.x : origin.y) }
    }
}

/// `alignmentGuide`: one guide of the child put where a closure says.
final class AlignmentGuideNode: ModifierNode {
    let guide: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    init(child: _ViewNode, guide: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        self.guide = guide
        self.computeValue = computeValue
        super.init(child: child)
        if guide.isBuiltInEdge { setsEdgeGuides = true }
    }

    override func explicitGuide(_ guide: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        guard guide == self.guide else { return child.explicitGuide(guide, proposal: proposal) }
        return computeValue(ViewDimensions(node: child, proposal: proposal))
    }
}

/// `position`: the child, at its size for the offer, centred on a point of the offered space.
final class PositionNode: LayoutModifierNode {
    let position: CGPoint

    init(child: _ViewNode, position: CGPoint, environment: EnvironmentValues) {
        self.position = position
        super.init(child: child, environment: environment)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        return CGSize(width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        // A position is in points from the left edge, in either direction.
        let (offer, origin) = childPlacement(for: proposal)
        var local = context
        local.translateBy(x: origin.x, y: origin.y)
        child.draw(in: &local, proposal: offer)
    }

    override func childPlacement(for proposal: ProposedViewSize) -> (offer: ProposedViewSize, origin: CGPoint) {
        let offer = ProposedViewSize(sizeThatFits(proposal))
        let size = child.sizeThatFits(offer)
        return (offer, CGPoint(x: position.x - size.width / 2, y: position.y - size.height / 2))
    }
}

/// Where a child with `dimensions` goes when aligned in a box of `size`, from the box's
/// leading edge, as SwiftUI's frames, overlays and backgrounds place their content.
func alignedOrigin(of child: _ViewNode, alignment: Alignment, in size: CGSize) -> CGPoint {
    let offer = ProposedViewSize(size)
    return alignment.origin(of: child, proposal: offer, size: child.sizeThatFits(offer), in: size)
}

/// Draws `child` placed with the proposal `size`, aligned in it (mirrored for right to left).
func drawAligned(_ child: _ViewNode, alignment: Alignment, mirror: HorizontalMirror, in context: inout GraphicsContext,
                 size: CGSize) {
    let offer = ProposedViewSize(size)
    let origin = alignedOrigin(of: child, alignment: alignment, in: size)
    var local = context
    local.translateBy(x: mirror.left(ofLeading: origin.x, width: child.sizeThatFits(offer).width, in: size.width), y: origin.y)
    child.draw(in: &local, proposal: offer)
}

final class FixedFrameNode: LayoutModifierNode {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(child: _ViewNode, width: CGFloat?, height: CGFloat?, alignment: Alignment, environment: EnvironmentValues) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(child: child, environment: environment)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let childSize = child.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    override func childPlacement(for proposal: ProposedViewSize) -> (offer: ProposedViewSize, origin: CGPoint) {
        let size = sizeThatFits(proposal)
        return (ProposedViewSize(size), alignedOrigin(of: child, alignment: alignment, in: size))
    }
}

final class FlexibleFrameNode: LayoutModifierNode {
    struct Bounds {
        var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
    }

    let bounds: Bounds
    let alignment: Alignment

    init(child: _ViewNode, bounds: Bounds, alignment: Alignment, environment: EnvironmentValues) {
        self.bounds = bounds
        self.alignment = alignment
        super.init(child: child, environment: environment)
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

    override func childPlacement(for proposal: ProposedViewSize) -> (offer: ProposedViewSize, origin: CGPoint) {
        let size = sizeThatFits(proposal)
        return (ProposedViewSize(size), alignedOrigin(of: child, alignment: alignment, in: size))
    }
}

final class PaddingNode: LayoutModifierNode {
    let insets: EdgeInsets

    init(child: _ViewNode, insets: EdgeInsets, environment: EnvironmentValues) {
        self.insets = insets
        super.init(child: child, environment: environment)
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

    override func childPlacement(for proposal: ProposedViewSize) -> (offer: ProposedViewSize, origin: CGPoint) {
        (inner(proposal), CGPoint(x: insets.leading, y: insets.top))
    }

    /// A padded edge asks the default space: beyond it lies the padding, not the child.
    override var viewSpacing: ViewSpacing {
        var spacing = child.viewSpacing
        var padded: Edge.Set = []
        if insets.top != 0 { padded.insert(.top) }
        if insets.leading != 0 { padded.insert(.leading) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.trailing != 0 { padded.insert(.trailing) }
        spacing.reset(padded)
        return spacing
    }
}

final class FixedSizeNode: LayoutModifierNode {
    let horizontal: Bool
    let vertical: Bool

    init(child: _ViewNode, horizontal: Bool, vertical: Bool, environment: EnvironmentValues) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child, environment: environment)
    }

    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(offer(proposal)) }

    override func childPlacement(for proposal: ProposedViewSize) -> (offer: ProposedViewSize, origin: CGPoint) {
        (offer(proposal), .zero)
    }
}

final class AspectRatioNode: LayoutModifierNode {
    let ratio: CGFloat?
    let mode: ContentMode

    init(child: _ViewNode, ratio: CGFloat?, mode: ContentMode, environment: EnvironmentValues) {
        self.ratio = ratio
        self.mode = mode
        super.init(child: child, environment: environment)
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

    override func childPlacement(for proposal: ProposedViewSize) -> (offer: ProposedViewSize, origin: CGPoint) {
        (offer(proposal), .zero)
    }
}
