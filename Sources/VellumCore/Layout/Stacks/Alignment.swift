import Foundation
import VellumGeometry

/// A type that names an alignment guide and gives its default position, as SwiftUI's: the
/// built-in guides (`.leading`, `.top`, `.firstTextBaseline`, …) each have one, and custom
/// guides are made from your own.
///
/// ```swift
/// private struct FirstThirdAlignment: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
/// }
/// extension VerticalAlignment {
///     static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
/// }
/// ```
public protocol AlignmentID {
    /// Where the guide falls in a view that does not set it explicitly, from the view's
    /// leading (horizontal guides) or top (vertical guides) edge.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// One alignment guide: its identifier type and how a container merges its subviews'
/// explicit values for it (SwiftUI's `combineExplicit`).
struct AlignmentKey: Hashable, @unchecked Sendable {
    enum Combination: Hashable { case mean, minimum, maximum }

    /// Metatypes are immutable, so sharing one across threads is safe.
    let id: any AlignmentID.Type
    let combination: Combination
    /// The axis the guide's values run along: x for horizontal guides, y for vertical ones.
    let axis: Axis
    /// For the six edge and centre guides (which containers never report explicitly): where
    /// the guide falls, as a fraction of the view's length. Nil for other guides.
    let edgeFraction: CGFloat?
    var isBuiltInEdge: Bool { edgeFraction != nil }

    init(_ id: any AlignmentID.Type, axis: Axis, combination: Combination = .mean, edgeFraction: CGFloat? = nil) {
        self.id = id
        self.axis = axis
        self.combination = combination
        self.edgeFraction = edgeFraction
    }

    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        // The edge guides are the common case: no call through the metatype.
        if let edgeFraction { return edgeFraction * (axis == .horizontal ? dimensions.width : dimensions.height) }
        return id.defaultValue(in: dimensions)
    }

    /// Where the guide falls in a view of `size` that `node` draws, explicit or default.
    func value(for node: _ViewNode, proposal: ProposedViewSize, size: CGSize) -> CGFloat {
        if let edgeFraction, !node.setsEdgeGuides {
            return edgeFraction * (axis == .horizontal ? size.width : size.height)
        }
        let dimensions = ViewDimensions(node: node, proposal: proposal)
        return axis == .horizontal
            ? dimensions[HorizontalAlignment(key: self)] : dimensions[VerticalAlignment(key: self)]
    }

    func combine<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        let present = values.compactMap { $0 }
        guard !present.isEmpty else { return nil }
        switch combination {
        case .mean: return present.reduce(0, +) / CGFloat(present.count)
        case .minimum: return present.min()
        case .maximum: return present.max()
        }
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
    }
    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }
}

private enum LeadingGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
private enum HorizontalCenterGuide: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}
private enum TrailingGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
private enum TopGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
private enum VerticalCenterGuide: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}
private enum BottomGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
/// A view without text has its baselines on its bottom edge, as in SwiftUI.
private enum FirstTextBaselineGuide: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
private enum LastTextBaselineGuide: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}

/// An alignment guide along the horizontal axis, as SwiftUI's: where views line up in a
/// `VStack`, a frame or a `ZStack`. Custom guides are made with ``init(_:)``.
///
/// ```swift
/// VStack(alignment: .leading) { Text("Title"); Text("Subtitle").font(.caption) }
/// ```
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// A custom guide, identified by `id`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }

    init(key: AlignmentKey) { self.key = key }

    /// The leading edge (the left one, or the right one in a right-to-left layout).
    public static let leading = HorizontalAlignment(
        key: AlignmentKey(LeadingGuide.self, axis: .horizontal, edgeFraction: 0))
    /// The horizontal centre.
    public static let center = HorizontalAlignment(
        key: AlignmentKey(HorizontalCenterGuide.self, axis: .horizontal, edgeFraction: 0.5))
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(
        key: AlignmentKey(TrailingGuide.self, axis: .horizontal, edgeFraction: 1))

    /// Merges explicit values of this guide, as a container merges its subviews': the mean
    /// of the non-nil values, nil when there are none.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values)
    }
}

/// An alignment guide along the vertical axis, as SwiftUI's: where views line up in an
/// `HStack`, a grid row, a frame or a `ZStack`. The text baselines fall on the real first
/// and last baselines of text, and on the bottom of views without text.
///
/// ```swift
/// HStack(alignment: .firstTextBaseline) { Text("42").font(.largeTitle); Text("points") }
/// ```
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// A custom guide, identified by `id`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }

    init(key: AlignmentKey) { self.key = key }

    /// The top edge.
    public static let top = VerticalAlignment(key: AlignmentKey(TopGuide.self, axis: .vertical, edgeFraction: 0))
    /// The vertical centre.
    public static let center = VerticalAlignment(
        key: AlignmentKey(VerticalCenterGuide.self, axis: .vertical, edgeFraction: 0.5))
    /// The bottom edge.
    public static let bottom = VerticalAlignment(key: AlignmentKey(BottomGuide.self, axis: .vertical, edgeFraction: 1))
    /// The baseline of the first line of text (a container takes its topmost subview's).
    public static let firstTextBaseline = VerticalAlignment(
        key: AlignmentKey(FirstTextBaselineGuide.self, axis: .vertical, combination: .minimum))
    /// The baseline of the last line of text (a container takes its lowest subview's).
    public static let lastTextBaseline = VerticalAlignment(
        key: AlignmentKey(LastTextBaselineGuide.self, axis: .vertical, combination: .maximum))

    /// Merges explicit values of this guide, as a container merges its subviews': the
    /// minimum for `.firstTextBaseline`, the maximum for `.lastTextBaseline`, the mean of the
    /// non-nil values for the others; nil when there are none.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values)
    }
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
    /// Leading, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Leading, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Centred, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centred, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Trailing, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Trailing, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The origin of a child with `dimensions` aligned in a `container`-sized box: the
    /// child's guides (explicit or default) meet the container's default guides.
    func origin(of dimensions: ViewDimensions, in container: CGSize) -> CGPoint {
        let box = ViewDimensions(size: container)
        return CGPoint(x: box[horizontal] - dimensions[horizontal], y: box[vertical] - dimensions[vertical])
    }

    /// The origin of `node`'s view, of `size` for `proposal`, aligned in a `container`-sized box.
    func origin(of node: _ViewNode, proposal: ProposedViewSize, size: CGSize, in container: CGSize) -> CGPoint {
        let box = ViewDimensions(size: container)
        return CGPoint(
            x: horizontal.key.defaultValue(in: box) - horizontal.key.value(for: node, proposal: proposal, size: size),
            y: vertical.key.defaultValue(in: box) - vertical.key.value(for: node, proposal: proposal, size: size))
    }
}

/// Lengths lined up on a guide: how far the group reaches before the guide and after it,
/// which makes a stack's thickness and a `ZStack`'s size.
struct GuideExtent {
    private(set) var before = -CGFloat.infinity
    private(set) var after = -CGFloat.infinity

    /// Adds a view `length` long whose guide falls `guide` from its start.
    mutating func include(length: CGFloat, guide: CGFloat) {
        before = max(before, guide)
        after = max(after, length - guide)
    }

    /// The group's whole length (0 when empty).
    var length: CGFloat { before.isFinite && after.isFinite ? max(before + after, 0) : 0 }

    /// Where the guide line falls from the group's start (0 when empty).
    var line: CGFloat { before.isFinite ? before : 0 }
}
