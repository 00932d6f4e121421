import Foundation

extension Path {
    /// The segments whose control hull comes within `area`, in order: a subpath is cut
    /// where segments are dropped, and stays closed only when none of it was. Segments
    /// reaching far beyond `area` are cut to their pieces near it.
    ///
    /// A stroke of the result, without dashes, paints the same points of a rectangle `r`
    /// as a stroke of the path when `area` is `r` grown by the stroke's reach (half the
    /// width times the miter limit, or more): the caps and missing joins at the cuts lie
    /// beyond that reach. Renderers use it so a path of millions of segments running off
    /// the image strokes only what can show.
    ///
    /// ```swift
    /// let visible = CGRect(x: 0, y: 0, width: 64, height: 64)
    /// let near = longPath.keepingSegments(near: visible.insetBy(dx: -10, dy: -10))
    /// ```
    package func keepingSegments(near area: CGRect) -> Path {
        passed(through: NearSegmentFilter(area: area))
    }
}

/// ``Path/keepingSegments(near:)``, one element at a time: the subpath being read is kept in
/// `subpath` until it ends, since whether it stays closed depends on all of it.
private struct NearSegmentFilter: PathElementPass {
    let area: CGRect
    /// A segment reaching beyond `box` (the area grown by its own size) is halved until its
    /// pieces lie inside it or miss the area, so the stroker never sees coordinates far
    /// beyond what shows (squares of 1e200 overflow).
    let box: CGRect
    private var result = Path()
    private var start = CGPoint.zero, current = CGPoint.zero
    private var subpath: [Path.Element] = []
    private var droppedAny = false
    /// Where the result's current subpath ends, if one is open.
    private var penIsAt: CGPoint?

    init(area: CGRect) {
        self.area = area
        let grow = max(area.width, area.height)
        box = area.insetBy(dx: -grow, dy: -grow)
    }

    mutating func add(_ element: Path.Element) {
        switch element {
        case .move(let p):
            finishSubpath(closed: false)
            start = p; current = p
            subpath.append(.move(to: p)); penIsAt = p
        case .line(let p):
            keepPieces([current, p])
            current = p
        case .quadCurve(let p, let c):
            keepPieces([current, c, p])
            current = p
        case .curve(let p, let c1, let c2):
            keepPieces([current, c1, c2, p])
            current = p
        case .closeSubpath:
            if !droppedAny {
                finishSubpath(closed: true)
            } else {
                // The closing line is a segment too; when it and the first segment are
                // both kept, the run through the start moves to the end so that the
                // join at the start survives.
                if hullMeets([current, start]) { keep(.line(to: start), from: current) }
                if penIsAt == start, subpath.count > 1, case .move = subpath[0] {
                    let leadEnd = subpath[1...].firstIndex { if case .move = $0 { return true } else { return false } }
                    if let leadEnd, leadEnd > 1 {
                        subpath = Array(subpath[leadEnd...]) + Array(subpath[1..<leadEnd])
                    }
                }
                finishSubpath(closed: false)
            }
            current = start
        }
    }

    mutating func finished() -> Path {
        finishSubpath(closed: false)
        return result
    }

    private func hullMeets(_ points: [CGPoint]) -> Bool {
        var minX = CGFloat.infinity, maxX = -CGFloat.infinity, minY = CGFloat.infinity, maxY = -CGFloat.infinity
        for p in points { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) }
        return !(maxX < area.minX || minX > area.maxX || maxY < area.minY || minY > area.maxY)
    }

    private mutating func keep(_ element: Path.Element, from: CGPoint) {
        if penIsAt != from { subpath.append(.move(to: from)) }
        subpath.append(element)
        switch element {
        case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): penIsAt = p
        default: break
        }
    }

    private mutating func drop() {
        droppedAny = true
        penIsAt = nil
    }

    /// A segment as its control points (2 for a line, 3 or 4 for curves), halved where it
    /// reaches beyond `box`: pieces near `area` are kept, the others dropped.
    private mutating func keepPieces(_ points: [CGPoint]) {
        var stack: [(points: [CGPoint], depth: Int)] = [(points, 0)]
        while let (p, depth) = stack.popLast() {
            if !hullMeets(p) {
                drop()
            } else if p.allSatisfy({ $0.x >= box.minX && $0.x <= box.maxX && $0.y >= box.minY && $0.y <= box.maxY })
                || !box.width.isFinite || !box.height.isFinite
            {
                keep(Self.element(p), from: p[0])
            } else if depth >= FillLoop.maximumDepth {
                drop()
            } else {
                let (left, right) = halvedControlPoints(p)
                stack.append((right, depth + 1))
                stack.append((left, depth + 1))
            }
        }
    }

    private static func element(_ p: [CGPoint]) -> Path.Element {
        switch p.count {
        case 2: return .line(to: p[1])
        case 3: return .quadCurve(to: p[2], control: p[1])
        default: return .curve(to: p[3], control1: p[1], control2: p[2])
        }
    }

    private mutating func finishSubpath(closed: Bool) {
        for element in subpath { result.append(element) }
        if closed && !droppedAny && !subpath.isEmpty { result.closeSubpath() }
        subpath = []; droppedAny = false; penIsAt = nil
    }
}

extension Path {
    /// The outline of the stroke as far as it can reach into `area`: only the segments near
    /// `area` (grown by the stroke's reach) are stroked. Dashes are laid along the whole
    /// length, so the pattern's phase is the same as without `area`, but only the dashes
    /// running through segments near `area` are cut out and stroked. When one piece of the
    /// stroke alone covers `area` (a pen wider than it), the outline is `area` as a
    /// rectangle: the stroke paints all of it.
    ///
    /// ```swift
    /// let outline = zigzag.strokedPath(StrokeStyle(lineWidth: 2), near: CGRect(x: 0, y: 0, width: 64, height: 64))
    /// ```
    package func strokedPath(_ style: StrokeStyle, near area: CGRect) -> Path {
        guard area.width.isFinite, area.height.isFinite else { return strokedPath(style) }
        // From the joins this path has, not the miter limit alone: a limit of 1e300 on a
        // rectangle still reaches only 0.7 widths, and counting the limit would make every
        // dash of a long path "near".
        let reach = style.lineWidth * max(PathStroker.reach(of: self, style: style), 1)
        guard reach.isFinite else { return strokedPath(style) }
        let grown = area.insetBy(dx: -reach, dy: -reach)
        // Without dashes, `dashesNear` strokes the segments near `grown` only.
        return strokedPath(style, dashesNear: grown, covering: area)
    }
}

extension Path {
    /// Whether any point or control point of the path, mapped by `transform` and grown by
    /// `outset` (in the mapped space), lies outside `area` or is not finite.
    ///
    /// ```swift
    /// let far = path.reaches(beyond: canvas.insetBy(dx: -32_768, dy: -32_768), transform: toDevice, outset: 0)
    /// ```
    package func reaches(beyond area: CGRect, transform: CGAffineTransform, outset: CGFloat) -> Bool {
        let minX = area.minX + outset, maxX = area.maxX - outset, minY = area.minY + outset, maxY = area.maxY - outset
        func inside(_ d: CGPoint) -> Bool { d.x >= minX && d.x <= maxX && d.y >= minY && d.y <= maxY }
        // Every point lies in the box of the points, and `transform` maps that box to the
        // parallelogram of its mapped corners: inside the (convex) area when they all are.
        // Most paths are near the picture, and the box needs no multiplication per point
        // (the margin past `farLimit` dwarfs the last-bit rounding of interior points).
        var low = CGPoint(x: CGFloat.infinity, y: .infinity), high = CGPoint(x: -CGFloat.infinity, y: -.infinity)
        forEachPoint { point in
            low = CGPoint(x: min(low.x, point.x), y: min(low.y, point.y))
            high = CGPoint(x: max(high.x, point.x), y: max(high.y, point.y))
        }
        guard low.x <= high.x else { return false }
        if inside(low.applying(transform)), inside(high.applying(transform)),
            inside(CGPoint(x: high.x, y: low.y).applying(transform)),
            inside(CGPoint(x: low.x, y: high.y).applying(transform))
        {
            return false
        }
        var far = false
        forEachPoint { point in
            if !inside(point.applying(transform)) { far = true }
        }
        return far
    }

    /// ``restrictedForFilling(visible:box:)`` of the path mapped by `transform` (`visible`
    /// and `box` in the mapped space). Mapping first could overflow (a point at 1e308 at
    /// scale 2), so the work is done at an exact power-of-two scale small enough for it.
    package func restrictedForFilling(transform: CGAffineTransform, visible: CGRect, box: CGRect) -> Path {
        var largest: CGFloat = 0
        forEachPoint { largest = max(largest, abs($0.x), abs($0.y)) }
        let gain = max(abs(transform.a) + abs(transform.c), abs(transform.b) + abs(transform.d), 1)
        let reach = max(largest * gain, abs(transform.tx), abs(transform.ty))
        guard largest.isFinite, gain.isFinite, !(reach < 0x1p1000) else {
            return applying(transform).restrictedForFilling(visible: visible, box: box)
        }
        // Down far enough that everything stays finite, never so far that `visible` vanishes.
        let exponent = min(largest.exponent + gain.exponent + 4 - 1000, 900)
        let down = CGFloat(sign: .plus, exponent: -exponent, significand: 1)
        let up = CGFloat(sign: .plus, exponent: exponent, significand: 1)
        let scaled = transform.concatenating(CGAffineTransform(scaleX: down, y: down))
        func shrink(_ r: CGRect) -> CGRect {
            CGRect(x: r.minX * down, y: r.minY * down, width: r.width * down, height: r.height * down)
        }
        return applying(scaled).restrictedForFilling(visible: shrink(visible), box: shrink(box))
            .applying(CGAffineTransform(scaleX: up, y: up))
    }
}
