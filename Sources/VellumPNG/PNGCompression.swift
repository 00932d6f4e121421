/// How hard ``PNGEncoder`` works to make a PNG small.
///
/// Every setting writes the same pixels; only the scanline filters and the DEFLATE effort
/// differ. Figures are for the five 256×256 reference scenes (`shared/reference-scenes.md`),
/// encode only, against Cairo's `cairo_surface_write_to_png_stream` (libpng: zlib level 6,
/// adaptive filters), measured by `vellum-bench` in release mode.
///
/// ```swift
/// let png = try PNGEncoder.encode(argb32: data, width: 256, height: 256, stride: 1024,
///                                 compression: .smallest)
/// ```
public enum PNGCompression: Sendable, Hashable, CaseIterable {
    /// libdeflate level 2, no scanline filter.
    ///
    /// Encodes in 0.25–0.6 ms (CPU) per 256×256 scene, 3.3–7.6× faster end to end than
    /// Cairo's writer, at 0.77–1.25× its bytes: unfiltered rows compress best where colours
    /// are flat (anti-aliased shapes) and worst on smooth gradients. Level 2 because libdeflate 1.14's
    /// level 1 took twice as long on the flat scenes.
    case fast
    /// Vellum's own zlib encoder (hash chains ten deep, four on flat art; lazy matching up to
    /// 20 bytes; long runs cost almost nothing), with no filter on flat art (at least 80 % of
    /// pixels repeat a neighbour: shapes, text, badges) and otherwise, per row, the least sum
    /// of absolute values among None, Sub and Up.
    ///
    /// 3.1–11.5× faster end to end than Cairo's writer on the five scenes, at 0.78–0.985× its
    /// bytes. (Until 0.1.0's issue 20: libdeflate level 5 with libpng's five-filter choice,
    /// 2.2–4.2× faster at 0.94–1.03× the bytes.)
    case `default`
    /// libdeflate level 12 (near-optimal parsing), compressed three times, with libpng's
    /// adaptive filter, with no filter and with Sub, keeping the smallest.
    ///
    /// 0.68–0.80× Cairo's bytes on every reference scene, but 90–180 ms (CPU) per 256×256
    /// image, 20–100× slower than Cairo's writer: for assets written once and served often.
    case smallest
}
