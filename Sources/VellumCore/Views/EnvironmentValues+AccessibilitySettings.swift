import Foundation

// The device's accessibility settings, read-only as in SwiftUI. A render has no device and
// no assistive technology, so each reads as a device with every setting at its default:
// views that adapt (a reduced-motion spring, a solid background) draw their usual look.

extension EnvironmentValues {
    /// Whether the user asked for less motion: false in a render.
    ///
    /// ```swift
    /// @Environment(\.accessibilityReduceMotion) var reduceMotion
    /// ```
    public var accessibilityReduceMotion: Bool { false }

    /// Whether the user asked for less transparency: false in a render.
    public var accessibilityReduceTransparency: Bool { false }

    /// Whether the user asked for differences shown without colour alone: false in a render.
    public var accessibilityDifferentiateWithoutColor: Bool { false }

    /// Whether the display's colours are inverted: false in a render.
    public var accessibilityInvertColors: Bool { false }

    /// Whether buttons show their shapes: false in a render.
    public var accessibilityShowButtonShapes: Bool { false }

    /// Whether VoiceOver is running: false in a render.
    public var accessibilityVoiceOverEnabled: Bool { false }

    /// Whether Switch Control is running: false in a render.
    public var accessibilitySwitchControlEnabled: Bool { false }

    /// Whether the user asked for flashing lights to be dimmed: false in a render.
    public var accessibilityDimFlashingLights: Bool { false }

    /// Whether animated images play: true in a render, as on a device by default.
    public var accessibilityPlayAnimatedImages: Bool { true }
}
