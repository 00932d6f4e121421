import Foundation
import VellumGeometry

extension Drawing {
    /// The drawing made ready for `target`: see ``PreparedDrawing``.
    package func prepared(for target: RenderTarget) -> PreparedDrawing {
        PreparedDrawing(
            target: target, items: DrawingPreparer(target: target).prepare(items, inheritedClips: []),
            cancellation: cancellation)
    }
}

/// The one pass from a recorded drawing to a prepared one.
private final class DrawingPreparer {
    let target: RenderTarget
    /// The clips of the last state prepared and what they became: a drawing's items mostly
    /// share one clip array (a canvas's bounds), so each is prepared once.
    private var lastClips: [DrawingClip] = []
    private var lastPreparedClips: [PreparedClip] = []

    init(target: RenderTarget) {
        self.target = target
    }

    func prepare(_ items: [DrawingItem], inheritedClips: [PreparedClip]) -> [PreparedItem] {
        var prepared: [PreparedItem] = []
        prepared.reserveCapacity(items.count)
        for index in items.indices { append(items[index], inheritedClips: inheritedClips, to: &prepared) }
        // Whatever lies beneath an opaque cover of the target never shows.
        if let cover = prepared.lastIndex(where: { $0.coversTarget && $0.isOpaqueCover }), cover > 0 {
            prepared.removeFirst(cover)
        }
        return prepared
    }

    private func append(_ item: DrawingItem, inheritedClips: [PreparedClip], to prepared: inout [PreparedItem]) {
        let state = item.state
        let own = prepare(state.clips)
        var clips = inheritedClips.isEmpty ? own : inheritedClips + own
        let kind: PreparedItem.Kind
        var covers = false
        switch item.kind {
        case .fill(let path, let paint, let style):
            // A singular or non-finite user space draws nothing, as in CoreGraphics.
            guard state.transform.isDrawable else { return }
            let fill = prepare(path, transform: state.transform)
            covers = self.covers(fill, transform: state.transform)
            kind = .fill(fill, paint.normalizedForRendering, style)
        case .stroke(let path, let paint, let recorded):
            guard state.transform.isDrawable else { return }
            // Backends take the miter limit as it is here, so none sanitises it again.
            var style = recorded
            style.miterLimit = recorded.effectiveMiterLimit
            let toDevice = target.toDevice(state.transform)
            if target.guardBand.strokeReachesFar(path, style: style, transform: toDevice) {
                // A far-reaching pen would hand the backend's stroker far-off coordinates:
                // its outline near the target is filled instead.
                let outline = prepare(
                    target.guardBand.strokeOutline(path, style: style, transform: toDevice),
                    transform: state.transform)
                covers = self.covers(outline, transform: state.transform)
                kind = .fill(outline, paint.normalizedForRendering, FillStyle())
            } else if target.placesDashes, style.effectiveDash != nil,
                let centerlines = path.dashCenterlines(style, zeroLengthReach: zeroLengthDashReach(state.transform))
            {
                var solid = style
                solid.dash = []
                solid.dashPhase = 0
                kind = .stroke(centerlines, paint.normalizedForRendering, solid)
            } else {
                kind = .stroke(path, paint.normalizedForRendering, style)
            }
        case .text(let run, let paint):
            guard state.transform.isDrawable else { return }
            kind = .text(run, paint.normalizedForRendering, outline: prepare(run.outline, transform: state.transform))
        case .layer(let items, let style):
            if isFlattenable(style, items: items, state: state) {
                prepared.append(contentsOf: prepare(items, inheritedClips: clips))
                return
            }
            var layer = PreparedLayerStyle(
                opacity: style.opacity, blendMode: style.blendMode,
                shadows: style.shadows.map({ $0.sanitized }),
                mask: style.mask.map { prepare($0, inheritedClips: []) },
                accessibility: style.accessibility, animation: style.animation,
                colorMatrix: style.colorMatrix.flatMap { $0.isIdentity ? nil : $0 },
                blur: style.blur.flatMap { $0.radius.isFinite && $0.radius > 0 ? $0 : nil },
                alphaThreshold: style.alphaThreshold)
            layer.invertsMask = style.invertsMask && style.mask != nil
            layer.colorMatrixIsLinear = style.colorMatrixIsLinear && layer.colorMatrix != nil
            kind = .layer(prepare(items, inheritedClips: []), layer)
        }
        if state.blendMode == .normal, clips.contains(where: { $0.rectangle != nil }),
            let painted = paintedBounds(of: item)
        {
            // Anti-aliased edges may reach past the clip by less than Cairo's curve tolerance
            // (0.1 pixel): a circle's cubics bulge past the true circle by 3e-4 of its radius.
            // An aliased edge could gain a whole pixel, so only rounding is allowed there.
            let slack = painted.isAntialiased ? 0.1 / target.scale : 0
            clips.removeAll { clip in
                guard let rectangle = clip.rectangle else { return false }
                let rounding =
                    1e-9 * max(1, abs(rectangle.minX), abs(rectangle.maxX), abs(rectangle.minY), abs(rectangle.maxY))
                let reach = slack + rounding, bounds = painted.rect
                return bounds.minX >= rectangle.minX - reach && bounds.maxX <= rectangle.maxX + reach
                    && bounds.minY >= rectangle.minY - reach && bounds.maxY <= rectangle.maxY + reach
            }
        }
        prepared.append(
            PreparedItem(
                kind: kind, transform: state.transform, clips: clips, opacity: state.opacity,
                blendMode: state.blendMode, coversTarget: covers))
    }

    /// How long (user units) a zero-length dash's line is, to give a square cap its
    /// direction: a few times what the backend's rounding moves a point, so that it
    /// survives rounding and adds no visible length.
    private func zeroLengthDashReach(_ transform: CGAffineTransform) -> CGFloat {
        let scale = transform.smallestScale
        return scale > 0 ? 4 * target.coordinateRounding / scale : 0
    }

    /// Where an item can paint, in root space, and whether all its edges are anti-aliased.
    private struct PaintedBounds {
        var rect: CGRect
        var isAntialiased: Bool
    }

    /// The root-space bounds of all `item` can paint (for a layer the target turns, the disc
    /// its children sweep); nil when they are unknown (a layer with a shadow) or empty.
    private func paintedBounds(of item: DrawingItem) -> PaintedBounds? {
        let bounds: CGRect
        var isAntialiased = true
        switch item.kind {
        case .fill(let path, _, let style):
            bounds = path.boundingRect
            isAntialiased = style.isAntialiased
        case .stroke(let path, _, let style):
            // The backend's rounding, in this user space, can sharpen a corner into a miter.
            let scale = item.state.transform.smallestScale
            guard scale > 0 else { return nil }
            bounds = path.strokeBounds(style, wobble: target.coordinateRounding / scale)
        case .text:
            // SVG may write real text that a viewer sets in its own font: not provably inside.
            return nil
        case .layer(let items, let style):
            // A shadow or a blur reaches past the items; a colour matrix may paint the whole layer.
            guard style.shadows.isEmpty, style.colorMatrix == nil, style.blur == nil, style.alphaThreshold == nil else {
                return nil
            }
            // Children are recorded in root space already.
            var union = PaintedBounds(rect: .null, isAntialiased: true)
            var turn: CGPoint?
            if target.animates, case .rotation(let center, _)? = style.animation { turn = center }
            for child in items {
                guard var painted = paintedBounds(of: child) else { return nil }
                if let center = turn {
                    // Turning about `center`, a child sweeps the disc through its farthest corner.
                    let r = painted.rect
                    let radius = max(
                        hypot(r.minX - center.x, r.minY - center.y), hypot(r.maxX - center.x, r.minY - center.y),
                        hypot(r.minX - center.x, r.maxY - center.y), hypot(r.maxX - center.x, r.maxY - center.y))
                    painted.rect = CGRect(
                        x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
                }
                union = PaintedBounds(
                    rect: union.rect.union(painted.rect), isAntialiased: union.isAntialiased && painted.isAntialiased)
            }
            return union.rect.isNull ? nil : union
        }
        guard !bounds.isNull, !bounds.isInfinite, item.state.transform.isDrawable else { return nil }
        let mapped = bounds.applying(item.state.transform)
        guard mapped.minX.isFinite, mapped.maxX.isFinite, mapped.minY.isFinite, mapped.maxY.isFinite else { return nil }
        return PaintedBounds(rect: mapped, isAntialiased: isAntialiased)
    }

    /// A layer that composites as if its items were drawn in place, and carries nothing the
    /// target keeps (accessibility, animation), is drawn in place: no group to push and pop.
    private func isFlattenable(_ style: LayerStyle, items: [DrawingItem], state: DrawingState) -> Bool {
        state.opacity >= 1 && state.blendMode == .normal && !state.clips.contains(where: { $0.isInverse })
            && style.isTransparent(for: items)
            && (style.accessibility == nil || !target.keepsAccessibility)
            && (style.animation == nil || !target.animates)
    }

    private func prepare(_ path: Path, transform: CGAffineTransform) -> PreparedPath {
        let toDevice = target.toDevice(transform)
        guard target.guardBand.reachesFar(path, transform: toDevice) else {
            return PreparedPath(path: path, isInDeviceSpace: false)
        }
        return PreparedPath(
            path: target.guardBand.restrictedForFilling(path, transform: toDevice), isInDeviceSpace: true)
    }

    private func prepare(_ clips: [DrawingClip]) -> [PreparedClip] {
        if clips.isEmpty { return [] }
        if !lastClips.isEmpty, clips.count == lastClips.count,
            clips.withUnsafeBufferPointer({ mine in
                lastClips.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
            })
        {
            return lastPreparedClips
        }
        lastClips = clips
        lastPreparedClips = clips.map(prepare)
        return lastPreparedClips
    }

    private func prepare(_ clip: DrawingClip) -> PreparedClip {
        let path = prepare(clip.path, transform: .identity)
        // Only an anti-aliased clip: an aliased one also cuts whole pixels inside its edge.
        let rectangle =
            clip.isInverse || path.isInDeviceSpace || !clip.style.isAntialiased
            ? nil : path.path.axisAlignedRectangle(transform: .identity)
        return PreparedClip(
            path: path, style: clip.style, isInverse: clip.isInverse,
            coversTarget: covers(path, transform: .identity), rectangle: rectangle)
    }

    private func covers(_ path: PreparedPath, transform: CGAffineTransform) -> Bool {
        path.path.isRectangle(
            covering: target.deviceBounds,
            transform: path.isInDeviceSpace ? .identity : target.toDevice(transform))
    }
}

extension DrawingShadow {
    /// The shadow with a non-finite or negative radius as none and non-finite offsets as zero.
    fileprivate var sanitized: DrawingShadow {
        var shadow = self
        shadow.radius = radius.isFinite ? max(radius, 0) : 0
        shadow.offset = CGSize(
            width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
        return shadow
    }
}

extension CGAffineTransform {
    /// The least a unit vector can be stretched by the linear part: its smaller singular value.
    fileprivate var smallestScale: CGFloat {
        let sum = a * a + b * b + c * c + d * d, determinant = a * d - b * c
        let gap = max(sum * sum - 4 * determinant * determinant, 0).squareRoot()
        let largest = ((sum + gap) / 2).squareRoot()
        return largest > 0 ? abs(determinant) / largest : 0
    }

    /// Whether a backend can draw in this user space: finite and invertible.
    package var isDrawable: Bool {
        let determinant = a * d - b * c
        return determinant != 0 && determinant.isFinite && tx.isFinite && ty.isFinite
    }
}

extension Paint {
    /// Whether every colour the paint can produce is opaque.
    package var isOpaque: Bool {
        switch self {
        case .color(let color): return color.opacity >= 1
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .conicGradient(let g, _, _):
            return g.stops.allSatisfy { $0.color.opacity >= 1 }
        case .transformed(let inner, _): return inner.isOpaque
        case .image: return false
        }
    }
}

extension Path {
    /// Whether the path, mapped by `transform`, is one axis-aligned rectangle that contains
    /// `rect`.
    package func isRectangle(covering rect: CGRect, transform: CGAffineTransform) -> Bool {
        guard let rectangle = axisAlignedRectangle(transform: transform) else { return false }
        return rectangle.minX <= rect.minX && rectangle.minY <= rect.minY
            && rectangle.maxX >= rect.maxX && rectangle.maxY >= rect.maxY
    }

    /// The rectangle the path is, mapped by `transform`, when it is one axis-aligned
    /// rectangle (four corners, edges alternately horizontal and vertical); else nil.
    package func axisAlignedRectangle(transform: CGAffineTransform) -> CGRect? {
        guard elementCount <= 6 else { return nil }
        return withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 6) { points in
            var count = 0
            var closed = false, simple = true
            forEach { element in
                switch element {
                case .move(let p), .line(let p):
                    if case .move = element, count > 0 { simple = false }
                    if case .line = element, closed { simple = false }
                    if count < 6 { points[count] = p.applying(transform); count += 1 } else { simple = false }
                case .closeSubpath: closed = true
                case .quadCurve, .curve: simple = false
                }
            }
            if count == 5, points[4] == points[0] { count = 4 }
            guard simple, count == 4 else { return nil }
            // Four corners, each edge horizontal or vertical, alternating.
            var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
            for index in 0..<4 {
                let a = points[index], b = points[(index + 1) % 4], c = points[(index + 2) % 4]
                let first = a.x == b.x ? 0 : (a.y == b.y ? 1 : -1), second = b.x == c.x ? 0 : (b.y == c.y ? 1 : -1)
                guard first >= 0, second >= 0, first != second else { return nil }
                minX = min(minX, a.x); maxX = max(maxX, a.x); minY = min(minY, a.y); maxY = max(maxY, a.y)
            }
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }
}
