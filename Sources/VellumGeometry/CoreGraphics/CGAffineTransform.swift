import Foundation

#if !canImport(CoreGraphics)
    /// An affine transformation matrix, with CoreGraphics' API, for platforms that lack CoreGraphics.
    ///
    /// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`, exactly as in CoreGraphics.
    /// Vellum's user space is y-down, so a positive rotation turns clockwise on screen.
    ///
    /// ```swift
    /// let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
    /// CGPoint(x: 1, y: 0).applying(t) // (10, 1)
    /// ```
    public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
        /// Default: 1.
        public var a: CGFloat
        /// Default: 0.
        public var b: CGFloat
        /// Default: 0.
        public var c: CGFloat
        /// Default: 1.
        public var d: CGFloat
        /// Default: 0.
        public var tx: CGFloat
        /// Default: 0.
        public var ty: CGFloat

        /// Creates a transform from its six matrix entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
        }

        /// Creates a transform from its six matrix entries, in CoreGraphics' unlabeled order.
        public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
            self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
        }

        /// The identity transform.
        public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

        /// The identity transform.
        public static let identity = CGAffineTransform()

        /// A translation by `(tx, ty)`.
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// A scale by `(sx, sy)`.
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// A rotation by `angle` radians (clockwise on screen in y-down space).
        public init(rotationAngle angle: CGFloat) {
            let (s, c) = (sin(angle), cos(angle))
            self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
        }

        /// Whether this is the identity transform.
        public var isIdentity: Bool { self == .identity }

        /// `t1.concatenating(t2)` applies `t1` first, then `t2`, as in CoreGraphics.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            let t1 = self
            return CGAffineTransform(
                a: t1.a * t2.a + t1.b * t2.c,
                b: t1.a * t2.b + t1.b * t2.d,
                c: t1.c * t2.a + t1.d * t2.c,
                d: t1.c * t2.b + t1.d * t2.d,
                tx: t1.tx * t2.a + t1.ty * t2.c + t2.tx,
                ty: t1.tx * t2.b + t1.ty * t2.d + t2.ty)
        }

        /// Translates the user space before this transform: the new transform maps `p` as `self` maps `p + (tx, ty)`.
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// Scales the user space before this transform.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// Rotates the user space before this transform by `angle` radians.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The inverse transform; a singular transform is returned unchanged, as CoreGraphics does.
        public func inverted() -> CGAffineTransform {
            let det = a * d - b * c
            guard det != 0, det.isFinite else { return self }
            return CGAffineTransform(
                a: d / det, b: -b / det, c: -c / det, d: a / det,
                tx: (c * ty - d * tx) / det,
                ty: (b * tx - a * ty) / det)
        }

        /// The six entries, labelled.
        public var description: String {
            "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
        }
    }

    extension CGPoint {
        /// This point mapped by `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// This size mapped by `t`'s linear part (no translation), as in CoreGraphics.
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// The smallest rectangle containing this rectangle's four corners mapped by `t`.
        public func applying(_ t: CGAffineTransform) -> CGRect {
            if isNull || isInfinite { return self }
            let r = standardized
            let p0 = CGPoint(x: r.minX, y: r.minY).applying(t), p1 = CGPoint(x: r.maxX, y: r.minY).applying(t)
            let p2 = CGPoint(x: r.minX, y: r.maxY).applying(t), p3 = CGPoint(x: r.maxX, y: r.maxY).applying(t)
            let minX = Swift.min(p0.x, p1.x, p2.x, p3.x), maxX = Swift.max(p0.x, p1.x, p2.x, p3.x)
            let minY = Swift.min(p0.y, p1.y, p2.y, p3.y), maxY = Swift.max(p0.y, p1.y, p2.y, p3.y)
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }
#endif
