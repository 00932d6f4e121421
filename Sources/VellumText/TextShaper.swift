import Foundation
import Synchronization
@_spi(RenderCaches) import VellumDrawing
import VellumGeometry

/// Shapes and measures text with Pango (HarfBuzz shaping, fontconfig and FreeType fonts)
/// and returns its glyphs as one outline, so every renderer draws the same text.
///
/// ```swift
/// let shaped = try TextShaper.shape(TextLayoutRequest(
///     text: "Upload 42%",
///     font: FontSpec(family: "DejaVu Sans", size: 17)
/// ))
/// shaped.size          // (102.76, 19.79): the ideal size
/// shaped.firstBaseline // 15.78
/// context.fill(shaped.outline, with: .color(.primary))
/// ```
///
/// ## Same numbers everywhere
/// Hinting is off and glyph positions are not rounded, so sizes are the fonts' design
/// metrics scaled exactly: widths are linear in the font size and do not depend on the
/// screen, the locale or the renderer. Two machines with the same fonts give the same
/// results; which fonts a family name finds is fontconfig's choice (see `FontSpec`).
///
/// ## What is cleaned up before shaping
/// - Text of more than ``maximumScalarCount`` Unicode scalars is refused with
///   `TextShapingError/tooLong(characters:)` before anything else is done.
/// - Control characters are removed (C0 except tab and line feed, DEL, C1); Pango would
///   draw them as boxes of hex digits. `"\r\n"`, `"\r"`, NEL, U+2028 and U+2029 become
///   `"\n"`, so every line break is a paragraph break.
/// - Sizes are clamped to 0...`FontSpec/maximumSize`; at 0 the result has zero size, no
///   glyphs and no lines. Weights are clamped to 100...900.
/// - Empty text (or text that was all control characters) has zero width and the height
///   of one line, with one empty line.
///
/// ## Threads
/// `shape(_:)` may be called from any number of threads at once. Pango objects are not
/// thread-safe (Pango's own answer is a font map per thread), so shaping uses a small pool
/// of font maps, two per processor, each behind its own lock; a thread mostly gets one to
/// itself. On two processors, uncached labels from 2, 4 or 8 threads took 6–8 µs of wall
/// time each (as with a font map per thread), against 11 µs from one thread and 12–15 µs
/// with one font map behind one lock (`VELLUM_TEXT=1 vellum-bench`).
///
/// Results are kept in a `RenderCaches` (requests whose text is at most 1 KiB, up to
/// `RenderCaches/shapedTextBytes`, least recently used dropped first), behind a lock of its
/// own, so a cache hit never waits for shaping.
public enum TextShaper {
    /// The most Unicode scalars one request may hold: 100,000
    /// (`TextLayoutRequest/maximumScalarCount`).
    public static let maximumScalarCount = TextLayoutRequest.maximumScalarCount

    /// Shapes `request`: its size, glyph outlines, baselines and lines.
    ///
    /// - Parameters:
    ///   - request: The text, font, wrapping width, alignment and line limit.
    /// - Returns: The laid-out text, in points, origin at the top-left of its box.
    /// - Throws: `TextShapingError/tooLong(characters:)` for text over
    ///   ``maximumScalarCount`` scalars; `TextShapingError/backend(operation:detail:)`
    ///   when Pango or Cairo fails (out of memory, say).
    ///
    /// ```swift
    /// let label = try TextShaper.shape(TextLayoutRequest(text: "Done", font: FontSpec(size: 13)))
    /// let wrapped = try TextShaper.shape(TextLayoutRequest(text: longText, maxWidth: 200, lineLimit: 3))
    /// ```
    public static func shape(_ request: TextLayoutRequest) throws(TextShapingError) -> ShapedText {
        try shape(request, cache: ShapeCache.shared)
    }

    /// ``shape(_:)``, keeping results in `cache` (a `RenderCaches`' shaped text:
    /// ``PangoTextShaper/init(caches:)``).
    static func shape(
        _ request: TextLayoutRequest,
        cache: ByteLimitedCache<ShapeCache.Key, ShapedText>
    ) throws(TextShapingError) -> ShapedText {
        try checkLength(request.text)
        let normalized = request.normalized
        // Long text is never cached, so it is not hashed under the cache's lock either.
        guard normalized.text.utf8.count <= ShapeCache.maximumCachedBytes else { return try shapeUncached(normalized) }
        let key = ShapeCache.Key(request: normalized, generation: fontGeneration.load(ordering: .acquiring))
        if let cached = cache.value(for: key) { return cached }
        let shaped = try shapeUncached(normalized)
        cache.insert(shaped, for: key, bytes: ShapeCache.byteCount(of: shaped, for: normalized))
        return shaped
    }

    // MARK: Internals (tested directly)

    /// The Pango sessions (each a font map and context): two per processor, 16 at most,
    /// each behind its own lock and created on first use (about 1 ms and 400 KiB each). A
    /// thread takes the first free one from a slot that depends on the thread, so a thread
    /// mostly uses one session and threads shaping at once mostly get sessions of their
    /// own; when all are busy, it waits for one. Two per processor, because a thread can be
    /// preempted while it holds a session.
    private static let sessions: [SessionSlot] =
        (0..<min(max(2 * ProcessInfo.processInfo.activeProcessorCount, 2), 16)).map { _ in SessionSlot() }
    private static let nextBusySlot = Atomic<Int>(0)
    /// Counts the times the fonts changed (`FontRegistry`): part of every cache key, so no
    /// result shaped with the old fonts is found after they change.
    private static let fontGeneration = Atomic<Int>(0)

    /// One session behind its lock; `nil` until first used, and again after a failure, so
    /// that a session whose Cairo context is in an error state (which Cairo keeps for good)
    /// is replaced.
    ///
    /// The lock is an `NSLock` (a pthread mutex), not a `Mutex`: on Linux a contended
    /// `Mutex` is taken and handed over inside the kernel (priority-inheriting futexes),
    /// where ThreadSanitizer cannot see it, so races between sessions could not be checked.
    private final class SessionSlot: @unchecked Sendable {
        private let lock = NSLock()
        /// Guarded by `lock`.
        private var session: PangoSession?

        /// Shapes with this slot's session; `nil` without waiting when another thread holds
        /// it, unless `waiting`.
        func shape(
            _ text: String, _ request: TextLayoutRequest,
            waiting: Bool
        ) throws(TextShapingError) -> ShapedText? {
            if waiting {
                lock.lock()
            } else if !lock.try() {
                return nil
            }
            defer { lock.unlock() }
            do throws(TextShapingError) {
                if session == nil { session = try PangoSession() }
                return try session!.shape(text, request)
            } catch {
                session = nil
                throw error
            }
        }

        /// Takes the slot's lock for good (until ``release()``) and drops its session, so
        /// the next shape makes a new one that sees the fonts fontconfig knows then.
        func acquireDroppingSession() {
            lock.lock()
            session = nil
        }

        func release() { lock.unlock() }
    }

    /// Runs `body` while no session shapes, then starts every session afresh and moves to
    /// a new font generation (what every cache held is found no more): fonts registered in
    /// `body` are seen by the shapes after it.
    static func whileNoSessionShapes<R>(_ body: () throws(FontRegistrationError) -> R) throws(FontRegistrationError)
        -> R
    {
        for slot in sessions { slot.acquireDroppingSession() }
        defer {
            fontGeneration.add(1, ordering: .releasing)
            for slot in sessions.reversed() { slot.release() }
        }
        return try body()
    }

    /// Shapes with the first free session, or waits for one (taking turns) if all are busy.
    private static func shapeWithSession(_ text: String, _ request: TextLayoutRequest) throws(TextShapingError)
        -> ShapedText
    {
        // Each thread starts looking at a slot of its own, so threads seldom meet at a lock
        // and mostly find the session whose caches they warmed.
        let first = Int((UInt64(pthread_self()) &* 0x9E37_79B9_7F4A_7C15) >> 33) % sessions.count
        for offset in 0..<sessions.count {
            let slot = sessions[(first + offset) % sessions.count]
            if let shaped = try slot.shape(text, request, waiting: false) { return shaped }
        }
        let turn = nextBusySlot.wrappingAdd(1, ordering: .relaxed).oldValue
        let slot = sessions[(turn & Int.max) % sessions.count]
        guard let shaped = try slot.shape(text, request, waiting: true) else {
            throw .backend(operation: "TextShaper", detail: "no session")
        }
        return shaped
    }

    /// Refuses text over ``maximumScalarCount`` scalars, before any other work.
    static func checkLength(_ text: String) throws(TextShapingError) {
        // A scalar is at least one UTF-8 byte: short text needs no count.
        guard text.utf8.count > maximumScalarCount else { return }
        let count = text.unicodeScalars.count
        if count > maximumScalarCount { throw .tooLong(characters: count) }
    }

    /// Shapes a normalized request without looking at the cache.
    static func shapeUncached(_ request: TextLayoutRequest) throws(TextShapingError) -> ShapedText {
        try shapeUncached(request, with: shapeWithSession)
    }

    /// Shapes a normalized request with `pango`, which shapes sanitized text within Pango's
    /// range (see ``safeLayoutExtent``).
    static func shapeUncached(
        _ request: TextLayoutRequest,
        with pango: (String, TextLayoutRequest) throws(TextShapingError) -> ShapedText
    ) throws(TextShapingError) -> ShapedText {
        var request = request
        let text: String
        if request.spans.isEmpty {
            guard request.font.size > 0 else { return .empty }
            text = TextSanitizer.sanitized(request.text)
        } else {
            let requested = request.spans.count
            let kept: [Int]
            (text, request.spans, kept) = TextSanitizer.sanitized(request.text, spans: request.spans)
            guard let largest = request.spans.map(\.font.size).max() else {
                // Nothing to draw: the text's lines in the request's font, and empty spans.
                request.text = ""
                request.spans = []
                var shaped = try shapeUncached(request, with: pango)
                shaped.spans = Array(repeating: ShapedSpan(), count: requested)
                return shaped
            }
            var shaped = try shapeSpans(text, request, largest: largest, with: pango)
            var all = Array(repeating: ShapedSpan(), count: requested)
            for (index, span) in zip(kept, shaped.spans) { all[index] = span }
            shaped.spans = all
            return shaped
        }
        return try shapeSpans(text, request, largest: request.font.size, with: pango)
    }

    /// Shapes sanitized `text` (with sanitized spans, if any) within Pango's range:
    /// `largest` is the largest font size, which decides how far the layout may reach.
    private static func shapeSpans(
        _ text: String, _ request: TextLayoutRequest, largest: CGFloat,
        with pango: (String, TextLayoutRequest) throws(TextShapingError) -> ShapedText
    ) throws(TextShapingError) -> ShapedText {
        var request = request
        if let first = request.spans.first {
            // Lines without characters take the first span's font.
            request.font = first.font
        }
        var sizing = request
        sizing.font.size = largest
        let scale = layoutScale(text, sizing)
        var scaled = request
        if scale != 1 {
            scaled.font.size /= scale
            scaled.maxWidth = scaled.maxWidth.map { $0 / scale }
            scaled.lineSpacing /= scale
            scaled.spans = scaled.spans.map { span in
                var span = span
                span.font.size /= scale
                span.tracking /= scale
                span.baselineOffset /= scale
                return span
            }
        }
        let shaped = try pango(text, scaled)
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
            // Letter spacing adds to every character's advance.
            let tracking = request.spans.map { abs($0.tracking) }.max() ?? 0
            let totalAdvance = (4 * size + tracking) * CGFloat(scalars)
            var lineWidth = totalAdvance
            var lineCount = CGFloat(lines)
            if let maxWidth = request.maxWidth {
                lineWidth = min(maxWidth, totalAdvance)
                // Greedy wrapping fills any two consecutive lines past the width.
                if maxWidth > 0 {
                    lineCount = min(CGFloat(scalars + 1), lineCount + 2 * totalAdvance / maxWidth)
                } else {
                    lineCount = CGFloat(scalars + 1)
                }
            }
            var extent = max(lineWidth, (2 * size + request.lineSpacing) * lineCount)
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

}
