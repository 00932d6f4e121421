import Foundation
import Synchronization
@_spi(SVGWriting) import VellumGeometry

/// The path data of outlines a document is likely to write again, text and clips, shared by
/// every document in the process.
///
/// A server writes the same labels again and again ("Upload", "42%"), and writing glyph
/// outlines is most of an SVG's cost; the shaper hands out the same outline for the same
/// text, so a lookup is an identity check (a clip's outline, made again for each picture, is
/// compared element by element). Keyed by the outline itself, the transform that
/// places it and the precision, so a hit gives exactly the bytes a write would. Bounded in
/// bytes: when full it starts again empty.
package final class PathDataCache: Sendable {
    static let shared = PathDataCache(byteLimit: 4 << 20)

    /// Where and how finely an outline is written.
    private struct Placement: Hashable {
        let transform: CGAffineTransform
        let precision: Int
    }

    private typealias Key = SampledPathKey<Placement>

    private let byteLimit: Int
    private let state = Mutex<(entries: [Key: [UInt8]], bytes: Int)>(([:], 0))

    package init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    /// Appends the path data of `outline` placed by `transform` (what
    /// `outline.applying(transform).appendSVGPathData(precision:to:)` appends).
    package func appendPathData(of outline: Path, transform: CGAffineTransform, precision: Int, to out: inout SVGBytes) {
        let key = Key(path: outline, extra: Placement(transform: transform, precision: precision))
        if let known = state.withLock({ $0.entries[key] }) {
            out.append(contentsOf: known)
            return
        }
        let start = out.count
        outline.applying(transform).appendSVGPathData(precision: precision, to: &out)
        guard out.count - start <= byteLimit / 16 else { return }
        let data = out.bytes(from: start)
        state.withLock { state in
            if state.bytes + data.count > byteLimit { state = ([:], 0) }
            if state.entries.updateValue(data, forKey: key) == nil { state.bytes += data.count }
        }
    }

    /// Entries held now, for tests.
    package var count: Int { state.withLock { $0.entries.count } }
}
