import Foundation

extension Path {
    /// Adds `rect` as a closed subpath, clockwise on screen from its top-left corner
    /// (the rectangle is standardized first). Null, infinite and non-finite rectangles are
    /// ignored.
    ///
    /// ```swift
    /// var path = Path()
    /// path.addRect(CGRect(x: 10, y: 10, width: 80, height: 40))
    /// ```
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard let r = rect.finiteStandardized else { return }
        // Four named corners, not an array: every background and frame is a rectangle.
        let topLeft = CGPoint(x: r.minX, y: r.minY).applying(transform)
        let topRight = CGPoint(x: r.maxX, y: r.minY).applying(transform)
        let bottomRight = CGPoint(x: r.maxX, y: r.maxY).applying(transform)
        let bottomLeft = CGPoint(x: r.minX, y: r.maxY).applying(transform)
        guard topLeft.isFinite, topRight.isFinite, bottomRight.isFinite, bottomLeft.isFinite else { return }
        reserveElements(5)
        move(to: topLeft)
        addLine(to: topRight)
        addLine(to: bottomRight)
        addLine(to: bottomLeft)
        closeSubpath()
    }

    /// Adds each rectangle as its own closed subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as four cubic curves, starting at its rightmost
    /// point and running clockwise on screen (3, 6, 9, 12 o'clock), as in SwiftUI.
    ///
    /// ```swift
    /// let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    /// let firstQuarter = circle.trimmedPath(from: 0, to: 0.25) // 3 o'clock to 6 o'clock
    /// ```
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard let r = rect.finiteStandardized else { return }
        // Kappa for a quarter circle: 4/3·(√2 − 1).
        let kappa = quarterCircleKappa
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let ox = rx * kappa, oy = ry * kappa
        let points = [
            CGPoint(x: cx + rx, y: cy),
            CGPoint(x: cx + rx, y: cy + oy), CGPoint(x: cx + ox, y: cy + ry), CGPoint(x: cx, y: cy + ry),
            CGPoint(x: cx - ox, y: cy + ry), CGPoint(x: cx - rx, y: cy + oy), CGPoint(x: cx - rx, y: cy),
            CGPoint(x: cx - rx, y: cy - oy), CGPoint(x: cx - ox, y: cy - ry), CGPoint(x: cx, y: cy - ry),
            CGPoint(x: cx + ox, y: cy - ry), CGPoint(x: cx + rx, y: cy - oy), CGPoint(x: cx + rx, y: cy)
        ].map { $0.applying(transform) }
        // All or nothing: a point lost to overflow must not leave curves on another subpath.
        guard points.allSatisfy({ $0.isFinite }) else { return }
        move(to: points[0])
        for index in stride(from: 1, to: points.count, by: 3) {
            addCurve(to: points[index + 2], control1: points[index], control2: points[index + 1])
        }
        closeSubpath()
    }
}

extension CGRect {
    /// The standardized rectangle when it is finite and not null; otherwise nil.
    internal var finiteStandardized: CGRect? {
        guard !isNull, !isInfinite, origin.x.isFinite, origin.y.isFinite,
            size.width.isFinite, size.height.isFinite
        else { return nil }
        let r = standardized
        guard r.maxX.isFinite, r.maxY.isFinite else { return nil }
        return r
    }
}

/// The control distance of a quarter circle of unit radius, 4/3·(√2 − 1).
internal let quarterCircleKappa: CGFloat = 0.5522847498307936
