import Foundation
import VellumGeometry

extension ShapeStyle {
    /// This style with `rect` as the rectangle its unit points resolve against, whatever it
    /// fills, as SwiftUI's `in(_:)`: a gradient keeps its place when it fills only a part
    /// of what it spans (the filled dashes of a ring, the filled segments of a bar).
    ///
    /// ```swift
    /// let ring = CGRect(x: 0, y: 0, width: 64, height: 64)
    /// context.stroke(arc, with: .style(AngularGradient(colors: [.green, .red], center: .center).in(ring)),
    ///                lineWidth: 6)
    /// ```
    public func `in`(_ rect: CGRect) -> some ShapeStyle {
        ModifiedShapeStyle(base: self, modification: .bounds(rect))
    }
}
