import Foundation

/// Haptic feedback a view asks for when a value changes (iOS 17), as SwiftUI's. A render has
/// nothing to play it on: the modifiers accept it and change nothing drawn.
///
/// ```swift
/// Button("Save") { save() }.sensoryFeedback(.success, trigger: saveCount)
/// ```
public struct SensoryFeedback: Equatable, Sendable {
    let name: String

    /// How heavy an impact feels.
    public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// How flexible the colliding objects of an impact feel.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    public static let impact = SensoryFeedback(name: "impact")

    /// An impact of `weight` at `intensity` (0…1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact-\(weight.name)-\(intensity)")
    }

    /// An impact between objects of `flexibility` at `intensity` (0…1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact-\(flexibility.name)-\(intensity)")
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes: accepted, nothing drawn.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays `feedback` when `trigger` changes and `condition` holds for the old and new values.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
    ) -> some View { self }

    /// Plays the feedback `feedback` returns for the old and new values of `trigger`.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
    ) -> some View { self }

    /// Plays the feedback `feedback` returns when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping () -> SensoryFeedback?
    ) -> some View { self }
}
