import Foundation

/// The font a piece of text is shaped in: a family name, a size in points and a style.
///
/// Fonts are found by fontconfig, as every Linux desktop finds them. A family that is not
/// installed is not an error: fontconfig substitutes the closest match it is configured for
/// (on a stock Debian machine an unknown name ends at `sans-serif`, which is DejaVu Sans),
/// so text always draws. A weight or slant the family lacks is matched to the nearest face;
/// fontconfig synthesises an oblique or bold face when the family has none.
///
/// ```swift
/// let body = FontSpec(family: "DejaVu Sans", size: 17)
/// let counter = FontSpec(family: "DejaVu Sans", size: 13, weight: 700, monospacedDigits: true)
/// ```
public struct FontSpec: Hashable, Sendable {
    /// The largest size text is shaped at, in points. Larger sizes (and +infinity) are
    /// clamped to it, so a runaway size can never make FreeType load gigantic glyphs.
    public static let maximumSize: CGFloat = 10_000

    /// The fontconfig family name, for example `"DejaVu Sans"`, `"serif"` or `"monospace"`.
    /// A comma separates fallbacks, as in CSS: `"Inter, DejaVu Sans"`. An empty name means
    /// `"sans-serif"`. A name fontconfig does not know is substituted by its configuration.
    /// Default: `"sans-serif"`.
    public var family: String
    /// The size in points (one point is one unit of the layout's coordinates). NaN, -infinity
    /// and sizes below 1/1024 point (Pango's unit) mean 0; sizes above ``maximumSize`` (and
    /// +infinity) mean ``maximumSize``. At size 0 text has zero size, no outline and no
    /// lines. Default: 17, SwiftUI's body size.
    public var size: CGFloat
    /// The CSS weight: 400 regular, 700 bold. Values outside 100...900 are clamped to it.
    /// Default: 400.
    public var weight: Int
    /// Whether to use the family's italic (or, lacking one, a synthesised oblique).
    /// Default: `false`.
    public var italic: Bool
    /// Whether digits all have the same advance (the OpenType `tnum` feature), so numbers
    /// that change do not jiggle. Fonts without the feature, or whose digits are tabular
    /// already (DejaVu Sans), are unaffected. Default: `false`.
    public var monospacedDigits: Bool
    /// The width as a CSS `font-stretch` percentage: 100 normal, 75 condensed, 125 expanded.
    /// Fontconfig picks the family's face nearest to it (DejaVu Sans has a condensed one);
    /// a family with one width draws that. Values outside 50...200 are clamped to it.
    /// Default: 100.
    public var width: Int

    /// A font; every argument but `family` has SwiftUI's body-text default.
    ///
    /// - Parameters:
    ///   - family: The fontconfig family name; see ``family``.
    ///   - size: The size in points; see ``size``.
    ///   - weight: The CSS weight, 100...900; see ``weight``.
    ///   - italic: Whether to use the italic face.
    ///   - monospacedDigits: Whether digits are tabular (`tnum`).
    ///   - width: The CSS `font-stretch` percentage; see ``width``.
    public init(
        family: String = "sans-serif", size: CGFloat = 17, weight: Int = 400,
        italic: Bool = false, monospacedDigits: Bool = false, width: Int = 100
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospacedDigits = monospacedDigits
        self.width = width
    }
}

extension FontSpec {
    /// The size actually shaped: finite, in 0...``maximumSize``.
    package var effectiveSize: CGFloat {
        if size.isNaN || size < 1.0 / 1024 { return 0 }
        return min(size, Self.maximumSize)
    }

    /// The weight actually asked of fontconfig, in 100...900.
    package var effectiveWeight: Int { min(max(weight, 100), 900) }

    /// The width actually asked of fontconfig, in 50...200.
    package var effectiveWidth: Int { min(max(width, 50), 200) }

    /// The family actually asked of fontconfig.
    package var effectiveFamily: String {
        family.allSatisfy({ $0.isWhitespace }) ? "sans-serif" : family
    }

    /// This font with every field replaced by the value it is shaped with, so that requests
    /// that shape alike are equal (and share one cache entry).
    package var normalized: FontSpec {
        FontSpec(
            family: effectiveFamily, size: effectiveSize, weight: effectiveWeight,
            italic: italic, monospacedDigits: monospacedDigits, width: effectiveWidth)
    }
}
