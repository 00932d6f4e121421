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
