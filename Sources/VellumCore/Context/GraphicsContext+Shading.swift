import Foundation
import VellumGeometry

extension GraphicsContext {
    /// Options for gradients drawn by a ``GraphicsContext``.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// What a ``GraphicsContext`` fills or strokes with: a colour, a gradient in user
    /// space, or any ``ShapeStyle`` (whose unit points resolve against the bounds of what
    /// is drawn).
    ///
    /// ```swift
    /// context.fill(path, with: .linearGradient(Gradient(colors: [.red, .blue]),
    ///                                          startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
    /// ```
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case paint(Paint)
            case color(Color)
            /// A gradient whose colours follow the colour scheme, and what to make of its ramp.
            case gradient(Gradient, @Sendable (ResolvedGradient) -> Paint)
            case style(any ShapeStyle)
            /// A view's style: resolved in the view's environment against its frame.
            case viewStyle(any ShapeStyle, frame: CGRect, environment: EnvironmentValues)
        }

        let kind: Kind

        /// A solid colour, in the context's colour scheme.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        /// A solid sRGB colour.
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A linear gradient between two points in user space, padded beyond them.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .gradient(gradient) { .linearGradient($0, start: startPoint, end: endPoint) })
        }

        /// A radial gradient around `center` in user space, from `startRadius` to `endRadius`.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat,
            endRadius: CGFloat, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(
                kind: .gradient(gradient) {
                    .radialGradient($0, center: center, startRadius: startRadius, endRadius: endRadius)
                })
        }

        /// A conic (angular) gradient around `center`, one full turn clockwise on screen
        /// from `angle` (0 is 3 o'clock).
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .gradient(gradient) { .conicGradient($0, center: center, startAngle: angle) })
        }

        /// Any shape style, resolved against the bounds of what is drawn.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }

        /// The paint for `path` in `environment`, and the effects a style asks for.
        func paint(for path: Path, in environment: EnvironmentValues) -> (Paint, _ShapeStyleEffects?) {
            switch kind {
            case .paint(let paint): return (paint, nil)
            case .color(let color): return (.color(color.rgba(in: environment.colorScheme)), nil)
            case .gradient(let gradient, let make): return (make(gradient.resolved(in: environment)), nil)
            case .style(let style):
                return (style._paint(in: path.boundingRect, environment: environment), style._effects(in: environment))
            case .viewStyle(let style, let frame, let environment):
                return (style._paint(in: frame, environment: environment), style._effects(in: environment))
            }
        }
    }
}

extension GraphicsContext.Shading {
    /// A view's style, resolved in the view's `environment` with its unit points against
    /// `frame`, as SwiftUI resolves a shape's fill against the shape's frame.
    static func style(_ style: some ShapeStyle, frame: CGRect, environment: EnvironmentValues)
        -> GraphicsContext.Shading
    {
        GraphicsContext.Shading(kind: .viewStyle(style, frame: frame, environment: environment))
    }
}
