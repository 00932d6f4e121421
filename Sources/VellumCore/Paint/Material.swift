import Foundation
import VellumDrawing
import VellumGeometry

/// A background material, as SwiftUI's `Material`: `.ultraThinMaterial` … `.ultraThickMaterial`
/// and `.bar`, in the light and dark colour schemes.
///
/// iOS draws a material by blurring what is behind it and remapping its colours (a luminance
/// curve, a saturation boost and a brightness shift, from CoreMaterial's recipes). Vellum has no
/// live backdrop to blur, so a material is drawn as one translucent fill per scheme, chosen so
/// that over plain white and plain black it gives the colours iOS gives (mid greys come within
/// 3–9 levels of 255; `.bar` within about 29). Text on a material keeps its colours (iOS adds
/// vibrancy). The values and their sources are in docs/research/materials.md.
///
/// ```swift
/// Text("Synced")
///     .padding()
///     .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
/// ```
public struct Material: ShapeStyle, Hashable {
    /// The fill drawn in each scheme.
    let fill: Color

    private init(light: (Int, Double), dark: (Int, Double)) {
        fill = Color(
            light: RGBAColor(grey: Double(light.0), opacity: light.1),
            dark: RGBAColor(grey: Double(dark.0), opacity: dark.1))
    }

    /// A mostly translucent material (light: 229 at 38.5 %; dark: 72 at 42.5 %).
    public static let ultraThin = Material(light: (229, 0.385), dark: (72, 0.425))
    /// A material more translucent than opaque (light: 237 at 59.7 %; dark: 49 at 63 %).
    public static let thin = Material(light: (237, 0.597), dark: (49, 0.630))
    /// A somewhat translucent material (light: 243 at 81.4 %; dark: 38 at 79.5 %).
    public static let regular = Material(light: (243, 0.814), dark: (38, 0.795))
    /// A material more opaque than translucent (light: 245 at 95.5 %; dark: 32 at 97.7 %).
    public static let thick = Material(light: (245, 0.955), dark: (32, 0.977))
    /// A mostly opaque material. No recipe for it is published; drawn as ``thick``.
    public static let ultraThick = Material.thick
    /// The material of system toolbars (iOS's chrome recipe: light 244 at 73.1 %; dark 25 at
    /// 73.1 %).
    public static let bar = Material(light: (244, 0.731), dark: (25, 0.731))

    /// This material with an explicit active appearance (iOS 18). Materials on iOS always
    /// appear active, so it is the same material.
    ///
    /// ```swift
    /// Rectangle().fill(.regularMaterial.materialActiveAppearance(.active))
    /// ```
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> Material { self }

    /// The fill for the environment's colour scheme.
    public func resolve(in environment: EnvironmentValues) -> Color { fill }
}

/// Whether a material looks active (iOS 18). On iOS a material always looks active.
public struct MaterialActiveAppearance: Hashable, Sendable {
    private let name: String
    /// The system's choice: active on iOS.
    public static let automatic = MaterialActiveAppearance(name: "automatic")
    /// Always active.
    public static let active = MaterialActiveAppearance(name: "active")
    /// Active as the window is (a macOS distinction; active on iOS).
    public static let matchWindow = MaterialActiveAppearance(name: "matchWindow")
    /// Inactive (a macOS distinction; drawn active on iOS, as iOS does).
    public static let inactive = MaterialActiveAppearance(name: "inactive")
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A material more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A somewhat translucent material.
    public static var regularMaterial: Material { .regular }
    /// A material more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of system toolbars.
    public static var bar: Material { .bar }
}
