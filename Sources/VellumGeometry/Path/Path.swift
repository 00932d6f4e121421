import Foundation

/// The outline of a 2D shape, with SwiftUI's API and semantics (y axis down).
///
/// A path is a value: a list of ``Element``s grouped into subpaths, each starting with a
/// move. Every point a path holds is finite: a building call whose points are not all
/// finite (NaN or ±infinity), or a negative or non-finite radius, is ignored and leaves the
/// path unchanged, so one bad value can never poison the geometry downstream.
///
/// ```swift
/// var path = Path()
/// path.move(to: CGPoint(x: 10, y: 10))
/// path.addLine(to: CGPoint(x: 90, y: 10))
/// path.addQuadCurve(to: CGPoint(x: 90, y: 90), control: CGPoint(x: 120, y: 50))
/// path.closeSubpath()
/// print(path) // "10 10 m 90 10 l 120 50 90 90 q h"
/// ```
///
/// As in SwiftUI, a line or curve added when there is no current point is ignored, and a
/// segment added right after ``closeSubpath()`` starts from the closed subpath's first point.
public struct Path: Equatable, Hashable, Sendable {
    /// One drawing instruction of a path, as in SwiftUI.
    public enum Element: Equatable, Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the subpath's first point, which also ends the subpath.
        case closeSubpath
    }

    /// The elements in order. Invariant: every point is finite and every subpath starts
    /// with `.move`.
    internal private(set) var elements: [Element] = []
    /// Where the current subpath began; `nil` when there is no current point.
    private var subpathStart: CGPoint?
    /// The end of the last element; `nil` when there is no current point.
    private var current: CGPoint?

    /// An empty path.
    public init() {}

    /// A path built by `callback`.
    ///
    /// ```swift
    /// let triangle = Path { p in
    ///     p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 5, y: 8)])
    ///     p.closeSubpath()
    /// }
    /// ```
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        // Most built paths are short; one allocation instead of four growth steps.
        elements.reserveCapacity(8)
        callback(&self)
    }

    /// A path that is the rectangle `rect`, clockwise on screen from its top-left corner.
    public init(_ rect: CGRect) {
        self.init()
        elements.reserveCapacity(5)
        addRect(rect)
    }

    /// A path that is the ellipse inscribed in `rect`, starting at its rightmost point and
    /// running clockwise on screen.
    public init(ellipseIn rect: CGRect) {
        self.init()
        elements.reserveCapacity(6)
        addEllipse(in: rect)
    }

    /// Whether two paths hold the same elements in the same order.
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }
    /// Hashes the elements, consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    /// Whether the path holds no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// How many elements the path holds: renderers choose how to draw very large paths by it.
    package var elementCount: Int { elements.count }

    /// Hashes the element count and the end points of about `samples` elements spread along
    /// the path (the last one always), one word each: consistent with ``==(_:_:)`` and far
    /// cheaper than ``hash(into:)`` on long outlines, for caches whose keys differ somewhere
    /// along the whole path.
    @usableFromInline package func hashSampled(into hasher: inout Hasher, samples: Int = 8) {
        hasher.combine(elements.count)
        guard !elements.isEmpty else { return }
        // `+ 0` turns -0 into +0, which `==` does not tell apart.
        func word(_ p: CGPoint, _ tag: UInt64) -> UInt64 {
            Double(p.x + 0).bitPattern &* 0x9E37_79B9_7F4A_7C15 ^ Double(p.y + 0).bitPattern ^ tag
        }
        let stride = max(1, elements.count / max(samples, 1))
        var index = elements.count - 1
        while index >= 0 {
            switch elements[index] {
            case .move(let p): hasher.combine(word(p, 1))
            case .line(let p): hasher.combine(word(p, 2))
            case .quadCurve(let p, _): hasher.combine(word(p, 3))
            case .curve(let p, _, _): hasher.combine(word(p, 4))
            case .closeSubpath: hasher.combine(5 as UInt64)
            }
            index -= stride
        }
    }

    /// The end of the last element (the subpath's start after a close), or `nil` when the
    /// path is empty.
    public var currentPoint: CGPoint? { current }

    /// Calls `body` with every end point and control point, in order (not the implicit
    /// point a close returns to): what bounds the path's hull.
    ///
    /// ```swift
    /// var largest: CGFloat = 0
    /// path.forEachPoint { largest = max(largest, abs($0.x), abs($0.y)) }
    /// ```
    package func forEachPoint(_ body: (CGPoint) -> Void) {
        forEach { element in
            switch element {
            case .move(let p), .line(let p): body(p)
            case .quadCurve(let p, let c): body(c); body(p)
            case .curve(let p, let c1, let c2): body(c1); body(c2); body(p)
            case .closeSubpath: break
            }
        }
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        for element in elements { body(element) }
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        guard point.isFinite else { return }
        // Consecutive moves collapse, as in CoreGraphics: only the last one can matter.
        if case .move = elements.last { elements.removeLast() }
        elements.append(.move(to: point))
        subpathStart = point
        current = point
    }

    /// Adds a straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) {
        guard point.isFinite, beginSegment() else { return }
        elements.append(.line(to: point))
        current = point
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard end.isFinite, control.isFinite, beginSegment() else { return }
        elements.append(.quadCurve(to: end, control: control))
        current = end
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard end.isFinite, control1.isFinite, control2.isFinite, beginSegment() else { return }
        elements.append(.curve(to: end, control1: control1, control2: control2))
        current = end
    }

    /// Closes the current subpath with a straight line to its first point.
    public mutating func closeSubpath() {
        guard let start = subpathStart, let last = elements.last else { return }
        if case .closeSubpath = last { return }
        elements.append(.closeSubpath)
        current = start
    }

    /// Starts a subpath at the first point and adds lines through the rest.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first, points.allSatisfy({ $0.isFinite }) else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Appends `path`'s elements, mapped by `transform`. If any mapped point is not finite,
    /// nothing is added.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        // Appending a path to an empty one through the building calls gives that path: its
        // invariants already hold.
        if elements.isEmpty && transform.isIdentity {
            self = path
            return
        }
        let mapped = path.elements.map { $0.applying(transform) }
        guard mapped.allSatisfy({ $0.allPointsSatisfy({ $0.isFinite }) }) else { return }
        for element in mapped { append(element) }
    }

    /// Whether both paths hold one and the same element storage, so that they are equal
    /// without comparing elements (false says nothing).
    package func sharesElements(with other: Path) -> Bool {
        elements.withUnsafeBufferPointer { mine in
            other.elements.withUnsafeBufferPointer { theirs in
                mine.count == theirs.count && mine.baseAddress == theirs.baseAddress
            }
        }
    }

    /// Makes room for `count` more elements (one allocation instead of several growth steps).
    internal mutating func reserveElements(_ count: Int) {
        elements.reserveCapacity(elements.count + count)
    }

    /// Appends one element through the public building calls, so the invariants hold.
    internal mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// Makes the current point explicit before a segment; false when there is none.
    private mutating func beginSegment() -> Bool {
        guard let point = current else { return false }
        if case .closeSubpath = elements.last {
            // A segment after a close starts a new subpath at the closed one's start.
            elements.append(.move(to: point))
            subpathStart = point
        }
        return true
    }

    // MARK: Transforms

    /// This path with every point mapped by `transform`. If any mapped point is not finite
    /// (a huge scale, say), the result is empty.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        var result = Path()
        result.elements.reserveCapacity(elements.count)
        for element in elements {
            let mapped = element.applying(transform)
            guard mapped.allPointsSatisfy({ $0.isFinite }) else { return Path() }
            result.append(mapped)
        }
        return result
    }

    /// This path moved by `(dx, dy)`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}

extension Path.Element {
    /// Whether every point this element names passes `test` (true for a close), without
    /// building an array of them: this runs for every element a transform or writer reads.
    internal func allPointsSatisfy(_ test: (CGPoint) -> Bool) -> Bool {
        switch self {
        case .move(let p), .line(let p): return test(p)
        case .quadCurve(let p, let c): return test(c) && test(p)
        case .curve(let p, let c1, let c2): return test(c1) && test(c2) && test(p)
        case .closeSubpath: return true
        }
    }

    internal func applying(_ t: CGAffineTransform) -> Path.Element {
        if t.isIdentity { return self }
        switch self {
        case .move(let p): return .move(to: p.applying(t))
        case .line(let p): return .line(to: p.applying(t))
        case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2):
            return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}

extension CGPoint {
    /// Whether both coordinates are finite.
    internal var isFinite: Bool { x.isFinite && y.isFinite }
}
