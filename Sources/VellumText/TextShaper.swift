import Foundation
import Synchronization
import VellumGeometry

/// Shapes and measures text with Pango (HarfBuzz shaping, fontconfig and FreeType fonts)
/// and returns its glyphs as one outline, so every renderer draws the same text.
///
/// ```swift
/// let shaped = try TextShaper.shape(TextLayoutRequest(
///     text: "Upload 42%",
///     font: FontSpec(family: "DejaVu Sans", size: 17)
/// ))
/// shaped.size          // (91.93, 19.79): the ideal size
/// shaped.firstBaseline // 15.78
/// context.fill(shaped.outline, with: .color(.primary))
/// ```
///
/// ## Same numbers everywhere
/// Hinting is off and glyph positions are not rounded, so sizes are the fonts' design
/// metrics scaled exactly: widths are linear in the font size and do not depend on the
/// screen, the locale or the renderer. Two machines with the same fonts give the same
/// results; which fonts a family name finds is fontconfig's choice (see ``FontSpec``).
///
/// ## What is cleaned up before shaping
/// - Text of more than ``maximumScalarCount`` Unicode scalars is refused with
///   ``TextShapingError/tooLong(characters:)`` before anything else is done.
/// - Control characters are removed (C0 except tab and line feed, DEL, C1), and `"\r\n"`,
///   `"\r"` and NEL become `"\n"`. Pango would draw them as boxes of hex digits.
/// - Sizes are clamped to 0...``FontSpec/maximumSize``; at 0 the result has zero size, no
///   glyphs and no lines. Weights are clamped to 100...900.
/// - Empty text (or text that was all control characters) has zero width and the height
///   of one line, with one empty line.
///
/// ## Threads
/// `shape(_:)` may be called from any number of threads at once. Pango objects are not
/// thread-safe, so one font map is shared behind a lock: shaping that misses the cache runs
/// one call at a time, which measured faster than a font map per thread on two cores.
/// Results are cached (the 256 most recently used requests whose text is at most 1 KiB),
/// behind a lock of their own, so a cache hit never waits for shaping.
public enum TextShaper {
    /// The most Unicode scalars one request may hold: 100,000.
    public static let maximumScalarCount = 100_000

    /// Shapes `request`: its size, glyph outlines, baselines and lines.
    ///
    /// - Parameters:
    ///   - request: The text, font, wrapping width, alignment and line limit.
    /// - Returns: The laid-out text, in points, origin at the top-left of its box.
    /// - Throws: ``TextShapingError/tooLong(characters:)`` for text over
    ///   ``maximumScalarCount`` scalars; ``TextShapingError/backend(operation:detail:)``
    ///   when Pango or Cairo fails (out of memory, say).
    ///
    /// ```swift
    /// let label = try TextShaper.shape(TextLayoutRequest(text: "Done", font: FontSpec(size: 13)))
    /// let wrapped = try TextShaper.shape(TextLayoutRequest(text: longText, maxWidth: 200, lineLimit: 3))
    /// ```
    public static func shape(_ request: TextLayoutRequest) throws(TextShapingError) -> ShapedText {
        try checkLength(request.text)
        let key = request.normalized
        if let cached = cache.withLock({ $0.value(for: key) }) { return cached }
        let shaped = try shapeUncached(key)
        cache.withLock { $0.insert(shaped, for: key) }
        return shaped
    }

    // MARK: Internals (tested directly)

    /// The one Pango session, created on first use; `nil` until then (or after its
    /// creation failed, so the next call tries again).
    private static let session = Mutex<PangoSession?>(nil)
    private static let cache = Mutex(ShapeCache())

    /// Refuses text over ``maximumScalarCount`` scalars, before any other work.
    static func checkLength(_ text: String) throws(TextShapingError) {
        // A scalar is at least one UTF-8 byte: short text needs no count.
        guard text.utf8.count > maximumScalarCount else { return }
        let count = text.unicodeScalars.count
        if count > maximumScalarCount { throw .tooLong(characters: count) }
    }

    /// Shapes a normalized request without looking at the cache.
    static func shapeUncached(_ request: TextLayoutRequest) throws(TextShapingError) -> ShapedText {
        guard request.font.size > 0 else { return .empty }
        let text = TextSanitizer.sanitized(request.text)
        let scale = layoutScale(text, request)
        var scaled = request
        if scale != 1 {
            scaled.font.size /= scale
            scaled.maxWidth = scaled.maxWidth.map { $0 / scale }
        }
        let shaped = try session.withLock { (session: inout PangoSession?) throws(TextShapingError) -> ShapedText in
            if session == nil { session = try PangoSession() }
            return try session!.shape(text, scaled)
        }
        return scale == 1 ? shaped : shaped.scaled(by: scale)
    }

    /// The extent, in points, a layout may reach before it is shaped smaller and scaled up.
    ///
    /// Pango keeps coordinates in 32-bit integers of 1/1024 point, which end at ±2.1 million
    /// points, and overflow silently. A layout that might come near that (a long unwrapped
    /// line at a large size, thousands of wrapped lines) is shaped at the size divided by a
    /// power of two and its results multiplied back, exactly; widths are linear in the size
    /// (no hinting, no rounding), so only precision is lost: 1/1024 point becomes `scale`/1024.
    static let safeLayoutExtent: CGFloat = 1_000_000

    /// The power of two a request is shaped smaller by so that its layout stays within
    /// ``safeLayoutExtent``, from bounds that hold unless glyphs average more than 4 em of
    /// advance or lines more than 2 em of height (twice that still fits Pango's range).
    static func layoutScale(_ text: String, _ request: TextLayoutRequest) -> CGFloat {
        func scale(scalars: Int, lines: Int) -> CGFloat {
            let size = request.font.size
            let totalAdvance = 4 * size * CGFloat(scalars)
            var lineWidth = totalAdvance
            var lineCount = CGFloat(lines)
            if let maxWidth = request.maxWidth {
                lineWidth = min(maxWidth, totalAdvance)
                // Greedy wrapping fills any two consecutive lines past the width.
                if maxWidth > 0 { lineCount = min(CGFloat(scalars + 1), lineCount + 2 * totalAdvance / maxWidth) }
                else { lineCount = CGFloat(scalars + 1) }
            }
            var extent = max(lineWidth, 2 * size * lineCount)
            var result: CGFloat = 1
            while extent > safeLayoutExtent {
                extent /= 2
                result *= 2
            }
            return result
        }
        // UTF-8 bytes bound both scalars and lines, at no cost; count only when that is not
        // enough.
        let bytes = text.utf8.count
        let quick = scale(scalars: bytes, lines: bytes + 1)
        if quick == 1 { return 1 }
        let lines = text.utf8.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        return scale(scalars: text.unicodeScalars.count, lines: lines)
    }

    /// Empties the cache (for tests and benchmarks).
    static func removeCachedResults() {
        cache.withLock { $0.removeAll() }
    }
}
