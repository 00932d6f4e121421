import Foundation

/// How drawn colours combine with what is already there, with SwiftUI's names (the view
/// modifier's `BlendMode` cases and `GraphicsContext.BlendMode`'s Porter–Duff extras).
///
/// The separable and non-separable modes follow the W3C Compositing and Blending spec,
/// which Cairo's operators and SVG's `mix-blend-mode` both implement.
///
/// ```swift
/// context.blendMode = .multiply
/// ```
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// Source over destination.
    case normal
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight,
        hardLight, difference, exclusion, hue, saturation, color, luminosity
    /// Porter–Duff "source atop": the source only where the destination is.
    case sourceAtop
    /// Porter–Duff "destination over": the source only shows beneath the destination.
    case destinationOver
    /// Porter–Duff "destination out": erases the destination where the source is opaque.
    case destinationOut
    /// Adds the colours, clamped (Porter–Duff "plus").
    case plusLighter
    /// R = max(0, S + D − 1), per premultiplied component: darkens by addition.
    case plusDarker
    /// Clears the destination where the source is drawn.
    case clear
    /// Replaces the destination with the source.
    case copy
    /// Porter–Duff "source in", "source out", "destination in", "destination atop", "xor".
    case sourceIn, sourceOut, destinationIn, destinationAtop, xor
}

extension BlendMode {
    /// The modes in Core Graphics' `CGBlendMode` numbering, which SwiftUI's
    /// `GraphicsContext.BlendMode` uses as its raw value.
    private static let numbered: [BlendMode] = [
        .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
        .difference, .exclusion, .hue, .saturation, .color, .luminosity, .clear, .copy, .sourceIn, .sourceOut,
        .sourceAtop, .destinationOver, .destinationIn, .destinationOut, .destinationAtop, .xor, .plusDarker,
        .plusLighter
    ]

    /// The mode's number, as `GraphicsContext.BlendMode.rawValue` gives it in SwiftUI (Core
    /// Graphics' `CGBlendMode`: `.normal` 0, `.multiply` 1 … `.plusLighter` 27). Vellum has one
    /// blend mode type where SwiftUI has two, so the view modifier's modes have it too.
    ///
    /// ```swift
    /// let stored: Int32 = GraphicsContext.BlendMode.screen.rawValue  // 2
    /// ```
    public var rawValue: Int32 { Int32(Self.numbered.firstIndex(of: self) ?? 0) }

    /// The mode numbered `rawValue` in Core Graphics' numbering; a number no mode has is
    /// `.normal`, as a context draws with an unknown mode.
    ///
    /// ```swift
    /// let mode = GraphicsContext.BlendMode(rawValue: 2)  // .screen
    /// ```
    public init(rawValue: Int32) {
        self = Self.numbered.indices.contains(Int(rawValue)) ? Self.numbered[Int(rawValue)] : .normal
    }
}
