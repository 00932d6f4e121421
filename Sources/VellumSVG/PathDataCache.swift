import Foundation
@_spi(RenderCaches) import VellumDrawing
@_spi(SVGWriting) @_spi(RenderCaches) import VellumGeometry

/// The path data of outlines a document is likely to write again, text and clips, shared by
/// every document written with the same ``RenderCaches`` (``SVGOptions/caches``).
///
/// A server writes the same labels again and again ("Upload", "42%"), and writing glyph
/// outlines is most of an SVG's cost; the shaper hands out the same outline for the same
/// text, so a lookup is an identity check (a clip's outline, made again for each picture, is
/// compared element by element). Keyed by the outline itself, the transform that
/// places it and the precision, so a hit gives exactly the bytes a write would. Bounded in
/// bytes (``RenderCaches/pathDataBytes``): the least recently used data makes room for new;
/// data longer than a sixteenth of the limit is not kept.
package struct PathDataCache: Sendable {
    /// Where and how finely an outline is written.
    private struct Placement: Hashable, Sendable {
        let transform: CGAffineTransform
        let precision: Int
    }

    private typealias Key = SampledPathKey<Placement>

    private let entries: ByteLimitedCache<Key, [UInt8]>

    /// The path-data cache of `caches`.
    package init(_ caches: RenderCaches) {
        entries = caches.cache(.pathData, maximumEntryBytes: caches.pathDataBytes / 16)
    }

    /// A cache of its own, of `byteLimit` bytes, for tests.
    package init(byteLimit: Int) {
        self.init(RenderCaches(pathDataBytes: byteLimit))
    }

    /// Appends the path data of `outline` placed by `transform` (what
    /// `outline.applying(transform).appendSVGPathData(precision:to:)` appends).
    package func appendPathData(of outline: Path, transform: CGAffineTransform, precision: Int, to out: inout SVGBytes)
    {
        let key = Key(path: outline, extra: Placement(transform: transform, precision: precision))
        if let known = entries.value(for: key) {
            out.append(contentsOf: known)
            return
        }
        let start = out.count
        outline.applying(transform).appendSVGPathData(precision: precision, to: &out)
        guard out.count - start <= entries.maximumEntryBytes else { return }
        let data = out.bytes(from: start)
        // The key holds the outline: its elements count too.
        entries.insert(data, for: key, bytes: data.count + outline.estimatedByteCount)
    }

    /// Entries held now, for tests.
    package var count: Int { entries.statistics.entries }

    /// What the cache holds and how it has been used.
    package var statistics: CacheStatistics { entries.statistics }
}
