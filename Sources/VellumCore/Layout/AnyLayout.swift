import Foundation
import VellumGeometry

/// A type-erased layout, as SwiftUI's: switch between layouts at run time and apply the
/// result to views as any layout.
///
/// ```swift
/// let layout = compact ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 12))
/// layout {
///     Text("Build passed")
///     Text("4 min").foregroundStyle(.secondary)
/// }
/// ```
public struct AnyLayout: Layout {
    /// The wrapped layout's cache.
    public struct Cache {
        var value: Any
    }

    private let box: AnyLayoutBox

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            box = erased.box
        } else {
            box = ConcreteLayoutBox(layout)
        }
    }

    public func makeCache(subviews: Subviews) -> Cache {
        box.makeCache(subviews: subviews)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        box.updateCache(&cache, subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        box.spacing(subviews: subviews, cache: &cache)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        box.explicitAlignment(of: .horizontal(guide), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        box.explicitAlignment(of: .vertical(guide), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// The wrapped layout's calls, with its cache inside ``AnyLayout/Cache``.
class AnyLayoutBox {
    /// An alignment guide of either axis, so that one method of the box asks for both.
    enum Guide {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    typealias Cache = AnyLayout.Cache

    func makeCache(subviews: LayoutSubviews) -> Cache { Cache(value: ()) }
    func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {}
    func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) {}
    func explicitAlignment(
        of guide: Guide, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache
    ) -> CGFloat? { nil }
}

final class ConcreteLayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L

    init(_ layout: L) {
        self.layout = layout
    }

    /// Runs `body` with the typed cache; a cache of another type (one `AnyLayout` value
    /// reused with another layout's cache) is made anew rather than trusted.
    private func withCache<R>(_ cache: inout Cache, subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
        defer { cache.value = typed }
        return body(&typed)
    }

    override func makeCache(subviews: LayoutSubviews) -> Cache {
        Cache(value: layout.makeCache(subviews: subviews))
    }

    override func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
        withCache(&cache, subviews: subviews) { layout.updateCache(&$0, subviews: subviews) }
    }

    override func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing {
        withCache(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGSize {
        withCache(&cache, subviews: subviews) {
            layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    override func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache
    ) {
        withCache(&cache, subviews: subviews) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    override func explicitAlignment(
        of guide: Guide, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache
    ) -> CGFloat? {
        withCache(&cache, subviews: subviews) { cache in
            switch guide {
            case .horizontal(let guide):
                layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            case .vertical(let guide):
                layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }
}
