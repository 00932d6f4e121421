import Foundation
import VellumDrawing

// Hooks for vellum-bench, outside the API (`@_spi(Benchmarks) import VellumText`).

extension TextShaper {
    /// Shapes `request` as ``shape(_:)`` does, but without reading or filling the cache:
    /// what a cache miss costs, less the cache's own bookkeeping.
    @_spi(Benchmarks)
    public static func shapeIgnoringCache(_ request: TextLayoutRequest) throws(TextShapingError) -> ShapedText {
        try checkLength(request.text)
        return try shapeUncached(request.normalized)
    }

    /// A shaper with a font map of its own and no lock: the alternative to one shared,
    /// locked font map that ``TextShaper`` measured (one of these per thread). Use each from
    /// one thread only.
    @_spi(Benchmarks)
    public final class PrivateFontMapShaper {
        private let session: PangoSession

        /// A shaper with a new font map (tens of milliseconds: fontconfig is read afresh).
        public init() throws(TextShapingError) { session = try PangoSession() }

        /// Shapes `request` as ``TextShaper/shape(_:)`` does, without cache or lock.
        public func shape(_ request: TextLayoutRequest) throws(TextShapingError) -> ShapedText {
            try TextShaper.checkLength(request.text)
            return try TextShaper.shapeUncached(request.normalized) { (text, request) throws(TextShapingError) in
                try session.shape(text, request)
            }
        }
    }
}
