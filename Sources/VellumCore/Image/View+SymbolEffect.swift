import Foundation
import VellumGeometry

/// How a symbol effect plays: how often it repeats and how fast, as the Symbols framework's
/// `SymbolEffectOptions`. A render draws the symbol at rest, whatever the options.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.bounce, options: .repeat(3).speed(2), value: alerts)
/// ```
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many times the effect plays (nil: the effect's own default; `Int.max`: forever).
    var repeatCount: Int?
    var repeatBehavior: RepeatBehavior?
    var playbackSpeed = 1.0

    /// The effect's default options.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats forever.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
    /// Plays once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }
    /// Plays `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// Repeats with `behavior` (iOS 18).
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions().repeat(behavior)
    }
    /// Plays `speed` times as fast.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options, repeating forever.
    public var repeating: SymbolEffectOptions {
        var copy = self
        copy.repeatCount = .max
        return copy
    }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions {
        var copy = self
        copy.repeatCount = 1
        return copy
    }
    /// These options, playing `count` times (at least once).
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var copy = self
        copy.repeatCount = max(count, 1)
        return copy
    }
    /// These options, repeating with `behavior`.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var copy = self
        copy.repeatBehavior = behavior
        return copy
    }
    /// These options, `speed` times as fast.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.playbackSpeed = speed.isFinite && speed > 0 ? speed : 1
        return copy
    }

    /// How an effect repeats (iOS 18): continuously, or periodically with a delay between plays.
    ///
    /// ```swift
    /// Image(systemName: "wifi").symbolEffect(.variableColor, options: .repeat(.periodic(delay: 1)))
    /// ```
    public struct RepeatBehavior: Hashable, Sendable {
        let continuous: Bool
        let count: Int?
        let delay: Double?

        /// Repeats forever, smoothly where the effect can.
        public static var continuous: RepeatBehavior { RepeatBehavior(continuous: true, count: nil, delay: nil) }
        /// Repeats forever, each play starting and stopping.
        public static var periodic: RepeatBehavior { periodic() }
        /// Plays `count` times (nil: forever), `delay` seconds apart.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(continuous: false, count: count, delay: delay)
        }
    }
}

private struct SymbolsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether an active `.disappear` symbol effect hides the symbol images inside.
    var symbolEffectHidesSymbols: Bool {
        get { self[SymbolsHiddenKey.self] }
        set { self[SymbolsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Adds an effect that runs while `isActive` to the symbol images inside. A render draws
    /// them at rest; an active `.disappear` hides them (their space is kept), an active
    /// `.appear` shows them.
    ///
    /// ```swift
    /// Image(systemName: "antenna.radiowaves.left.and.right")
    ///     .symbolEffect(.variableColor.iterative, options: .repeating, isActive: isSearching)
    /// ```
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        ModifiedNodes(
            self,
            environment: { environment in
                if isActive, effect is DisappearSymbolEffect { environment.symbolEffectHidesSymbols = true }
                if isActive, effect is AppearSymbolEffect { environment.symbolEffectHidesSymbols = false }
            })
    }

    /// Adds an effect that plays each time `value` changes to the symbol images inside; a
    /// render draws them at rest.
    ///
    /// ```swift
    /// Image(systemName: "bell.fill").symbolEffect(.bounce, value: notificationCount)
    /// ```
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        self
    }

    /// Removes the symbol effects the view inherits when `isEnabled`.
    ///
    /// ```swift
    /// Image(systemName: "star").symbolEffectsRemoved()
    /// ```
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        ModifiedNodes(
            self,
            environment: { environment in
                if isEnabled { environment.symbolEffectHidesSymbols = false }
            })
    }
}

extension ContentTransition {
    /// The symbol's default replace effect when a symbol image changes.
    ///
    /// ```swift
    /// Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2").contentTransition(.symbolEffect)
    /// ```
    public static let symbolEffect = ContentTransition(name: "symbolEffect")

    /// `effect` when a symbol image changes; a render shows the new symbol.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        .symbolEffect
    }
}
