import Foundation

/// A mark's width or height, or a sector's radius, as Apple's `MarkDimension`.
///
/// ```swift
/// BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_000), width: .ratio(0.5))
/// BarMark(x: .value("Day", "Tue"), y: .value("Steps", 6_000), width: 12)  // 12 points
/// ```
public struct MarkDimension: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    enum Kind: Hashable, Sendable {
        case automatic
        case fixed(CGFloat)
        case ratio(CGFloat)
        case inset(CGFloat)
    }
    let kind: Kind

    /// The default: 70 % of the band on a category axis, 5 points on a continuous one; a
    /// sector's outer radius fills the plot, its inner radius is 0.
    public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
    /// A length in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// A fraction (0…1) of the step (a band), or of the outer radius for a sector.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    /// The step minus `value` points on each side, or the outer radius minus `value`.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }

    /// A length in points.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    /// A length in points.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    init(kind: Kind) { self.kind = kind }
    var isAutomatic: Bool { if case .automatic = kind { true } else { false } }

    /// The length on a scale whose step is `step` points (nil: a continuous scale).
    /// Negative and non-finite results count as 0.
    func length(step: CGFloat?, automaticRatio: CGFloat = 0.7, continuousDefault: CGFloat = 5) -> CGFloat {
        let length: CGFloat
        switch kind {
        case .automatic: length = step.map { $0 * automaticRatio } ?? continuousDefault
        case .fixed(let value): length = value
        case .ratio(let value): length = (step ?? continuousDefault) * value
        case .inset(let value): length = (step ?? continuousDefault) - 2 * value
        }
        return length.isFinite ? max(0, length) : 0
    }
}

/// How marks at the same position stack, as Apple's `MarkStackingMethod`.
///
/// ```swift
/// AreaMark(x: .value("Day", day), y: .value("Sales", sales), stacking: .normalized)
/// ```
public struct MarkStackingMethod: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case standard, normalized, center, unstacked }
    let kind: Kind
    /// Stacked from zero: positive values up, negative values down (the default).
    public static var standard: MarkStackingMethod { MarkStackingMethod(kind: .standard) }
    /// Stacked, then scaled so each stack spans 0…1.
    public static var normalized: MarkStackingMethod { MarkStackingMethod(kind: .normalized) }
    /// Stacked, then centred on zero (a stream graph).
    public static var center: MarkStackingMethod { MarkStackingMethod(kind: .center) }
    /// Not stacked: every mark starts at zero.
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(kind: .unstacked) }
}

/// How a line or an area joins its points, as Apple's `InterpolationMethod` (the curves
/// are d3-shape's).
///
/// ```swift
/// LineMark(x: .value("Day", 1), y: .value("Steps", 8_000)).interpolationMethod(.catmullRom)
/// ```
public struct InterpolationMethod: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case linear, monotone, stepStart, stepCenter, stepEnd
        case cardinal(tension: CGFloat)
        case catmullRom(alpha: CGFloat)
    }
    let kind: Kind
    /// Straight segments (the default).
    public static var linear: InterpolationMethod { InterpolationMethod(kind: .linear) }
    /// A cubic that keeps the data's monotonicity (d3's monotoneX).
    public static var monotone: InterpolationMethod { InterpolationMethod(kind: .monotone) }
    /// Steps, each point at the start of its step.
    public static var stepStart: InterpolationMethod { InterpolationMethod(kind: .stepStart) }
    /// Steps, each point at the centre of its step.
    public static var stepCenter: InterpolationMethod { InterpolationMethod(kind: .stepCenter) }
    /// Steps, each point at the end of its step.
    public static var stepEnd: InterpolationMethod { InterpolationMethod(kind: .stepEnd) }
    /// A cardinal spline with tension 0.
    public static var cardinal: InterpolationMethod { .cardinal(tension: 0) }
    /// A cardinal spline with `tension` (0…1; 1 draws straight lines).
    public static func cardinal(tension: CGFloat) -> InterpolationMethod {
        InterpolationMethod(kind: .cardinal(tension: tension))
    }
    /// A centripetal Catmull–Rom spline (alpha 0.5).
    public static var catmullRom: InterpolationMethod { .catmullRom(alpha: 0.5) }
    /// A Catmull–Rom spline: alpha 0 uniform, 0.5 centripetal, 1 chordal.
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod {
        InterpolationMethod(kind: .catmullRom(alpha: alpha))
    }
}
