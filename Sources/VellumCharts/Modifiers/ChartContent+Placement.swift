import Foundation
import VellumCore
import VellumGeometry

extension ChartContent {
    /// Moves the marks by `x` and `y` points on screen; offsets add up.
    ///
    /// ```swift
    /// PointMark(x: .value("Day", 1), y: .value("Steps", 8_000)).offset(x: 4, y: -2)
    /// ```
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        offset(xStart: x, xEnd: x, yStart: y, yEnd: y)
    }

    /// Moves the marks by `value` points on screen.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_000)).offset(CGSize(width: 3, height: 0))
    /// ```
    public func offset(_ value: CGSize) -> some ChartContent {
        offset(x: value.width, y: value.height)
    }

    /// Moves the start and end of marks that have them along x (a bar's, a rule's) by
    /// `xStart` and `xEnd` points, and the marks by `y`.
    ///
    /// ```swift
    /// BarMark(xStart: .value("Start", 2), xEnd: .value("End", 5), y: .value("Task", "Build")).offset(xStart: 1, xEnd: -1)
    /// ```
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        offset(xStart: xStart, xEnd: xEnd, yStart: y, yEnd: y)
    }

    /// Moves the marks by `x`, and the start and end of marks that have them along y by
    /// `yStart` and `yEnd` points (screen points: y grows downward).
    ///
    /// ```swift
    /// BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_000)).offset(x: 0, yStart: 0, yEnd: -4)
    /// ```
    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        offset(xStart: x, xEnd: x, yStart: yStart, yEnd: yEnd)
    }

    /// Moves each end of the marks along x and y by its own number of points. A mark at one
    /// point (a point, a line's vertex) moves by the middle of its start and end offsets.
    /// Sectors do not move.
    ///
    /// ```swift
    /// RectangleMark(x: .value("Hour", 3), y: .value("Day", "Mon")).offset(xStart: 1, xEnd: -1, yStart: 1, yEnd: -1)
    /// ```
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0)
        -> some ChartContent
    {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let (xStart, xEnd, yStart, yEnd) = (finite(xStart), finite(xEnd), finite(yStart), finite(yEnd))
        return modified { mark in
            mark.offset.xStart += xStart
            mark.offset.xEnd += xEnd
            mark.offset.yStart += yStart
            mark.offset.yEnd += yEnd
        }
    }

    /// Draws the marks above those with a lower `value` (Default: 0; equal values keep
    /// their declaration order). A line or area series takes its first mark's value.
    ///
    /// ```swift
    /// RuleMark(y: .value("Goal", 10_000)).zIndex(1)
    /// ```
    public func zIndex(_ value: Double) -> some ChartContent {
        let value = value.isFinite ? value : 0
        return modified { mark in if mark.zIndex == 0 { mark.zIndex = value } }
    }
}
