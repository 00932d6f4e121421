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
            case style(any ShapeStyle)
        }

        let kind: Kind

        /// A solid colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .paint(.color(color.resolved))) }

        /// A solid sRGB colour.
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A linear gradient between two points in user space, padded beyond them.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .paint(.linearGradient(gradient.resolved, start: startPoint, end: endPoint)))
        }

        /// A radial gradient around `center` in user space, from `startRadius` to `endRadius`.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat,
                                          endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .paint(.radialGradient(gradient.resolved, center: center,
                                                 startRadius: startRadius, endRadius: endRadius)))
        }

        /// A conic (angular) gradient around `center`, one full turn clockwise on screen
        /// from `angle` (0 is 3 o'clock).
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .paint(.conicGradient(gradient.resolved, center: center, startAngle: angle)))
        }

        /// Any shape style, resolved against the bounds of what is drawn.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }

        func paint(for path: Path) -> Paint {
            switch kind {
            case .paint(let paint): return paint
            case .style(let style): return style._paint(in: path.boundingRect)
            }
        }
    }
}
