import Foundation
import VellumCore

/// Where a progress view style puts the progress view's label (and its current-value label,
/// which always follows the label) relative to the bar, ring or spinner.
///
/// ```swift
/// ProgressView("Upload", value: 0.42)
///     .progressViewStyle(DashedRingProgressViewStyle(labelPlacement: .trailing))
/// ```
public enum ProgressLabelPlacement: Hashable, Sendable {
    /// Above the indicator, aligned with its leading edge for bars and centred for rings.
    case above
    /// Below the indicator.
    case below
    /// Before the indicator, vertically centred.
    case leading
    /// After the indicator, vertically centred.
    case trailing
    /// Not drawn. Assistive technology still gets a `Text` label as the SVG's `aria-label`.
    case hidden
}
