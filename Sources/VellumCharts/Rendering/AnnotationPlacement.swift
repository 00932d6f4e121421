import Foundation
import VellumCore
import VellumGeometry

/// Where annotations go: each mark's bounding box, and the region and alignment an
/// annotation view takes next to it.
enum AnnotationPlacement {
    /// The distance between an annotation and its mark when `spacing` is nil (I).
    static let defaultSpacing: CGFloat = 4

    /// One annotation ready to place: its view, and the region its view is aligned in.
    struct Placed {
        var view: AnyView
        var region: CGRect
        var alignment: Alignment
    }

    /// Every annotation of `layout`'s marks, placed; marks that are not drawn have none.
    static func placed(in layout: ChartLayout) -> [Placed] {
        guard !layout.isPie else { return [] }
        var result: [Placed] = []
        for (index, mark) in layout.marks.enumerated() where !mark.annotations.isEmpty {
            guard let target = frame(of: mark, index: index, in: layout),
                target.minX.isFinite, target.minY.isFinite, target.width.isFinite, target.height.isFinite
            else { continue }
            for annotation in mark.annotations {
                let position = resolved(annotation.position, for: mark, index: index, in: layout)
                let spacing = annotation.spacing.flatMap { $0.isFinite ? $0 : nil } ?? defaultSpacing
                let (region, alignment) = Self.region(
                    position, alignment: annotation.alignment, around: target, spacing: spacing)
                let view = annotation.make(AnnotationContext(targetSize: target.size))
                result.append(Placed(view: view, region: region, alignment: alignment))
            }
        }
        return result
    }

    /// The mark's bounding box in the chart: a bar's rectangle, a symbol's square, a rule's
    /// segment, a line's or area's data point.
    static func frame(of mark: ChartMark, index: Int, in layout: ChartLayout) -> CGRect? {
        switch mark.kind {
        case .bar, .rectangle, .rule:
            return ChartRenderer.box(mark, index: index, in: layout)
        case .point, .line, .area:
            guard let x = ChartRenderer.point(mark, axis: .x, in: layout) else { return nil }
            var y = ChartRenderer.point(mark, axis: .y, in: layout)
            if mark.kind == .area, let entry = layout.stacks[index] {
                y = layout.position(.number(entry.stack.high), on: .y)
            }
            guard let y else { return nil }
            let side = mark.kind == .point ? (mark.symbolArea ?? 30).squareRoot() : 0
            return CGRect(x: x - side / 2, y: y - side / 2, width: side, height: side)
        case .sector:
            return nil
        }
    }

    /// `.automatic` made concrete: after the value's end of a bar (above, below a negative
    /// one, trailing or leading for a horizontal bar), above anything else (I).
    static func resolved(
        _ position: AnnotationPosition, for mark: ChartMark, index: Int, in layout: ChartLayout
    ) -> AnnotationPosition {
        guard position == .automatic else { return position }
        guard mark.kind == .bar, let entry = layout.stacks[index] else { return .top }
        let negative = entry.stack.high <= 0 && entry.stack.low < 0
        if entry.axis == .y { return negative ? .bottom : .top }
        return negative ? .leading : .trailing
    }

    /// The region an annotation's view is aligned in, and how: a zero-thick strip along the
    /// side of `target`, `spacing` away, or `target` itself for `.overlay`.
    static func region(
        _ position: AnnotationPosition, alignment: Alignment, around target: CGRect, spacing: CGFloat
    ) -> (CGRect, Alignment) {
        let t = target
        let horizontal = alignment.horizontal
        let vertical = alignment.vertical
        switch position.kind {
        case .overlay:
            return (t, alignment)
        case .top, .automatic:
            return (
                CGRect(x: t.minX, y: t.minY - spacing, width: t.width, height: 0),
                .init(horizontal: horizontal, vertical: .bottom)
            )
        case .bottom:
            return (
                CGRect(x: t.minX, y: t.maxY + spacing, width: t.width, height: 0),
                .init(horizontal: horizontal, vertical: .top)
            )
        case .leading:
            return (
                CGRect(x: t.minX - spacing, y: t.minY, width: 0, height: t.height),
                .init(horizontal: .trailing, vertical: vertical)
            )
        case .trailing:
            return (
                CGRect(x: t.maxX + spacing, y: t.minY, width: 0, height: t.height),
                .init(horizontal: .leading, vertical: vertical)
            )
        case .topLeading:
            return (CGRect(x: t.minX - spacing, y: t.minY - spacing, width: 0, height: 0), .bottomTrailing)
        case .topTrailing:
            return (CGRect(x: t.maxX + spacing, y: t.minY - spacing, width: 0, height: 0), .bottomLeading)
        case .bottomLeading:
            return (CGRect(x: t.minX - spacing, y: t.maxY + spacing, width: 0, height: 0), .topTrailing)
        case .bottomTrailing:
            return (CGRect(x: t.maxX + spacing, y: t.maxY + spacing, width: 0, height: 0), .topLeading)
        }
    }
}
