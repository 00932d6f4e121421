import Foundation
import VellumCore
import VellumGeometry

/// The symbols a chart draws at points, as Apple's `ChartSymbolShape` statics.
enum ChartSymbol: Hashable, Sendable, CaseIterable {
    case circle, square, triangle, diamond, pentagon, plus, cross, asterisk

    /// The automatic order of `symbol(by:)`.
    static let automaticOrder: [ChartSymbol] = [.circle, .square, .triangle, .diamond, .pentagon]

    /// The symbol's outline centred on `center`, of about `area` square points.
    func path(center: CGPoint, area: CGFloat) -> Path {
        let area = area.isFinite ? max(0, area) : 0
        let side = area.squareRoot()
        let box = CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
        switch self {
        case .circle:
            let diameter = 2 * (area / .pi).squareRoot()
            return Path(
                ellipseIn: CGRect(
                    x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter))
        case .square:
            return Path(box)
        case .triangle: return polygon(center: center, radius: side * 0.7, sides: 3)
        case .diamond: return polygon(center: center, radius: side * 0.72, sides: 4)
        case .pentagon: return polygon(center: center, radius: side * 0.62, sides: 5)
        case .plus, .cross, .asterisk:
            let arms = self == .asterisk ? 3 : 2
            let rotation: CGFloat = self == .cross ? .pi / 4 : 0
            var path = Path()
            let bar = side * 0.25
            for arm in 0..<arms {
                let angle = rotation + CGFloat(arm) * .pi / CGFloat(arms)
                let (dx, dy) = (cos(angle) * side * 0.6, sin(angle) * side * 0.6)
                let (nx, ny) = (-sin(angle) * bar / 2, cos(angle) * bar / 2)
                path.move(to: CGPoint(x: center.x - dx + nx, y: center.y - dy + ny))
                path.addLine(to: CGPoint(x: center.x + dx + nx, y: center.y + dy + ny))
                path.addLine(to: CGPoint(x: center.x + dx - nx, y: center.y + dy - ny))
                path.addLine(to: CGPoint(x: center.x - dx - nx, y: center.y - dy - ny))
                path.closeSubpath()
            }
            return path
        }
    }

    private func polygon(center: CGPoint, radius: CGFloat, sides: Int) -> Path {
        var path = Path()
        for index in 0..<sides {
            let angle = -CGFloat.pi / 2 + CGFloat(index) * 2 * .pi / CGFloat(sides)
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

/// A shape a chart draws at points, as Apple's `ChartSymbolShape`: the basic symbols
/// (`.circle`, `.square`, …) or a shape of your own, fitted to the symbol's box.
///
/// ```swift
/// PointMark(x: .value("x", 1), y: .value("y", 2)).symbol(Capsule())
/// ```
public protocol ChartSymbolShape: Shape {
    /// The part of a unit square the symbol is seen to fill (Default: all of it).
    var perceptualUnitRect: CGRect { get }
}

extension ChartSymbolShape {
    /// The whole unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

/// A symbol as a mark draws it: a basic one, or any shape fitted to the symbol's box.
enum MarkSymbol: Sendable {
    case basic(ChartSymbol)
    case shape(AnyShape)

    init<S: ChartSymbolShape>(_ shape: S) {
        if let basic = shape as? BasicChartSymbolShape {
            self = .basic(basic.kind)
        } else {
            self = .shape(AnyShape(shape))
        }
    }

    init(any shape: any ChartSymbolShape) {
        self.init(shape)
    }

    /// The symbol's outline centred on `center`, of about `area` square points.
    func path(center: CGPoint, area: CGFloat) -> Path {
        switch self {
        case .basic(let symbol): return symbol.path(center: center, area: area)
        case .shape(let shape):
            let side = (area.isFinite ? max(0, area) : 0).squareRoot()
            return shape.path(in: CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
        }
    }
}

/// One of the symbols Swift Charts draws at points, as Apple's `BasicChartSymbolShape`:
/// `.circle`, `.square`, `.triangle`, `.diamond`, `.pentagon`, `.plus`, `.cross`, `.asterisk`.
///
/// ```swift
/// PointMark(x: .value("x", 1), y: .value("y", 2)).symbol(.diamond)
/// ```
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    let kind: ChartSymbol

    /// The symbol as large as fits in `rect`, centred: a shape drawn in a frame stays inside
    /// it (a circle of the square's area would reach past its sides).
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let path = kind.path(center: center, area: side * side)
        let bounds = path.boundingRect
        guard side > 0, !bounds.isNull, bounds.width > 0, bounds.height > 0 else { return path }
        let scale = min(rect.width / bounds.width, rect.height / bounds.height)
        return path.applying(
            CGAffineTransform(translationX: center.x, y: center.y).scaledBy(x: scale, y: scale)
                .translatedBy(x: -bounds.midX, y: -bounds.midY))
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A filled circle (the default).
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    /// A filled square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    /// A filled triangle, point up.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    /// A filled diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    /// A filled pentagon.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    /// A diagonal cross.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    /// A six-armed asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}
