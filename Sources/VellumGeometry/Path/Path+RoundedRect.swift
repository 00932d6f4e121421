import Foundation

// Based on PaintCode's "Code for iOS 7 rounded rectangles" (2013), the widely used
// reconstruction of Apple's continuous corner, in the three-cubic form of Liam Rosenfeld's
// "Apple icon quest" (2021). Constants are in corner radii, measured from the rectangle's
// corner. The circular corner is the standard quarter-circle cubic, kappa = 4/3·(√2 − 1).

extension Path {
    /// A path that is `rect` with corners of radius `cornerRadius`, as in SwiftUI.
    ///
    /// The path runs clockwise on screen, starting on the top edge where the top-left corner
    /// ends, and is closed. See ``addRoundedRect(in:cornerSize:style:transform:)`` for how
    /// radii are clamped and how `.continuous` corners that do not fit are blended.
    ///
    /// - Parameters:
    ///   - rect: The rectangle; it is standardized first. A null or non-finite rectangle
    ///     gives an empty path.
    ///   - cornerRadius: The radius of every corner. Negative and non-finite radii count as
    ///     0 (sharp corners); radii larger than half the shorter side are clamped to it.
    ///   - style: The corner shape. Default: `.continuous`, as in SwiftUI.
    ///
    /// ```swift
    /// let card = Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 120), cornerRadius: 16)
    /// let pill = Path(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 40),
    ///                 cornerRadius: 20, style: .circular)
    /// ```
    public init(
        roundedRect rect: CGRect, cornerRadius: CGFloat,
        style: RoundedCornerStyle = .continuous
    ) {
        self.init()
        addRoundedRect(
            in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius),
            style: style)
    }

    /// A path that is `rect` with elliptical corners of radii `cornerSize`, as in SwiftUI.
    ///
    /// - Parameters:
    ///   - rect: The rectangle; it is standardized first. A null or non-finite rectangle
    ///     gives an empty path.
    ///   - cornerSize: The horizontal (`width`) and vertical (`height`) radius of every corner.
    ///     Negative and non-finite radii count as 0; `width` is clamped to half the
    ///     rectangle's width and `height` to half its height.
    ///   - style: The corner shape. Default: `.continuous`, as in SwiftUI.
    ///
    /// ```swift
    /// let badge = Path(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40),
    ///                  cornerSize: CGSize(width: 20, height: 10), style: .circular)
    /// ```
    public init(
        roundedRect rect: CGRect, cornerSize: CGSize,
        style: RoundedCornerStyle = .continuous
    ) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A path that is `rect` with its own radius at each corner, as in SwiftUI.
    ///
    /// - Parameters:
    ///   - rect: The rectangle; it is standardized first. A null or non-finite rectangle
    ///     gives an empty path.
    ///   - cornerRadii: One radius per corner (leading is left). Negative and non-finite
    ///     radii count as 0; each radius is clamped to half the rectangle's shorter side.
    ///   - style: The corner shape. Default: `.continuous`, as in SwiftUI.
    ///
    /// ```swift
    /// let tab = Path(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 40),
    ///                cornerRadii: RectangleCornerRadii(topLeading: 12, topTrailing: 12))
    /// ```
    public init(
        roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
        style: RoundedCornerStyle = .continuous
    ) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Adds `rect` with elliptical corners of radii `cornerSize` as a closed subpath.
    ///
    /// The subpath runs clockwise on screen (y down), like ``addRect(_:transform:)``: it
    /// starts on the top edge where the top-left corner ends, runs right along the top edge,
    /// then round the top-right, bottom-right, bottom-left and top-left corners, and closes.
    /// Straight edges of zero length are left out; when every radius is 0 the subpath is
    /// exactly the one ``addRect(_:transform:)`` adds.
    ///
    /// - `.circular` corners are one cubic each: the standard quarter-ellipse cubic
    ///   (kappa 0.5522847498307936), with radii `cornerSize.width` across and
    ///   `cornerSize.height` down.
    /// - `.continuous` corners are three cubics each, Apple's smooth corner as commonly
    ///   reconstructed (PaintCode, 2013): the corner leaves the straight edge 1.52866483
    ///   radii from the rectangle's corner. The published constants have a small kink
    ///   (about 2.5°) where the cubics meet; Vellum moves each of those two join points by
    ///   0.0056 radii onto the line through its neighbouring control points, so the corner
    ///   is tangent-continuous throughout.
    /// - When a continuous corner does not fit (1.52866483 radii is more than half a side),
    ///   it is blended towards the circular corner just until it fits: the corner then
    ///   reaches exactly half the side, and at a radius of half the side it is circular. So
    ///   a `.continuous` rounded rectangle whose radius is half its height is a capsule with
    ///   round ends, as in SwiftUI.
    ///
    /// - Parameters:
    ///   - rect: The rectangle; it is standardized first. Null and non-finite rectangles are
    ///     ignored.
    ///   - cornerSize: The horizontal (`width`) and vertical (`height`) radius of every corner.
    ///     Negative and non-finite radii count as 0; `width` is clamped to half the
    ///     rectangle's width and `height` to half its height.
    ///   - style: The corner shape. Default: `.continuous`, as in SwiftUI.
    ///   - transform: Applied to every point. Default: `.identity`. If a mapped point is not
    ///     finite, nothing is added.
    ///
    /// ```swift
    /// var path = Path()
    /// path.addRoundedRect(in: CGRect(x: 10, y: 10, width: 100, height: 60),
    ///                     cornerSize: CGSize(width: 12, height: 12))
    /// ```
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize,
        style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        guard let r = rect.finiteStandardized else { return }
        let rx = min(sanitizedRadius(cornerSize.width), r.width / 2)
        let ry = min(sanitizedRadius(cornerSize.height), r.height / 2)
        addRoundedRect(
            r,
            radii: [
                CGSize(width: rx, height: ry), CGSize(width: rx, height: ry),
                CGSize(width: rx, height: ry), CGSize(width: rx, height: ry)
            ],
            style: style, transform: transform)
    }

    /// Adds `rect` with its own radius at each corner as a closed subpath.
    ///
    /// Start point, direction and corner shapes are those of
    /// ``addRoundedRect(in:cornerSize:style:transform:)``. Each radius is clamped to half the
    /// rectangle's shorter side, so corners never overlap, and a `.continuous` corner is
    /// blended towards a circular one until it reaches no further than half of either side.
    ///
    /// - Parameters:
    ///   - rect: The rectangle; it is standardized first. Null and non-finite rectangles are
    ///     ignored.
    ///   - cornerRadii: One radius per corner (leading is left). Negative and non-finite
    ///     radii count as 0, which gives a sharp corner.
    ///   - style: The corner shape. Default: `.continuous`, as in SwiftUI.
    ///   - transform: Applied to every point. Default: `.identity`. If a mapped point is not
    ///     finite, nothing is added.
    ///
    /// ```swift
    /// var path = Path()
    /// path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 120, height: 40),
    ///                     cornerRadii: RectangleCornerRadii(topLeading: 12, topTrailing: 12),
    ///                     style: .circular)
    /// ```
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii,
        style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        guard let r = rect.finiteStandardized else { return }
        let limit = min(r.width, r.height) / 2
        func size(_ radius: CGFloat) -> CGSize {
            let clamped = min(sanitizedRadius(radius), limit)
            return CGSize(width: clamped, height: clamped)
        }
        addRoundedRect(
            r,
            radii: [
                size(cornerRadii.topTrailing), size(cornerRadii.bottomTrailing),
                size(cornerRadii.bottomLeading), size(cornerRadii.topLeading)
            ],
            style: style, transform: transform)
    }

    /// Builds the subpath. `r` is standardized and finite; `radii` are clamped, in the order
    /// top-right, bottom-right, bottom-left, top-left, as (horizontal, vertical) radii.
    private mutating func addRoundedRect(
        _ r: CGRect, radii: [CGSize], style: RoundedCornerStyle,
        transform: CGAffineTransform
    ) {
        if radii.allSatisfy({ $0.width == 0 || $0.height == 0 }) {
            addRect(r, transform: transform)
            return
        }
        // Each corner in its own frame: `back` points from the corner back along the edge the
        // path arrives by, `ahead` along the edge it leaves by.
        let frames: [(corner: CGPoint, back: CGPoint, ahead: CGPoint)] = [
            (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1)),
            (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1)),
            (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0))
        ]
        var corners: [[CubicBezier]] = []
        var starts: [CGPoint] = [], ends: [CGPoint] = []
        corners.reserveCapacity(4)
        starts.reserveCapacity(4)
        ends.reserveCapacity(4)
        for (index, frame) in frames.enumerated() {
            // Top-right and bottom-left arrive along a horizontal edge.
            let horizontalFirst = index % 2 == 0
            let radius = radii[index]
            let backRadius = horizontalFirst ? radius.width : radius.height
            let aheadRadius = horizontalFirst ? radius.height : radius.width
            let map = { (p: CGPoint) -> CGPoint in
                frame.corner + frame.back * (p.x * backRadius) + frame.ahead * (p.y * aheadRadius)
            }
            guard backRadius > 0, aheadRadius > 0 else {
                corners.append([]); starts.append(frame.corner); ends.append(frame.corner)
                continue
            }
            let profile: [CubicBezier]
            switch style {
            case .circular:
                profile = [CornerProfile.circular]
            case .continuous:
                // How far the corner may reach along each edge, in its own radii.
                let backBudget = (horizontalFirst ? r.width : r.height) / 2 / backRadius
                let aheadBudget = (horizontalFirst ? r.height : r.width) / 2 / aheadRadius
                profile = CornerProfile.continuous(reach: min(backBudget, aheadBudget))
            }
            let mapped = profile.map { CubicBezier(map($0.p0), map($0.p1), map($0.p2), map($0.p3)) }
            corners.append(mapped)
            starts.append(mapped[0].p0); ends.append(mapped[mapped.count - 1].p3)
        }
        var local = Path()
        // A move, four edges, at most three cubics a corner, and the close.
        local.reserveElements(18)
        local.move(to: ends[3])
        for index in 0..<4 {
            if local.currentPoint != starts[index] { local.addLine(to: starts[index]) }
            for c in corners[index] { local.addCurve(to: c.p3, control1: c.p1, control2: c.p2) }
        }
        local.closeSubpath()
        let mapped = local.applying(transform)
        guard !mapped.isEmpty else { return }
        addPath(mapped)
    }

    private func sanitizedRadius(_ radius: CGFloat) -> CGFloat {
        radius.isFinite && radius > 0 ? radius : 0
    }
}

/// One corner in corner coordinates: `x` is the distance back along the arriving edge and `y`
/// the distance ahead along the leaving edge, both in radii from the rectangle's corner. Every
/// profile runs from `(reach, 0)` to `(0, reach)` and is symmetric about `x == y`.
private enum CornerProfile {
    /// 4/3·(√2 − 1): the quarter circle's control-point distance.
    static let kappa = quarterCircleKappa

    static let circular = CubicBezier(
        CGPoint(x: 1, y: 0), CGPoint(x: 1 - kappa, y: 0),
        CGPoint(x: 0, y: 1 - kappa), CGPoint(x: 0, y: 1))

    /// How far the continuous corner reaches along each edge.
    static let continuousReach: CGFloat = 1.52866483

    /// A corner made of three cubics: from `(e, 0)` with controls `a1`, `a2` to the join `j`,
    /// then to the mirrored join with controls `b` and mirrored `b`, then mirrored back to
    /// `(0, e)`. `j` lies on the segment from `a2` to `b` at `lambda`, which makes the
    /// corner tangent-continuous.
    private struct Shape {
        var e: CGFloat, a1: CGPoint, a2: CGPoint, b: CGPoint, lambda: CGFloat

        func mixed(with other: Shape, _ s: CGFloat) -> Shape {
            Shape(
                e: e + (other.e - e) * s, a1: a1.lerp(other.a1, s), a2: a2.lerp(other.a2, s),
                b: b.lerp(other.b, s), lambda: lambda + (other.lambda - lambda) * s)
        }

        var cubics: [CubicBezier] {
            let j = a2.lerp(b, lambda)
            func m(_ p: CGPoint) -> CGPoint { CGPoint(x: p.y, y: p.x) }
            return [
                CubicBezier(CGPoint(x: e, y: 0), a1, a2, j),
                CubicBezier(j, b, m(b), m(j)),
                CubicBezier(m(j), m(a2), m(a1), CGPoint(x: 0, y: e))
            ]
        }
    }

    /// The reconstruction's constants, with the join moved onto the line from `a2` to `b`:
    /// the published join (0.63149399, 0.07491139) sits 0.0056 radii off that line.
    private static let continuousShape: Shape = {
        let a2 = CGPoint(x: 0.86840689, y: 0), b = CGPoint(x: 0.37282383, y: 0.16905956)
        let published = CGPoint(x: 0.63149399, y: 0.07491139)
        return Shape(
            e: continuousReach, a1: CGPoint(x: 1.08849323, y: 0), a2: a2, b: b,
            lambda: parameter(of: published, from: a2, to: b))
    }()

    /// Where `p` projects onto the line from `a` to `b`, as a fraction of the way.
    private static func parameter(of p: CGPoint, from a: CGPoint, to b: CGPoint) -> CGFloat {
        let d = b - a
        return (p - a).dot(d) / d.dot(d)
    }

    /// The circular corner split into three at the parameters 2/9 and 7/9, where its tangent
    /// has turned about as far (20°) as the continuous corner's at its joins. The three
    /// pieces together are exactly ``circular``.
    private static let circularShape: Shape = {
        let t: CGFloat = 2.0 / 9.0
        let (first, rest) = circular.split(at: t)
        let middle = rest.split(at: (1 - 2 * t) / (1 - t)).0
        return Shape(
            e: 1, a1: first.p1, a2: first.p2, b: middle.p1,
            lambda: parameter(of: first.p3, from: first.p2, to: middle.p1))
    }()

    /// The continuous corner when it may reach `reach` radii along each edge (at least 1):
    /// the full corner when it fits, otherwise blended towards the circular one just until
    /// it reaches `reach`.
    static func continuous(reach: CGFloat) -> [CubicBezier] {
        let s = max(0, min(1, (reach - 1) / (continuousReach - 1)))
        if s == 1 { return continuousShape.cubics }
        return circularShape.mixed(with: continuousShape, s).cubics
    }
}
