import Foundation
import VellumGeometry

// The Symbols framework's effects as SwiftUI re-exports them (iOS 17, and iOS 18's wiggle,
// rotate and breathe). A render shows a symbol at rest: an effect's motion is not drawn,
// except that an active `.disappear` keeps the symbol hidden, as it does on screen.

/// An animation of a symbol image, as the Symbols framework's `SymbolEffect`.
///
/// ```swift
/// Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing)
/// ```
public protocol SymbolEffect: Hashable, Sendable {}

/// An effect that plays once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}

/// An effect that runs while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}

/// An effect that brings a symbol in or out.
public protocol TransitionSymbolEffect {}

/// An effect that replaces one symbol with another (``ContentTransition/symbolEffect(_:options:)``).
public protocol ContentTransitionSymbolEffect {}

/// The variations an effect's chained members choose, one per axis (direction, layering, …).
struct SymbolEffectVariant: Hashable, Sendable {
    private var choices: [String: String] = [:]

    func with(_ axis: String, _ choice: String) -> SymbolEffectVariant {
        var copy = self
        copy.choices[axis] = choice
        return copy
    }
}

/// A bounce: the symbol (or each layer) springs up or down and back.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.bounce.up)
/// ```
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    let variant: SymbolEffectVariant
    /// Bounces upwards.
    public var up: BounceSymbolEffect { BounceSymbolEffect(variant: variant.with("direction", "up")) }
    /// Bounces downwards.
    public var down: BounceSymbolEffect { BounceSymbolEffect(variant: variant.with("direction", "down")) }
    /// Bounces each layer in turn.
    public var byLayer: BounceSymbolEffect { BounceSymbolEffect(variant: variant.with("layering", "byLayer")) }
    /// Bounces the whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { BounceSymbolEffect(variant: variant.with("layering", "wholeSymbol")) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce: the symbol (or each layer) springs up or down and back.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect(variant: SymbolEffectVariant()) }
}

/// A pulse: the symbol's opacity fades and returns.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.pulse.byLayer)
/// ```
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    let variant: SymbolEffectVariant
    /// Pulses the layers marked to pulse.
    public var byLayer: PulseSymbolEffect { PulseSymbolEffect(variant: variant.with("layering", "byLayer")) }
    /// Pulses the whole symbol.
    public var wholeSymbol: PulseSymbolEffect { PulseSymbolEffect(variant: variant.with("layering", "wholeSymbol")) }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse: the symbol's opacity fades and returns.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect(variant: SymbolEffectVariant()) }
}

/// Variable colour: the symbol's layers light up in turn.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.variableColor.iterative)
/// ```
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    let variant: SymbolEffectVariant
    /// Lights one layer at a time.
    public var iterative: VariableColorSymbolEffect {
        VariableColorSymbolEffect(variant: variant.with("fill", "iterative"))
    }
    /// Lights each layer and keeps it lit until the cycle ends.
    public var cumulative: VariableColorSymbolEffect {
        VariableColorSymbolEffect(variant: variant.with("fill", "cumulative"))
    }
    /// Plays forwards, then backwards.
    public var reversing: VariableColorSymbolEffect {
        VariableColorSymbolEffect(variant: variant.with("reversal", "reversing"))
    }
    /// Plays forwards only.
    public var nonReversing: VariableColorSymbolEffect {
        VariableColorSymbolEffect(variant: variant.with("reversal", "nonReversing"))
    }
    /// Hides the layers that are not lit.
    public var hideInactiveLayers: VariableColorSymbolEffect {
        VariableColorSymbolEffect(variant: variant.with("inactive", "hideInactiveLayers"))
    }
    /// Dims the layers that are not lit.
    public var dimInactiveLayers: VariableColorSymbolEffect {
        VariableColorSymbolEffect(variant: variant.with("inactive", "dimInactiveLayers"))
    }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Variable colour: the symbol's layers light up in turn.
    public static var variableColor: VariableColorSymbolEffect {
        VariableColorSymbolEffect(variant: SymbolEffectVariant())
    }
}

/// A scale: the symbol is drawn larger or smaller while the effect is active.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.scale.up)
/// ```
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    let variant: SymbolEffectVariant
    /// Scales up.
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(variant: variant.with("direction", "up")) }
    /// Scales down.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(variant: variant.with("direction", "down")) }
    /// Scales each layer in turn.
    public var byLayer: ScaleSymbolEffect { ScaleSymbolEffect(variant: variant.with("layering", "byLayer")) }
    /// Scales the whole symbol.
    public var wholeSymbol: ScaleSymbolEffect { ScaleSymbolEffect(variant: variant.with("layering", "wholeSymbol")) }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A scale: the symbol is drawn larger or smaller while the effect is active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(variant: SymbolEffectVariant()) }
}

/// Appear: the symbol (or each layer) scales into view.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.appear.up)
/// ```
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    let variant: SymbolEffectVariant
    /// Appears growing upwards.
    public var up: AppearSymbolEffect { AppearSymbolEffect(variant: variant.with("direction", "up")) }
    /// Appears growing downwards.
    public var down: AppearSymbolEffect { AppearSymbolEffect(variant: variant.with("direction", "down")) }
    /// Each layer appears in turn.
    public var byLayer: AppearSymbolEffect { AppearSymbolEffect(variant: variant.with("layering", "byLayer")) }
    /// The whole symbol appears at once.
    public var wholeSymbol: AppearSymbolEffect { AppearSymbolEffect(variant: variant.with("layering", "wholeSymbol")) }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// Appear: the symbol (or each layer) scales into view.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect(variant: SymbolEffectVariant()) }
}

/// Disappear: the symbol (or each layer) scales out of view; while active it stays hidden.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.disappear.up)
/// ```
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    let variant: SymbolEffectVariant
    /// Disappears shrinking upwards.
    public var up: DisappearSymbolEffect { DisappearSymbolEffect(variant: variant.with("direction", "up")) }
    /// Disappears shrinking downwards.
    public var down: DisappearSymbolEffect { DisappearSymbolEffect(variant: variant.with("direction", "down")) }
    /// Each layer disappears in turn.
    public var byLayer: DisappearSymbolEffect { DisappearSymbolEffect(variant: variant.with("layering", "byLayer")) }
    /// The whole symbol disappears at once.
    public var wholeSymbol: DisappearSymbolEffect {
        DisappearSymbolEffect(variant: variant.with("layering", "wholeSymbol"))
    }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Disappear: the symbol (or each layer) scales out of view; while active it stays hidden.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect(variant: SymbolEffectVariant()) }
}

/// Replace: one symbol gives way to another.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.replace.downUp)
/// ```
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    let variant: SymbolEffectVariant
    /// The old symbol goes down, the new one comes up.
    public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(variant: variant.with("direction", "downUp")) }
    /// Both go up.
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(variant: variant.with("direction", "upUp")) }
    /// The old symbol goes out, the new one comes up.
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(variant: variant.with("direction", "offUp")) }
    /// Layer by layer.
    public var byLayer: ReplaceSymbolEffect { ReplaceSymbolEffect(variant: variant.with("layering", "byLayer")) }
    /// The whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect {
        ReplaceSymbolEffect(variant: variant.with("layering", "wholeSymbol"))
    }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// Replace: one symbol gives way to another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(variant: SymbolEffectVariant()) }
}

/// A wiggle: the symbol moves or turns back and forth (iOS 18).
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.wiggle.up)
/// ```
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    let variant: SymbolEffectVariant
    /// Vertically, first up.
    public var up: WiggleSymbolEffect { WiggleSymbolEffect(variant: variant.with("direction", "up")) }
    /// Vertically, first down.
    public var down: WiggleSymbolEffect { WiggleSymbolEffect(variant: variant.with("direction", "down")) }
    /// Horizontally, first left.
    public var left: WiggleSymbolEffect { WiggleSymbolEffect(variant: variant.with("direction", "left")) }
    /// Horizontally, first right.
    public var right: WiggleSymbolEffect { WiggleSymbolEffect(variant: variant.with("direction", "right")) }
    /// Horizontally, first in the reading direction.
    public var forward: WiggleSymbolEffect { WiggleSymbolEffect(variant: variant.with("direction", "forward")) }
    /// Horizontally, first against the reading direction.
    public var backward: WiggleSymbolEffect { WiggleSymbolEffect(variant: variant.with("direction", "backward")) }
    /// Turning, first clockwise.
    public var clockwise: WiggleSymbolEffect { WiggleSymbolEffect(variant: variant.with("direction", "clockwise")) }
    /// Turning, first counter-clockwise.
    public var counterClockwise: WiggleSymbolEffect {
        WiggleSymbolEffect(variant: variant.with("direction", "counterClockwise"))
    }
    /// Each motion group in turn.
    public var byLayer: WiggleSymbolEffect { WiggleSymbolEffect(variant: variant.with("layering", "byLayer")) }
    /// The whole symbol at once.
    public var wholeSymbol: WiggleSymbolEffect { WiggleSymbolEffect(variant: variant.with("layering", "wholeSymbol")) }
    /// Back and forth along the axis at `angle` degrees clockwise from the positive x-axis.
    public func custom(angle: Double) -> WiggleSymbolEffect {
        WiggleSymbolEffect(variant: variant.with("direction", "custom \(angle)"))
    }
    /// Back and forth along the axis at `angle` clockwise from the positive x-axis.
    public func custom(angle: Angle) -> WiggleSymbolEffect { custom(angle: angle.degrees) }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A wiggle: the symbol moves or turns back and forth (iOS 18).
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect(variant: SymbolEffectVariant()) }
}

/// A rotation: the symbol (or its marked layers) turns (iOS 18).
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.rotate.clockwise)
/// ```
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    let variant: SymbolEffectVariant
    /// Turns clockwise.
    public var clockwise: RotateSymbolEffect { RotateSymbolEffect(variant: variant.with("direction", "clockwise")) }
    /// Turns counter-clockwise.
    public var counterClockwise: RotateSymbolEffect {
        RotateSymbolEffect(variant: variant.with("direction", "counterClockwise"))
    }
    /// Turns the layers marked to turn.
    public var byLayer: RotateSymbolEffect { RotateSymbolEffect(variant: variant.with("layering", "byLayer")) }
    /// Turns the whole symbol.
    public var wholeSymbol: RotateSymbolEffect { RotateSymbolEffect(variant: variant.with("layering", "wholeSymbol")) }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// A rotation: the symbol (or its marked layers) turns (iOS 18).
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect(variant: SymbolEffectVariant()) }
}

/// Breathing: the symbol gently grows and shrinks (iOS 18).
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.breathe.plain)
/// ```
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    let variant: SymbolEffectVariant
    /// Scales only.
    public var plain: BreatheSymbolEffect { BreatheSymbolEffect(variant: variant.with("style", "plain")) }
    /// Scales and pulses its opacity.
    public var pulse: BreatheSymbolEffect { BreatheSymbolEffect(variant: variant.with("style", "pulse")) }
    /// Layer by layer.
    public var byLayer: BreatheSymbolEffect { BreatheSymbolEffect(variant: variant.with("layering", "byLayer")) }
    /// The whole symbol at once.
    public var wholeSymbol: BreatheSymbolEffect {
        BreatheSymbolEffect(variant: variant.with("layering", "wholeSymbol"))
    }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// Breathing: the symbol gently grows and shrinks (iOS 18).
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect(variant: SymbolEffectVariant()) }
}

/// The symbol's own default effect for a transition or a replacement.
///
/// ```swift
/// Image(systemName: isOn ? "speaker.wave.3" : "speaker.slash").contentTransition(.symbolEffect(.automatic))
/// ```
public struct AutomaticSymbolEffect: SymbolEffect, TransitionSymbolEffect, ContentTransitionSymbolEffect {}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The symbol's own default effect for a transition or a replacement.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}
