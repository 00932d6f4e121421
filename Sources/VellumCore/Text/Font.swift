import Foundation
import VellumGeometry

/// A font, as SwiftUI's: a text style with Apple's point sizes, or a system font of a size,
/// weight and design. Vellum draws every design with the DejaVu families that the set-up
/// installs (fonts-dejavu-core), so text looks the same on every machine.
///
/// ```swift
/// Text("Upload").font(.headline)
/// Text("42 %").font(.system(size: 28, weight: .bold, design: .rounded)).monospacedDigit()
/// ```
public struct Font: Hashable, Sendable {
    /// A font weight, as SwiftUI's; CSS weights 100…900.
    public struct Weight: Hashable, Sendable {
        /// The CSS weight.
        public let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A font design, as SwiftUI's.
    public enum Design: Hashable, Sendable {
        /// DejaVu Sans.
        case `default`
        /// DejaVu Serif.
        case serif
        /// DejaVu Sans (DejaVu has no rounded design).
        case rounded
        /// DejaVu Sans Mono.
        case monospaced
    }

    /// A font width, as SwiftUI's `Font.Width`; Vellum asks fontconfig for the nearest CSS
    /// `font-stretch` (DejaVu Sans and Serif have condensed faces; no DejaVu face is wider).
    public struct Width: Hashable, Sendable {
        /// SwiftUI's width value: 0 standard, negative narrower, positive wider.
        public var value: CGFloat

        /// A width of `value`.
        public init(_ value: CGFloat) { self.value = value.isFinite ? value : 0 }

        /// The narrowest: CSS 62.5 %.
        public static let compressed = Width(-0.3)
        /// Narrower: CSS 75 %.
        public static let condensed = Width(-0.2)
        /// The family's usual width.
        public static let standard = Width(0)
        /// Wider: CSS 125 %.
        public static let expanded = Width(0.2)

        /// The CSS `font-stretch` percentage: 100 + 125 × value, within 50...200.
        var cssPercent: Int { Int(min(max(100 + 125 * (value.isFinite ? value : 0), 50), 200).rounded()) }
    }

    /// The fontconfig family.
    public let family: String
    /// The size in points.
    public let size: CGFloat
    /// The weight.
    public let weight: Weight
    /// Whether the font is italic.
    public let isItalic: Bool
    /// The design a system font was made with; nil for ``custom(_:size:)`` fonts.
    public let design: Design?
    /// The width.
    public let width: Width
    /// Whether its digits are tabular (``monospacedDigit()``).
    public let hasMonospacedDigits: Bool

    init(
        family: String, size: CGFloat, weight: Weight = .regular, isItalic: Bool = false, design: Design? = nil,
        width: Width = .standard, hasMonospacedDigits: Bool = false
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.design = design
        self.width = width
        self.hasMonospacedDigits = hasMonospacedDigits
    }

    /// This font with some of its properties changed.
    private func with(
        family: String? = nil, weight: Weight? = nil, isItalic: Bool? = nil, design: Design?? = nil,
        width: Width? = nil, hasMonospacedDigits: Bool? = nil
    ) -> Font {
        Font(
            family: family ?? self.family, size: size, weight: weight ?? self.weight,
            isItalic: isItalic ?? self.isItalic,
            design: design ?? self.design, width: width ?? self.width,
            hasMonospacedDigits: hasMonospacedDigits ?? self.hasMonospacedDigits)
    }

    /// A system font of `size` points. NaN or negative sizes draw nothing; sizes over
    /// 10,000 points are clamped (the shaper's bound).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        let design = design ?? .default
        return Font(family: family(for: design), size: size, weight: weight ?? .regular, design: design)
    }

    /// A system font for a text style, in `design` (nil: the default) and `weight` (nil: the
    /// style's own).
    ///
    /// ```swift
    /// Text("Total").font(.system(.title, design: .serif, weight: .bold))
    /// ```
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        let design = design ?? .default
        return Font(family: family(for: design), size: style.size, weight: weight ?? style.weight, design: design)
    }

    /// A font by fontconfig family name; a family that is not installed falls back to
    /// fontconfig's default (DejaVu Sans on a stock Debian machine). Register a font file
    /// your package ships with `FontRegistry.register(fileAt:)` first to use it by name.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(family: name, size: size)
    }

    /// A font by name at `size` points, scaling with `textStyle` under Dynamic Type on Apple
    /// platforms; a render has one content size, so the size is `size`.
    ///
    /// ```swift
    /// Text("Invoice").font(.custom("Inter", size: 24, relativeTo: .title))
    /// ```
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(family: name, size: size)
    }

    /// A font by name at a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(family: name, size: fixedSize)
    }

    static func family(for design: Design) -> String {
        switch design {
        case .default, .rounded: return "DejaVu Sans"
        case .serif: return "DejaVu Serif"
        case .monospaced: return "DejaVu Sans Mono"
        }
    }

    /// The same font with another weight.
    public func weight(_ weight: Weight) -> Font { with(weight: weight) }
    /// The bold version.
    public func bold() -> Font { weight(.bold) }
    /// The italic version.
    public func italic() -> Font { with(isItalic: true) }
    /// The same font at another width.
    ///
    /// ```swift
    /// Text("CONDENSED").font(.headline.width(.condensed))
    /// ```
    public func width(_ width: Width) -> Font { with(width: width) }
    /// The same font with tabular digits, so numbers that change do not jiggle.
    public func monospacedDigit() -> Font { with(hasMonospacedDigits: true) }
    /// The monospaced version: DejaVu Sans Mono for any system or custom font (fontconfig
    /// has no monospaced variant of an arbitrary family).
    ///
    /// ```swift
    /// Text("a1b2c3").font(.body.monospaced())
    /// ```
    public func monospaced() -> Font { with(family: Self.family(for: .monospaced), design: .some(.monospaced)) }

    /// SwiftUI's text styles with Apple's point sizes (iOS, default content size).
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// Apple's size in points.
        public var size: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }

        /// Apple's weight: semibold for the headline, regular otherwise.
        public var weight: Weight { self == .headline ? .semibold : .regular }
    }

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let subheadline = system(.subheadline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)
}

/// How lines of a multi-line text line up, as SwiftUI's.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
