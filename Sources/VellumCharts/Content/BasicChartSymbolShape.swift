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

/// A symbol for points, as Apple's `BasicChartSymbolShape`: `.circle`, `.square`,
/// `.triangle`, `.diamond`, `.pentagon`, `.plus`, `.cross`, `.asterisk`.
///
/// ```swift
/// PointMark(x: .value("x", 1), y: .value("y", 2)).symbol(.diamond)
/// ```
public struct BasicChartSymbolShape: Hashable, Sendable {
    let kind: ChartSymbol
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
