import Foundation
import VellumDrawing
import VellumGeometry

/// iOS 26's Liquid Glass, as SwiftUI's `Glass`: `.regular`, `.clear` or `.identity` (no glass),
/// optionally tinted, optionally interactive.
///
/// Drawn at rest without a backdrop to refract: a translucent fill in the glass's shape (regular:
/// light 229 at 58 %, dark 32 at 63 %; clear: light 220 at 33 %, dark 86 at 29 %, with a soft
/// shadow), and for regular glass a white rim along the top edge. The values come from filter
/// parameters read on macOS and Mac Catalyst (docs/research/materials.md), not from iOS pixels;
/// a tint is laid over the fill at 30 %, which no source measures. Interactivity changes
/// nothing at rest.
///
/// ```swift
/// Image(systemName: "pencil")
///     .frame(width: 44, height: 44)
///     .glassEffect(.regular.tint(.orange).interactive())
/// ```
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }

    let variant: Variant
    let tintColor: Color?
    let isInteractive: Bool

    /// The regular variant: a frosted fill with a rim of light.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }
    /// The clear variant: more transparent, for glass over media.
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
    /// No glass: the content as if no effect were applied.
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// This glass tinted with `color` (nil: untinted).
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
    }

    /// This glass reacting to touches; it looks the same at rest.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }

    /// The fill in each colour scheme.
    var fill: Color {
        switch variant {
        case .regular:
            return Color(light: RGBAColor(grey: 229, opacity: 0.58), dark: RGBAColor(grey: 32, opacity: 0.63))
        case .clear: return Color(light: RGBAColor(grey: 220, opacity: 0.33), dark: RGBAColor(grey: 86, opacity: 0.29))
        case .identity: return Color(RGBAColor.clear)
        }
    }
}

/// The shape glass takes unless told otherwise: a capsule, as SwiftUI's.
public struct DefaultGlassEffectShape: Shape {
    /// The default glass shape.
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// How glass appears and disappears (iOS 26). At rest every transition draws the same.
public struct GlassEffectTransition: Hashable, Sendable {
    private let name: String
    /// The glass morphs between matched shapes.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
    /// The glass fades in and out.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
    /// No transition.
    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

/// Views whose glass shapes iOS blends and morphs together, as SwiftUI's (iOS 26). At rest,
/// with shapes apart, the content is drawn as it is; shapes closer than `spacing` are not merged.
///
/// ```swift
/// GlassEffectContainer(spacing: 20) {
///     HStack(spacing: 20) {
///         Image(systemName: "scribble").frame(width: 60, height: 60).glassEffect()
///         Image(systemName: "eraser").frame(width: 60, height: 60).glassEffect()
///     }
/// }
/// ```
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    /// A container blending glass shapes nearer than `spacing` (nil: the system's default).
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { content }
}

/// The glass behind a view, in its shape.
private struct GlassSurface<S: Shape>: View {
    let glass: Glass
    let shape: S

    var body: some View {
        switch glass.variant {
        case .regular: surface
        // Clear glass lifts off what is behind it with a soft shadow.
        case .clear: surface.compositingGroup().shadow(color: Color.black.opacity(0.1), radius: 6, y: 2)
        case .identity: EmptyView()
        }
    }

    private var surface: some View {
        ZStack {
            shape.fill(glass.fill)
            if let tint = glass.tintColor { shape.fill(tint.opacity(0.3)) }
            if glass.variant == .regular {
                // The rim: light along the top edge, fading by the middle.
                shape.stroke(
                    LinearGradient(
                        colors: [Color.white.opacity(0.5), Color.white.opacity(0)], startPoint: .top,
                        endPoint: .center),
                    lineWidth: 2
                )
                .clipShape(shape)
            }
        }
    }
}

extension View {
    /// Liquid Glass behind this view, in `shape` (iOS 26); see ``Glass`` for how it is drawn.
    ///
    /// ```swift
    /// Text("Hello").padding().glassEffect(.regular, in: .rect(cornerRadius: 16))
    /// ```
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape())
        -> some View
    {
        background { GlassSurface(glass: glass, shape: shape) }
    }

    /// Names this view's glass for morphing within a container's namespace; nothing at rest.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        self
    }

    /// Joins this view's glass with the others of the same id into one shape as iOS draws it
    /// when they animate; at rest Vellum draws each view's glass on its own.
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        self
    }

    /// How this view's glass appears and disappears; nothing at rest.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }
}

/// A button on glass (iOS 26): the label in the tint, padded 12 points across and 7 down, on a
/// capsule of glass.
///
/// ```swift
/// Button("Share") {}.buttonStyle(.glass)
/// ```
public struct GlassButtonStyle: ButtonStyle {
    let glass: Glass

    /// Regular glass.
    public init() { glass = .regular }

    /// The given glass.
    public init(_ glass: Glass) { self.glass = glass }

    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonLabel(label: configuration.label, glass: glass)
    }
}

/// A prominent button on glass (iOS 26): the label in white on a capsule of the tint.
public struct GlassProminentButtonStyle: ButtonStyle {
    /// The prominent glass style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        GlassProminentLabel(label: configuration.label)
    }
}

private struct GlassButtonLabel: View {
    let label: ButtonStyleConfiguration.Label
    let glass: Glass
    @Environment(\.resolvedTint) private var tint
    var body: some View {
        label.foregroundStyle(tint).padding(.horizontal, 12).padding(.vertical, 7).glassEffect(glass)
    }
}

private struct GlassProminentLabel: View {
    let label: ButtonStyleConfiguration.Label
    @Environment(\.resolvedTint) private var tint
    var body: some View {
        label.foregroundStyle(.white).padding(.horizontal, 12).padding(.vertical, 7).background(tint, in: Capsule())
    }
}

extension ButtonStyle where Self == GlassButtonStyle {
    /// A button on regular glass.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }

    /// A button on the given glass.
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension ButtonStyle where Self == GlassProminentButtonStyle {
    /// A prominent button on glass.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
