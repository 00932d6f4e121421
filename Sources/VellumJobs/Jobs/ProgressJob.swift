import Foundation
import Vellum

/// One progress view to draw, as `vellum progress` (or a `"kind": "progress"` batch line)
/// describes it; ``validate()`` checks it. ``progressView(for:)`` makes the view.
public struct ProgressJob: Sendable {
    /// The value, in `0...total` (clamped as SwiftUI does); nil for the spinner.
    public var value: Double?
    /// The value at completion. Default: 1.
    public var total: Double = 1
    /// The look. Default: `.circular`.
    public var style: ProgressStyleName = .circular
    /// The frame; nil for ``defaultSize(for:)``.
    public var size: ImageSize?
    /// The fill colour; nil for the accent colour (#007AFF).
    public var tint: Color?
    /// The track colour, for styles that take one; nil for the style's own.
    public var track: Color?
    /// The label, drawn where the style puts labels.
    public var label: String?
    /// Whether the percentage is shown (in the ring, or under the bar).
    public var showsPercent = false
    /// The spinner's frame: 0…1 is one turn. Default: 0.
    public var phase: Double = 0
    /// Written before the percentage. Default: none.
    public var percentPrefix = ""
    /// Written after the percentage. Default: "%".
    public var percentSuffix = "%"
    /// Decimals of the percentage, 0…4. Default: 0.
    public var percentDecimals = 0

    /// A job for `value` of `total` in `style`, everything else at its default.
    public init(value: Double?, total: Double = 1, style: ProgressStyleName = .circular) {
        self.value = value
        self.total = total
        self.style = style
    }

    /// Refuses what `vellum progress` refuses: a value that is not finite, a total that is not
    /// positive, no value for a style that shows one, a percentage on the spinner.
    /// - Throws: ``JobError/invalidArgument(_:)`` naming the option at fault.
    public func validate() throws {
        if let value, !value.isFinite {
            throw JobError.invalidArgument("--value must be a finite number, not \(value)")
        }
        guard total.isFinite, total > 0 else {
            throw JobError.invalidArgument("--total must be a positive number, not \(total)")
        }
        if style.isDeterminate {
            guard value != nil else {
                throw JobError.invalidArgument("--value is required for --style \(style.rawValue)")
            }
        } else if showsPercent {
            throw JobError.invalidArgument("--percent needs a value; --style spinner shows none")
        }
    }

    /// The fraction completed, 0…1, or nil for the spinner.
    public var fraction: Double? {
        guard style.isDeterminate, let value else { return nil }
        guard total.isFinite, total > 0, !value.isNaN else { return 0 }
        return min(max(value / total, 0), 1)
    }

    /// The percentage as shown by `--percent`: "42%", rounded to ``percentDecimals`` (a whole
    /// number by default), between ``percentPrefix`` and ``percentSuffix``.
    public var percentText: String {
        percentPrefix + Self.decimalText((fraction ?? 0) * 100, decimals: percentDecimals) + percentSuffix
    }

    /// `value` with `decimals` (0…4) decimals, halves rounded up as people round (printf would
    /// round 0.5 to even): the one number format of percentages and values in labels.
    package static func decimalText(_ value: Double, decimals: Int) -> String {
        let decimals = min(max(decimals, 0), 4)
        let power = pow(10, Double(decimals))
        return String(format: "%.\(decimals)f", (value * power).rounded() / power)
    }

    /// The frame when `--size` is not given: 128 × 128 for rings and the spinner; for bars 240
    /// wide and as tall as the bar and its labels (height nil).
    public static func defaultSize(for style: ProgressStyleName) -> (width: Double, height: Double?) {
        switch style {
        case .linear, .segmented: return (240, nil)
        case .circular, .dashedRing, .gauge, .spinner: return (128, 128)
        }
    }

    /// The frame the view is drawn in: ``size``, else ``defaultSize(for:)``.
    public var frame: (width: Double, height: Double?) {
        size.map { ($0.width, $0.height) } ?? Self.defaultSize(for: style)
    }
}
