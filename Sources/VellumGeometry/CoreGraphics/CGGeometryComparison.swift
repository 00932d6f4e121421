import Foundation

// CoreGraphics compares its geometry with `equalTo`; Foundation on Linux has only `==`.
#if !canImport(CoreGraphics)
    extension CGPoint {
        /// Whether the two points are equal, as CoreGraphics' `equalTo(_:)`.
        ///
        /// ```swift
        /// if !lastLocation.equalTo(location) { redraw() }
        /// ```
        public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
    }

    extension CGSize {
        /// Whether the two sizes are equal, as CoreGraphics' `equalTo(_:)`.
        public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
    }

    extension CGRect {
        /// Whether the two rectangles are equal, as CoreGraphics' `equalTo(_:)`: compared after
        /// standardizing, so a rectangle of negative size equals its flipped twin.
        public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
    }
#endif
