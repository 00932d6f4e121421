import Foundation
import VellumGeometry

// SwiftUI's static shape-style constructors, so `.fill(.linearGradient(…))` compiles.

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient; see ``LinearGradient/init(gradient:startPoint:endPoint:)``.
    ///
    /// ```swift
    /// let style: some ShapeStyle = .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom)
    /// ```
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient from evenly spread colours; see
    /// ``LinearGradient/init(colors:startPoint:endPoint:)``.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient from stops; see ``LinearGradient/init(stops:startPoint:endPoint:)``.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient; see ``RadialGradient/init(gradient:center:startRadius:endRadius:)``.
    ///
    /// ```swift
    /// let style: some ShapeStyle = .radialGradient(Gradient(colors: [.white, .blue]), center: .center,
    ///                                              startRadius: 0, endRadius: 40)
    /// ```
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat,
        endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient from evenly spread colours.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat,
        endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient from stops.
    public static func radialGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat,
        endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient; see
    /// ``EllipticalGradient/init(gradient:center:startRadiusFraction:endRadiusFraction:)``.
    /// Defaults: centre `.center`, start 0, end 0.5.
    ///
    /// ```swift
    /// let style: some ShapeStyle = .ellipticalGradient(Gradient(colors: [.red, .yellow]))
    /// ```
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center,
        startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient from evenly spread colours. Defaults: centre `.center`, start 0,
    /// end 0.5.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center,
        startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient from stops. Defaults: centre `.center`, start 0, end 0.5.
    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center,
        startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            stops: stops, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient from `startAngle` to `endAngle`; see ``AngularGradient`` for spans
    /// other than one turn.
    ///
    /// ```swift
    /// let style: some ShapeStyle = .angularGradient(Gradient(colors: [.red, .blue]), center: .center,
    ///                                               startAngle: .zero, endAngle: .degrees(180))
    /// ```
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle,
        endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient from evenly spread colours.
    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle,
        endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient from stops.
    public static func angularGradient(
        stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle,
        endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient: one full turn from `angle`. Default angle: `.zero` (3 o'clock).
    ///
    /// ```swift
    /// let style: some ShapeStyle = .conicGradient(Gradient(colors: [.red, .blue, .red]), center: .center)
    /// ```
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A conic gradient from evenly spread colours. Default angle: `.zero`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// A conic gradient from stops. Default angle: `.zero`.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient
    {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}
