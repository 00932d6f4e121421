import Foundation
import VellumGeometry

/// One column of a `LazyVGrid` or one row of a `LazyHGrid`, as SwiftUI's: how long it is,
/// the space after it, and where cells sit in it.
///
/// ```swift
/// let columns = [GridItem(.fixed(60)), GridItem(.flexible()), GridItem(.adaptive(minimum: 40))]
/// ```
public struct GridItem: Hashable, Sendable {
    /// How long an item is across the grid's flow.
    public enum Size: Hashable, Sendable {
        /// Exactly this long, whatever the space.
        case fixed(CGFloat)
        /// A share of the space left after fixed items, clamped to `minimum`…`maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in its share of the space.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size. Default: `.flexible()`.
    public var size: Size
    /// The space after this item, before the next; nil for the default (8).
    public var spacing: CGFloat?
    /// Where cells sit in this item's space; nil for the grid's alignment.
    public var alignment: Alignment?

    /// - Parameters:
    ///   - size: The item's size.
    ///   - spacing: The space to the next item; nil for the default (8).
    ///   - alignment: Where cells sit in the item; nil for the grid's alignment.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Which views stay pinned in a scrolling lazy grid or stack, as SwiftUI's. A render draws
/// the whole grid at once, so nothing scrolls and pinning changes nothing.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Cells in columns, flowing into as many rows as they need, as SwiftUI's `LazyVGrid`.
///
/// Columns come from `columns`: fixed ones take their width, the space left (less the
/// spacing) is shared in order among flexible and adaptive ones, and an adaptive column
/// holds as many columns of at least its minimum as fit. Cells fill rows left to right
/// (leading to trailing); a row is as tall as its tallest cell. A render draws every cell:
/// "lazy" changes nothing but the name. Offered no width, flexible and adaptive columns
/// take their cells' ideal width.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))], spacing: 12) {
///     ForEach(badges, id: \.self) { Text($0).padding(6).background(.blue.opacity(0.2), in: .capsule) }
/// }
/// .frame(width: 320)
/// ```
public struct LazyVGrid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let layout: LazyGridLayout
    let content: Content

    /// - Parameters:
    ///   - columns: The columns.
    ///   - alignment: Where cells sit across their column. Default: `.center`.
    ///   - spacing: The space between rows; nil for the default (8).
    ///   - pinnedViews: Views to pin while scrolling (a render does not scroll).
    ///   - content: The cells.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(
            tracksAxis: .horizontal, items: columns,
            alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        ViewTree.nodes(of: LayoutView(layout: layout, content: content), in: environment)
    }
}

/// Cells in rows, flowing into as many columns as they need, as SwiftUI's `LazyHGrid`: the
/// same rules as ``LazyVGrid`` with the axes swapped (rows from `rows` and the offered
/// height; cells fill columns top to bottom).
///
/// ```swift
/// LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))]) {
///     ForEach(0..<6) { Circle().fill(.green).frame(width: 20) }
/// }
/// ```
public struct LazyHGrid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let layout: LazyGridLayout
    let content: Content

    /// - Parameters:
    ///   - rows: The rows.
    ///   - alignment: Where cells sit across their row. Default: `.center`.
    ///   - spacing: The space between columns; nil for the default (8).
    ///   - pinnedViews: Views to pin while scrolling (a render does not scroll).
    ///   - content: The cells.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(
            tracksAxis: .vertical, items: rows,
            alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        ViewTree.nodes(of: LayoutView(layout: layout, content: content), in: environment)
    }
}

/// The layout of both lazy grids. "Tracks" are the columns of a `LazyVGrid` (laid across
/// the horizontal axis) or the rows of a `LazyHGrid`; "lines" are the rows (columns) the
/// cells flow into.
struct LazyGridLayout: Layout, StackLayoutKind {
    /// The most tracks one grid makes; an adaptive item in a vast space stops here.
    static let maximumTracks = 10_000

    /// The axis the tracks are laid across: horizontal for `LazyVGrid`.
    let tracksAxis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let lineSpacing: CGFloat

    init(tracksAxis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?) {
        self.tracksAxis = tracksAxis
        self.items = items
        self.alignment = alignment
        lineSpacing = spacing.map { $0.isFinite ? max($0, 0) : defaultStackSpacing } ?? defaultStackSpacing
    }

    /// One track: its length, the space after it, and where its cells sit.
    struct Track {
        var length: CGFloat
        var spacing: CGFloat
        var alignment: Alignment
    }

    private static func clean(_ value: CGFloat, or fallback: CGFloat) -> CGFloat {
        value.isNaN ? fallback : max(value, 0)
    }

    private func spacing(after item: GridItem) -> CGFloat {
        item.spacing.map { $0.isFinite ? max($0, 0) : defaultStackSpacing } ?? defaultStackSpacing
    }

    /// The tracks for `available` length across the flow (nil: the cells' ideal lengths).
    func tracks(available: CGFloat?, subviews: Subviews) -> [Track] {
        guard !items.isEmpty else { return [] }
        let spacings = items.map(spacing(after:))
        var lengths = Array(repeating: CGFloat(0), count: items.count)
        var counts = Array(repeating: 1, count: items.count)
        guard let available, available.isFinite else {
            return idealTracks(subviews: subviews, spacings: spacings)
        }
        var remaining = available - spacings.dropLast().reduce(0, +)
        var shared = 0
        for (index, item) in items.enumerated() {
            if case .fixed(let length) = item.size {
                lengths[index] = Self.clean(length, or: 0)
                remaining -= lengths[index]
            } else {
                shared += 1
            }
        }
        // The rest is shared in order: each takes an equal share of what is left, clamped.
        for (index, item) in items.enumerated() {
            switch item.size {
            case .fixed: continue
            case .flexible(let minimum, let maximum):
                let share = max(remaining, 0) / CGFloat(shared)
                lengths[index] = min(max(share, Self.clean(minimum, or: 10)), Self.clean(maximum, or: .infinity))
            case .adaptive(let minimum, let maximum):
                let least = max(Self.clean(minimum, or: 10), 1)
                let share = max(max(remaining, 0) / CGFloat(shared), least)
                let fitting = ((share + spacings[index]) / (least + spacings[index])).rounded(.down)
                let count = Int(min(max(fitting, 1), CGFloat(Self.maximumTracks)))
                counts[index] = count
                let each = (share - CGFloat(count - 1) * spacings[index]) / CGFloat(count)
                lengths[index] = min(each, Self.clean(maximum, or: .infinity))
            }
            remaining -= lengths[index] * CGFloat(counts[index]) + CGFloat(counts[index] - 1) * spacings[index]
            shared -= 1
        }
        var tracks: [Track] = []
        for (index, item) in items.enumerated() {
            for _ in 0..<counts[index] where tracks.count < Self.maximumTracks {
                tracks.append(
                    Track(length: lengths[index], spacing: spacings[index], alignment: item.alignment ?? alignment))
            }
        }
        return tracks
    }

    /// Offered no length, each item is one track as long as its longest cell (fixed ones
    /// keep their length; flexible and adaptive ones stay within their bounds).
    private func idealTracks(subviews: Subviews, spacings: [CGFloat]) -> [Track] {
        items.enumerated().map { index, item in
            var longest: CGFloat = 0
            for cell in stride(from: index, to: subviews.count, by: items.count) {
                longest = max(longest, along(subviews[cell].sizeThatFits(.unspecified)))
            }
            let length: CGFloat
            switch item.size {
            case .fixed(let fixed): length = Self.clean(fixed, or: 0)
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                length = min(max(longest, Self.clean(minimum, or: 10)), Self.clean(maximum, or: .infinity))
            }
            return Track(length: length, spacing: spacings[index], alignment: item.alignment ?? alignment)
        }
    }

    /// A length across the flow (a width for `LazyVGrid`).
    private func along(_ size: CGSize) -> CGFloat { tracksAxis == .horizontal ? size.width : size.height }
    /// A length along the flow (a height for `LazyVGrid`).
    private func across(_ size: CGSize) -> CGFloat { tracksAxis == .horizontal ? size.height : size.width }

    private func offer(track: CGFloat, line: CGFloat?) -> ProposedViewSize {
        tracksAxis == .horizontal
            ? ProposedViewSize(width: track, height: line) : ProposedViewSize(width: line, height: track)
    }

    /// The tracks, and each line's thickness, for `proposal`.
    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (tracks: [Track], lines: [CGFloat]) {
        let tracks = self.tracks(
            available: tracksAxis == .horizontal ? proposal.width : proposal.height, subviews: subviews)
        guard !tracks.isEmpty else { return ([], []) }
        var lines: [CGFloat] = []
        for start in stride(from: 0, to: subviews.count, by: tracks.count) {
            var thickness: CGFloat = 0
            for (offset, track) in tracks.enumerated() where start + offset < subviews.count {
                thickness = max(
                    thickness, across(subviews[start + offset].sizeThatFits(offer(track: track.length, line: nil))))
            }
            lines.append(thickness)
        }
        return (tracks, lines)
    }

    private func size(of tracks: [Track], _ lines: [CGFloat]) -> CGSize {
        let along = tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacing }
        let across = lines.reduce(0, +) + CGFloat(max(lines.count - 1, 0)) * lineSpacing
        return tracksAxis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (tracks, lines) = arrange(proposal, subviews)
        return size(of: tracks, lines)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (tracks, lines) = arrange(proposal, subviews)
        guard !tracks.isEmpty else { return }
        var lineStart: CGFloat = 0
        for (lineIndex, thickness) in lines.enumerated() {
            var trackStart: CGFloat = 0
            for (offset, track) in tracks.enumerated() {
                let index = lineIndex * tracks.count + offset
                guard index < subviews.count else { break }
                let space =
                    tracksAxis == .horizontal
                    ? CGSize(width: track.length, height: thickness)
                    : CGSize(width: thickness, height: track.length)
                let offer = self.offer(track: track.length, line: nil)
                let origin = track.alignment.origin(of: subviews[index].dimensions(in: offer), in: space)
                let corner =
                    tracksAxis == .horizontal
                    ? CGPoint(x: trackStart, y: lineStart) : CGPoint(x: lineStart, y: trackStart)
                subviews[index].place(
                    at: CGPoint(x: bounds.minX + corner.x + origin.x, y: bounds.minY + corner.y + origin.y),
                    proposal: offer)
                trackStart += track.length + track.spacing
            }
            lineStart += thickness + lineSpacing
        }
    }
}
