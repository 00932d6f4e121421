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

/// An effect made of its variations: the static entry point is ``unvaried`` and each chained
/// member is ``choosing(_:for:)``, so every effect builds its variants the same way.
protocol VariedSymbolEffect {
    var variant: SymbolEffectVariant { get }
    init(variant: SymbolEffectVariant)
}

extension VariedSymbolEffect {
    /// The effect before any member chose a variation.
    static var unvaried: Self { Self(variant: SymbolEffectVariant()) }

    /// This effect with `choice` on `axis`, replacing an earlier choice on it.
    func choosing(_ choice: String, for axis: String) -> Self {
        Self(variant: variant.with(axis, choice))
    }
}

/// A bounce: the symbol (or each layer) springs up or down and back.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.bounce.up)
/// ```
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, VariedSymbolEffect {
    let variant: SymbolEffectVariant
    /// Bounces upwards.
    public var up: BounceSymbolEffect { choosing("up", for: "direction") }
    /// Bounces downwards.
    public var down: BounceSymbolEffect { choosing("down", for: "direction") }
    /// Bounces each layer in turn.
    public var byLayer: BounceSymbolEffect { choosing("byLayer", for: "layering") }
    /// Bounces the whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { choosing("wholeSymbol", for: "layering") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce: the symbol (or each layer) springs up or down and back.
    public static var bounce: BounceSymbolEffect { .unvaried }
}

/// A pulse: the symbol's opacity fades and returns.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.pulse.byLayer)
/// ```
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, VariedSymbolEffect {
    let variant: SymbolEffectVariant
    /// Pulses the layers marked to pulse.
    public var byLayer: PulseSymbolEffect { choosing("byLayer", for: "layering") }
    /// Pulses the whole symbol.
    public var wholeSymbol: PulseSymbolEffect { choosing("wholeSymbol", for: "layering") }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse: the symbol's opacity fades and returns.
    public static var pulse: PulseSymbolEffect { .unvaried }
}

/// Variable colour: the symbol's layers light up in turn.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.variableColor.iterative)
/// ```
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, VariedSymbolEffect
{
    let variant: SymbolEffectVariant
    /// Lights one layer at a time.
    public var iterative: VariableColorSymbolEffect {
        choosing("iterative", for: "fill")
    }
    /// Lights each layer and keeps it lit until the cycle ends.
    public var cumulative: VariableColorSymbolEffect {
        choosing("cumulative", for: "fill")
    }
    /// Plays forwards, then backwards.
    public var reversing: VariableColorSymbolEffect {
        choosing("reversing", for: "reversal")
    }
    /// Plays forwards only.
    public var nonReversing: VariableColorSymbolEffect {
        choosing("nonReversing", for: "reversal")
    }
    /// Hides the layers that are not lit.
    public var hideInactiveLayers: VariableColorSymbolEffect {
        choosing("hideInactiveLayers", for: "inactive")
    }
    /// Dims the layers that are not lit.
    public var dimInactiveLayers: VariableColorSymbolEffect {
        choosing("dimInactiveLayers", for: "inactive")
    }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Variable colour: the symbol's layers light up in turn.
    public static var variableColor: VariableColorSymbolEffect { .unvaried }
}

/// A scale: the symbol is drawn larger or smaller while the effect is active.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.scale.up)
/// ```
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, VariedSymbolEffect {
    let variant: SymbolEffectVariant
    /// Scales up.
    public var up: ScaleSymbolEffect { choosing("up", for: "direction") }
    /// Scales down.
    public var down: ScaleSymbolEffect { choosing("down", for: "direction") }
    /// Scales each layer in turn.
    public var byLayer: ScaleSymbolEffect { choosing("byLayer", for: "layering") }
    /// Scales the whole symbol.
    public var wholeSymbol: ScaleSymbolEffect { choosing("wholeSymbol", for: "layering") }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A scale: the symbol is drawn larger or smaller while the effect is active.
    public static var scale: ScaleSymbolEffect { .unvaried }
}

/// Appear: the symbol (or each layer) scales into view.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.appear.up)
/// ```
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, VariedSymbolEffect {
    let variant: SymbolEffectVariant
    /// Appears growing upwards.
    public var up: AppearSymbolEffect { choosing("up", for: "direction") }
    /// Appears growing downwards.
    public var down: AppearSymbolEffect { choosing("down", for: "direction") }
    /// Each layer appears in turn.
    public var byLayer: AppearSymbolEffect { choosing("byLayer", for: "layering") }
    /// The whole symbol appears at once.
    public var wholeSymbol: AppearSymbolEffect { choosing("wholeSymbol", for: "layering") }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// Appear: the symbol (or each layer) scales into view.
    public static var appear: AppearSymbolEffect { .unvaried }
}

/// Disappear: the symbol (or each layer) scales out of view; while active it stays hidden.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.disappear.up)
/// ```
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, VariedSymbolEffect {
    let variant: SymbolEffectVariant
    /// Disappears shrinking upwards.
    public var up: DisappearSymbolEffect { choosing("up", for: "direction") }
    /// Disappears shrinking downwards.
    public var down: DisappearSymbolEffect { choosing("down", for: "direction") }
    /// Each layer disappears in turn.
    public var byLayer: DisappearSymbolEffect { choosing("byLayer", for: "layering") }
    /// The whole symbol disappears at once.
    public var wholeSymbol: DisappearSymbolEffect {
        choosing("wholeSymbol", for: "layering")
    }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Disappear: the symbol (or each layer) scales out of view; while active it stays hidden.
    public static var disappear: DisappearSymbolEffect { .unvaried }
}

/// Replace: one symbol gives way to another.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.replace.downUp)
/// ```
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, VariedSymbolEffect {
    let variant: SymbolEffectVariant
    /// The old symbol goes down, the new one comes up.
    public var downUp: ReplaceSymbolEffect { choosing("downUp", for: "direction") }
    /// Both go up.
    public var upUp: ReplaceSymbolEffect { choosing("upUp", for: "direction") }
    /// The old symbol goes out, the new one comes up.
    public var offUp: ReplaceSymbolEffect { choosing("offUp", for: "direction") }
    /// Layer by layer.
    public var byLayer: ReplaceSymbolEffect { choosing("byLayer", for: "layering") }
    /// The whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect {
        choosing("wholeSymbol", for: "layering")
    }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// Replace: one symbol gives way to another.
    public static var replace: ReplaceSymbolEffect { .unvaried }
}

/// A wiggle: the symbol moves or turns back and forth (iOS 18).
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.wiggle.up)
/// ```
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, VariedSymbolEffect {
    let variant: SymbolEffectVariant
    /// Vertically, first up.
    public var up: WiggleSymbolEffect { choosing("up", for: "direction") }
    /// Vertically, first down.
    public var down: WiggleSymbolEffect { choosing("down", for: "direction") }
    /// Horizontally, first left.
    public var left: WiggleSymbolEffect { choosing("left", for: "direction") }
    /// Horizontally, first right.
    public var right: WiggleSymbolEffect { choosing("right", for: "direction") }
    /// Horizontally, first in the reading direction.
    public var forward: WiggleSymbolEffect { choosing("forward", for: "direction") }
    /// Horizontally, first against the reading direction.
    public var backward: WiggleSymbolEffect { choosing("backward", for: "direction") }
    /// Turning, first clockwise.
    public var clockwise: WiggleSymbolEffect { choosing("clockwise", for: "direction") }
    /// Turning, first counter-clockwise.
    public var counterClockwise: WiggleSymbolEffect {
        choosing("counterClockwise", for: "direction")
    }
    /// Each motion group in turn.
    public var byLayer: WiggleSymbolEffect { choosing("byLayer", for: "layering") }
    /// The whole symbol at once.
    public var wholeSymbol: WiggleSymbolEffect { choosing("wholeSymbol", for: "layering") }
    /// Back and forth along the axis at `angle` degrees clockwise from the positive x-axis.
    public func custom(angle: Double) -> WiggleSymbolEffect {
        choosing("custom \(angle)", for: "direction")
    }
    /// Back and forth along the axis at `angle` clockwise from the positive x-axis.
    public func custom(angle: Angle) -> WiggleSymbolEffect { custom(angle: angle.degrees) }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A wiggle: the symbol moves or turns back and forth (iOS 18).
    public static var wiggle: WiggleSymbolEffect { .unvaried }
}

/// A rotation: the symbol (or its marked layers) turns (iOS 18).
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.rotate.clockwise)
/// ```
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, VariedSymbolEffect {
    let variant: SymbolEffectVariant
    /// Turns clockwise.
    public var clockwise: RotateSymbolEffect { choosing("clockwise", for: "direction") }
    /// Turns counter-clockwise.
    public var counterClockwise: RotateSymbolEffect {
        choosing("counterClockwise", for: "direction")
    }
    /// Turns the layers marked to turn.
    public var byLayer: RotateSymbolEffect { choosing("byLayer", for: "layering") }
    /// Turns the whole symbol.
    public var wholeSymbol: RotateSymbolEffect { choosing("wholeSymbol", for: "layering") }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// A rotation: the symbol (or its marked layers) turns (iOS 18).
    public static var rotate: RotateSymbolEffect { .unvaried }
}

/// Breathing: the symbol gently grows and shrinks (iOS 18).
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.breathe.plain)
/// ```
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, VariedSymbolEffect {
    let variant: SymbolEffectVariant
    /// Scales only.
    public var plain: BreatheSymbolEffect { choosing("plain", for: "style") }
    /// Scales and pulses its opacity.
    public var pulse: BreatheSymbolEffect { choosing("pulse", for: "style") }
    /// Layer by layer.
    public var byLayer: BreatheSymbolEffect { choosing("byLayer", for: "layering") }
    /// The whole symbol at once.
    public var wholeSymbol: BreatheSymbolEffect {
        choosing("wholeSymbol", for: "layering")
    }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// Breathing: the symbol gently grows and shrinks (iOS 18).
    public static var breathe: BreatheSymbolEffect { .unvaried }
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
