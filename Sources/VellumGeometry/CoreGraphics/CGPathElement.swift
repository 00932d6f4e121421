import Foundation

#if !canImport(CoreGraphics)
    /// What a ``CGPathElement`` does, as CoreGraphics names it.
    public enum CGPathElementType: Int32, Sendable, Hashable {
        /// Starts a subpath; one point, the destination.
        case moveToPoint = 0
        /// A line; one point, the destination.
        case addLineToPoint = 1
        /// A quadratic curve; two points, the control point then the destination.
        case addQuadCurveToPoint = 2
        /// A cubic curve; three points, the two control points then the destination.
        case addCurveToPoint = 3
        /// Closes the subpath; no points.
        case closeSubpath = 4
    }

    /// One element of a ``CGPath`` as ``CGPath/applyWithBlock(_:)`` hands it out: its points
    /// are valid only during the call. (`apply(info:function:)` is not here: its C callback
    /// needs C types, which Swift types on Linux are not.)
    ///
    /// ```swift
    /// var moves = 0
    /// path.cgPath.applyWithBlock { if $0.pointee.type == .moveToPoint { moves += 1 } }
    /// ```
    public struct CGPathElement {
        /// What the element does.
        public var type: CGPathElementType
        /// The element's points; how many depends on ``type``.
        public var points: UnsafeMutablePointer<CGPoint>

        /// An element of `type` with `points`.
        public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
            self.type = type
            self.points = points
        }
    }

    extension CGPath {
        /// Calls `block` with each element in order, as CoreGraphics does.
        public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
            withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 3) { buffer in
                let points = buffer.baseAddress!
                storage.forEach { element in
                    var cgElement = CGPathElement(type: .closeSubpath, points: points)
                    switch element {
                    case .move(let to):
                        cgElement.type = .moveToPoint
                        points[0] = to
                    case .line(let to):
                        cgElement.type = .addLineToPoint
                        points[0] = to
                    case .quadCurve(let to, let control):
                        cgElement.type = .addQuadCurveToPoint
                        points[0] = control
                        points[1] = to
                    case .curve(let to, let control1, let control2):
                        cgElement.type = .addCurveToPoint
                        points[0] = control1
                        points[1] = control2
                        points[2] = to
                    case .closeSubpath:
                        break
                    }
                    withUnsafePointer(to: cgElement) { block($0) }
                }
            }
        }
    }
#endif
