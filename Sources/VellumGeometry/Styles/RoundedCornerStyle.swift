import Foundation

/// The shape of a rounded rectangle's corners, as in SwiftUI.
///
/// ```swift
/// let squircle = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100),
///                     cornerRadius: 24, style: .continuous)
/// ```
public enum RoundedCornerStyle: Hashable, Sendable, CaseIterable {
    /// Quarter-circle corners: curvature jumps where a corner meets an edge.
    case circular
    /// Apple's smooth corners: curvature rises gradually from the edge, so the corner
    /// starts about 1.53 × the radius from the rectangle's corner.
    case continuous
}
