import Foundation
import VellumCore
import VellumGeometry

/// A value Swift Charts can plot, as Apple's `Plottable`: numbers (linear scales), strings
/// (categories) and dates (time). A `String`-backed enum that declares `Plottable` conforms
/// for free and is categorical.
///
/// ```swift
/// enum Fruit: String, Plottable { case apple, pear }
/// BarMark(x: .value("Fruit", Fruit.apple), y: .value("Sold", 12))
/// ```
public protocol Plottable {
    /// The primitive value (a number, a string or a date) that stands for this value.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// This value as a primitive.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value a primitive stands for, or nil.
    init?(primitivePlottable: PrimitivePlottable)
}

/// The primitive values a chart places on a scale: every integer and floating-point type,
/// `String` and `Date`.
///
/// ```swift
/// let value: some PrimitivePlottableProtocol = 42.0
/// ```
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {
    /// The value on a scale: a number, a category or a date. Vellum's own: Apple's
    /// protocol has no public requirement.
    var _chartValue: ChartValue { get }
    /// The primitive a scale value stands for, or nil (a category asked for as a number).
    /// Vellum's own.
    init?(_chartValue: ChartValue)
}

extension PrimitivePlottableProtocol {
    /// The value itself.
    public var primitivePlottable: Self { self }
    /// `primitivePlottable` itself.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue == String {
    /// The raw value: a categorical value.
    public var primitivePlottable: String { rawValue }
    /// The case whose raw value is `primitivePlottable`.
    public init?(primitivePlottable: String) { self.init(rawValue: primitivePlottable) }
}

/// A plotted value once a chart reads it: a number, a category or a date. Non-finite
/// numbers are kept here and skipped when the chart is laid out (docs/charts.md).
///
/// ```swift
/// let value = 3.5._chartValue  // .number(3.5)
/// ```
public enum ChartValue: Hashable, Sendable {
    /// A quantitative value (a linear scale).
    case number(Double)
    /// A nominal value (a band scale).
    case category(String)
    /// A temporal value (a linear scale over seconds, labelled as dates).
    case date(Date)

    /// The position on a continuous scale; nil for a category.
    var numeric: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }

    /// Whether the value can be placed: categories always, numbers and dates when finite.
    var isPlaceable: Bool {
        switch self {
        case .category: true
        case .number(let value): value.isFinite
        case .date(let date): date.timeIntervalSinceReferenceDate.isFinite
        }
    }

    /// Whether the value is a date.
    var isDate: Bool {
        if case .date = self { return true }
        return false
    }

    /// The category's name, or a number's text.
    var label: String {
        switch self {
        case .category(let name): name
        case .number(let value): NumberLabelFormat.string(value, step: 0)
        case .date(let date): "\(date)"
        }
    }
}

extension String: PrimitivePlottableProtocol {
    public var _chartValue: ChartValue { .category(self) }
    public init?(_chartValue: ChartValue) {
        guard case .category(let name) = _chartValue else { return nil }
        self = name
    }
}
extension Date: PrimitivePlottableProtocol {
    public var _chartValue: ChartValue { .date(self) }
    public init?(_chartValue: ChartValue) {
        guard case .date(let date) = _chartValue else { return nil }
        self = date
    }
}
extension Double: PrimitivePlottableProtocol {
    public var _chartValue: ChartValue { .number(self) }

    public init?(_chartValue: ChartValue) {
        guard case .number(let value) = _chartValue else { return nil }
        self = Double(value)
    }
}
extension Float: PrimitivePlottableProtocol {
    public var _chartValue: ChartValue { .number(Double(self)) }

    public init?(_chartValue: ChartValue) {
        guard case .number(let value) = _chartValue else { return nil }
        self = Float(value)
    }
}
extension CGFloat: PrimitivePlottableProtocol {
    public var _chartValue: ChartValue { .number(Double(self)) }

    public init?(_chartValue: ChartValue) {
        guard case .number(let value) = _chartValue else { return nil }
        self = CGFloat(value)
    }
}
extension Int: PrimitivePlottableProtocol {
    public var _chartValue: ChartValue { .number(Double(self)) }

    public init?(_chartValue: ChartValue) {
        guard case .number(let value) = _chartValue, let exact = Int(exactly: value) else { return nil }
        self = exact
    }
}
extension Int8: PrimitivePlottableProtocol {
    public var _chartValue: ChartValue { .number(Double(self)) }

    public init?(_chartValue: ChartValue) {
        guard case .number(let value) = _chartValue, let exact = Int8(exactly: value) else { return nil }
        self = exact
    }
}
extension Int16: PrimitivePlottableProtocol {
    public var _chartValue: ChartValue { .number(Double(self)) }

    public init?(_chartValue: ChartValue) {
        guard case .number(let value) = _chartValue, let exact = Int16(exactly: value) else { return nil }
        self = exact
    }
}
extension Int32: PrimitivePlottableProtocol {
    public var _chartValue: ChartValue { .number(Double(self)) }

    public init?(_chartValue: ChartValue) {
        guard case .number(let value) = _chartValue, let exact = Int32(exactly: value) else { return nil }
        self = exact
    }
}
extension Int64: PrimitivePlottableProtocol {
    public var _chartValue: ChartValue { .number(Double(self)) }

    public init?(_chartValue: ChartValue) {
        guard case .number(let value) = _chartValue, let exact = Int64(exactly: value) else { return nil }
        self = exact
    }
}
extension UInt: PrimitivePlottableProtocol {
    public var _chartValue: ChartValue { .number(Double(self)) }

    public init?(_chartValue: ChartValue) {
        guard case .number(let value) = _chartValue, let exact = UInt(exactly: value) else { return nil }
        self = exact
    }
}
extension UInt8: PrimitivePlottableProtocol {
    public var _chartValue: ChartValue { .number(Double(self)) }

    public init?(_chartValue: ChartValue) {
        guard case .number(let value) = _chartValue, let exact = UInt8(exactly: value) else { return nil }
        self = exact
    }
}
extension UInt16: PrimitivePlottableProtocol {
    public var _chartValue: ChartValue { .number(Double(self)) }

    public init?(_chartValue: ChartValue) {
        guard case .number(let value) = _chartValue, let exact = UInt16(exactly: value) else { return nil }
        self = exact
    }
}
extension UInt32: PrimitivePlottableProtocol {
    public var _chartValue: ChartValue { .number(Double(self)) }

    public init?(_chartValue: ChartValue) {
        guard case .number(let value) = _chartValue, let exact = UInt32(exactly: value) else { return nil }
        self = exact
    }
}
extension UInt64: PrimitivePlottableProtocol {
    public var _chartValue: ChartValue { .number(Double(self)) }

    public init?(_chartValue: ChartValue) {
        guard case .number(let value) = _chartValue, let exact = UInt64(exactly: value) else { return nil }
        self = exact
    }
}

extension Plottable {
    /// This value on a scale.
    var chartValue: ChartValue { primitivePlottable._chartValue }
}
