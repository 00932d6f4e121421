import Foundation

#if !canImport(CoreGraphics)
    /// The rule that decides which points a path encloses, as CoreGraphics names it.
    ///
    /// ```swift
    /// path.cgPath.contains(point, using: .evenOdd)
    /// ```
    public enum CGPathFillRule: Int, Sendable, Hashable {
        /// Non-zero winding.
        case winding = 0
        /// Even-odd.
        case evenOdd = 1
    }

    /// An immutable path with CoreGraphics' names, for SwiftUI code that builds or reads a
    /// `CGPath` (`Path(_:)`, `path.cgPath`). It holds a ``Path``; the drawing goes through it.
    ///
    /// ```swift
    /// let outline = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
    /// Path(outline).fill(.blue)
    /// ```
    open class CGPath: @unchecked Sendable, Hashable {
        /// The path's elements; only ``CGMutablePath`` changes them, and only before sharing.
        var storage: Path

        init(storage: Path) { self.storage = storage }

        /// A rectangle, mapped by `transform` when given.
        public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            self.init(storage: Path(rect).applying(transform?.pointee ?? .identity))
        }

        /// An ellipse inscribed in `rect`, mapped by `transform` when given.
        public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            self.init(storage: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
        }

        /// A rectangle with elliptical corners of the given radii (circular arcs, as CoreGraphics
        /// draws them), mapped by `transform` when given.
        public convenience init(
            roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
            transform: UnsafePointer<CGAffineTransform>?
        ) {
            var path = Path()
            path.addRoundedRect(
                in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular,
                transform: transform?.pointee ?? .identity)
            self.init(storage: path)
        }

        /// Whether the path has no elements.
        public var isEmpty: Bool { storage.isEmpty }

        /// The smallest rectangle that holds every point of the path, control points included.
        public var boundingBox: CGRect {
            var box = CGRect.null
            func include(_ points: CGPoint...) {
                for point in points { box = box.union(CGRect(origin: point, size: .zero)) }
            }
            storage.forEach { element in
                switch element {
                case .move(let point), .line(let point): include(point)
                case .quadCurve(let point, let control): include(point, control)
                case .curve(let point, let control1, let control2): include(point, control1, control2)
                case .closeSubpath: break
                }
            }
            return box
        }

        /// The smallest rectangle that holds the path's curves (control points excluded).
        public var boundingBoxOfPath: CGRect { storage.isEmpty ? .null : storage.boundingRect }

        /// The end of the last element, or `.zero` for an empty path.
        public var currentPoint: CGPoint { storage.currentPoint ?? .zero }

        /// Whether `point`, mapped by `transform`, is inside the path under `rule`.
        public func contains(
            _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
        ) -> Bool {
            storage.applying(transform).contains(point, eoFill: rule == .evenOdd)
        }

        /// An immutable copy.
        public func copy() -> CGPath? { CGPath(storage: storage) }

        /// A copy mapped by `transform`.
        public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
            CGPath(storage: storage.applying(transform?.pointee ?? .identity))
        }

        /// A mutable copy.
        public func mutableCopy() -> CGMutablePath? { CGMutablePath(storage: storage) }

        /// The outline of this path stroked with the given pen.
        public func copy(
            strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
            transform: CGAffineTransform = .identity
        ) -> CGPath {
            let style = StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
            return CGPath(storage: storage.strokedPath(style).applying(transform))
        }

        /// This path dashed with `lengths`, starting `phase` into the pattern.
        public func copy(
            dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity
        ) -> CGPath {
            // Centre lines, as CoreGraphics gives them: dots of zero length stay (round caps).
            let style = StrokeStyle(lineCap: .round, dash: lengths, dashPhase: phase)
            return CGPath(storage: (storage.dashCenterlines(style, zeroLengthReach: 0) ?? storage).applying(transform))
        }

        public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.storage == rhs.storage }

        public func hash(into hasher: inout Hasher) { hasher.combine(storage) }
    }

    /// A path to build with CoreGraphics' calls; ``Path`` reads it with `Path(_:)`.
    ///
    /// ```swift
    /// let wave = CGMutablePath()
    /// wave.move(to: CGPoint(x: 0, y: 20))
    /// wave.addQuadCurve(to: CGPoint(x: 80, y: 20), control: CGPoint(x: 40, y: -10))
    /// Path(wave).stroke(.teal, lineWidth: 3)
    /// ```
    public final class CGMutablePath: CGPath, @unchecked Sendable {
        /// An empty path.
        public init() { super.init(storage: Path()) }

        override init(storage: Path) { super.init(storage: storage) }

        /// Starts a subpath at `point`.
        public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
            storage.move(to: point.applying(transform))
        }

        /// A line to `point`.
        public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
            storage.addLine(to: point.applying(transform))
        }

        /// Lines through `points`, starting a subpath at the first.
        public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
            storage.addLines(points.map { $0.applying(transform) })
        }

        /// A quadratic Bézier curve to `end`.
        public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
            storage.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
        }

        /// A cubic Bézier curve to `end`.
        public func addCurve(
            to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
        ) {
            storage.addCurve(
                to: end.applying(transform), control1: control1.applying(transform),
                control2: control2.applying(transform))
        }

        /// A rectangle as a closed subpath.
        public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
            storage.addRect(rect, transform: transform)
        }

        /// Rectangles, each a closed subpath.
        public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
            storage.addRects(rects, transform: transform)
        }

        /// An ellipse inscribed in `rect`.
        public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
            storage.addEllipse(in: rect, transform: transform)
        }

        /// A rectangle with rounded corners of the given radii.
        public func addRoundedRect(
            in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
        ) {
            storage.addRoundedRect(
                in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular,
                transform: transform)
        }

        /// An arc of a circle; angles in radians, `clockwise` in CoreGraphics' sense (which, with
        /// y down as here, turns counterclockwise on screen, as SwiftUI's `Path.addArc`).
        public func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
            transform: CGAffineTransform = .identity
        ) {
            storage.addArc(
                center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                endAngle: .radians(Double(endAngle)), clockwise: clockwise, transform: transform)
        }

        /// An arc of `delta` radians from `startAngle`.
        public func addRelativeArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
            transform: CGAffineTransform = .identity
        ) {
            storage.addRelativeArc(
                center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                delta: .radians(Double(delta)), transform: transform)
        }

        /// An arc tangent to the lines from the current point to `tangent1End` and on to
        /// `tangent2End`.
        public func addArc(
            tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
        ) {
            storage.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
        }

        /// Another path's elements.
        public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
            storage.addPath(path.storage, transform: transform)
        }

        /// Closes the current subpath.
        public func closeSubpath() { storage.closeSubpath() }
    }

    extension Path {
        /// The path a `CGPath` holds.
        ///
        /// ```swift
        /// Path(CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil))
        /// ```
        public init(_ path: CGPath) { self = path.storage }

        /// The path a `CGMutablePath` holds now.
        public init(_ path: CGMutablePath) { self = path.storage }

        /// This path as an immutable `CGPath`.
        ///
        /// ```swift
        /// let bounds = Path(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8)).cgPath.boundingBox
        /// ```
        public var cgPath: CGPath { CGPath(storage: self) }
    }
#endif
