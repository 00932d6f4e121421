import Foundation
import VellumGeometry

/// How a view enters and leaves, as SwiftUI's. A render draws views at rest, so a transition
/// draws its identity state: the built-in ones change nothing there (a faded, scaled, moved
/// or pushed view is at full opacity, scale 1 and in place once it has arrived), and
/// ``modifier(active:identity:)`` draws the view through its identity modifier.
///
/// ```swift
/// if isShown {
///     Badge().transition(.scale.combined(with: .opacity))
/// }
/// ```
public struct AnyTransition: Sendable {
    /// The modifiers the view at rest is drawn through, innermost first.
    let identityModifiers: [TransitionIdentityModifier]

    private init(_ identityModifiers: [TransitionIdentityModifier] = []) {
        self.identityModifiers = identityModifiers
    }

    /// A transition that leaves the view as it is.
    public static let identity = AnyTransition()
    /// Fades the view in and out.
    public static let opacity = AnyTransition()
    /// Scales the view from and to nothing.
    public static let scale = AnyTransition()
    /// Slides the view in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition()
    /// Scales the view from and to `scale` around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// Moves the view in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Pushes the view in from `edge`, fading it, and out to the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// Offsets the view by `offset` when it is not at rest.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    /// Offsets the view by `x` and `y` when it is not at rest.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }

    /// A transition between two states of a modifier, as SwiftUI's: `active` while the view
    /// enters or leaves, `identity` at rest, which is what a render draws.
    ///
    /// ```swift
    /// struct Tilt: ViewModifier {
    ///     let angle: Double
    ///     func body(content: Content) -> some View { content.rotationEffect(.degrees(angle)) }
    /// }
    /// Text("Hi").transition(.modifier(active: Tilt(angle: 90), identity: Tilt(angle: 0)))
    /// ```
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition([TransitionIdentityModifier(identity)])
    }

    /// One transition for insertion and another for removal; a view at rest has been
    /// inserted, so it is drawn as `insertion` leaves it.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        insertion
    }

    /// This transition and `other` at once: at rest, the view is drawn through this one's
    /// identity state, then `other`'s.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(identityModifiers + other.identityModifiers)
    }

    /// This transition with its own animation; the view at rest is the same.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// The identity modifier of a ``AnyTransition/modifier(active:identity:)`` transition.
/// Unchecked: a modifier is a view value, drawn by the render that holds it as every view is.
struct TransitionIdentityModifier: @unchecked Sendable {
    let apply: (AnyView) -> AnyView

    init<E: ViewModifier>(_ modifier: E) {
        apply = { AnyView($0.modifier(modifier)) }
    }
}

extension View {
    /// How the view enters and leaves, as SwiftUI's: a render draws it at rest, through the
    /// identity modifier of a ``AnyTransition/modifier(active:identity:)`` transition.
    ///
    /// ```swift
    /// Text("Saved").transition(.opacity.combined(with: .scale))
    /// ```
    @ViewBuilder
    public func transition(_ transition: AnyTransition) -> some View {
        if transition.identityModifiers.isEmpty {
            self
        } else {
            transition.identityModifiers.reduce(AnyView(self)) { view, modifier in modifier.apply(view) }
        }
    }
}
