import Foundation
import VellumGeometry

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
            FixedFrameNode(
                child: node, width: width.map { animatedValue($0, .frameWidth) },
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
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
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
        let insets = EdgeInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
        return padding(insets)
    }

    /// Adds `length` of space on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the given space on each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        let clean = EdgeInsets(
            top: insets.top.finiteOrZero, leading: insets.leading.finiteOrZero,
            bottom: insets.bottom.finiteOrZero, trailing: insets.trailing.finiteOrZero)
        // A ContainerRelativeShape inside counts the padding between it and its container.
        return ModifiedNodes(
            self,
            environment: { environment in
                guard var container = environment.containerShape else { return }
                container.insets.top += clean.top
                container.insets.leading += clean.leading
                container.insets.bottom += clean.bottom
                container.insets.trailing += clean.trailing
                environment.containerShape = container
            },
            wrap: { node, environment in
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
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
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
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
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

/// The padding a scene's content takes from its edges, as SwiftUI's `scenePadding`.
public struct ScenePadding: Equatable, Sendable {
    let length: CGFloat

    /// The platform's least padding from a scene's edges: 16 points, iOS's margin at compact
    /// width.
    public static let minimum = ScenePadding(length: 16)
}

extension View {
    /// Pads `edges` by the scene padding: 16 points, as iOS at compact width.
    ///
    /// ```swift
    /// Text("Settings").scenePadding()
    /// ```
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        scenePadding(.minimum, edges: edges)
    }

    /// Pads `edges` by `padding`.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, padding.length)
    }
}
