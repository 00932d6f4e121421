import Foundation
import Vellum
import VellumJobs

/// `GET /v1/badge/{label}/{value}.{ext}`: a badge in shields.io's look and style names, its
/// right side a progress bar with the value over it. Text is measured with the real font.
struct BadgeRequest: ImageRequest {
    static let styles = ["flat", "flat-square", "plastic", "for-the-badge"]
    static let parameters =
        ["total", "style", "color", "labelColor", "ramp", "prefix", "suffix", "decimals", "width"]
        + ImageLook.parameters

    /// shields.io's named colours, then CSS's.
    static let shieldsColors: [String: String] = [
        "brightgreen": "#4c1", "green": "#97ca00", "yellowgreen": "#a4a61d", "yellow": "#dfb317", "orange": "#fe7d37",
        "red": "#e05d44", "blue": "#007ec6", "lightgrey": "#9f9f9f", "lightgray": "#9f9f9f", "grey": "#555",
        "gray": "#555",
        "success": "#4c1", "important": "#fe7d37", "critical": "#e05d44", "informational": "#007ec6",
        "inactive": "#9f9f9f"
    ]
    /// By default the bar is red below 30 %, orange below 50 %, yellow below 70 %, green below
    /// 90 %, then bright green.
    static let defaultRamp = "#e05d44:0,#fe7d37:30,#dfb317:50,#97ca00:70,#4c1:90"

    /// The picture, with everything the query chose.
    var badge: ProgressBadge
    var look: ImageLook
    var key: String

    init(label: String, value text: String, query: inout Query) throws {
        guard label.count <= 255 else {
            throw ServerError.invalidParameter(name: "label", reason: "longer than 255 characters")
        }
        let value = try Query.value(text)
        let total = try query.number("total") ?? (value > 1 ? 100 : 1)
        guard total > 0 else { throw ServerError.invalidParameter(name: "total", reason: "must be more than 0") }
        let fraction = min(max(value / total, 0), 1)
        let style = try query.choice("style", Self.styles) ?? "flat"
        let prefix = try query.text("prefix", limit: 32) ?? ""
        let suffix = try query.text("suffix", limit: 32) ?? "%"
        let decimals = try query.integer("decimals", in: 0...4) ?? 0
        let valueText = prefix + ProgressJob.decimalText(fraction * 100, decimals: decimals) + suffix
        let colorText = try query.text("color", limit: 64)
        let rampText = try query.text("ramp", limit: 512)
        if colorText != nil, rampText != nil {
            throw ServerError.invalidParameter(name: "ramp", reason: "give color or ramp, not both")
        }
        let color: Color
        if let colorText {
            color = try CSSColor.parse(Self.shieldsColors[colorText.lowercased()] ?? colorText, parameter: "color")
        } else {
            color = try ColorRamp(parsing: rampText ?? Self.defaultRamp).color(at: fraction)
        }
        let labelColorText = try query.text("labelColor", limit: 64)
        let labelColor = try CSSColor.parse(
            labelColorText.map { Self.shieldsColors[$0.lowercased()] ?? $0 } ?? "#555", parameter: "labelColor")
        let barWidth = try query.number("width", in: 20...1_000).map { CGFloat($0) }
        badge = ProgressBadge(
            label: label, value: valueText, fraction: fraction, style: style, color: color,
            labelColor: labelColor, barWidth: barWidth)
        look = try ImageLook(query: &query, size: nil, defaultAlt: "\(label): \(valueText)")
        key = [
            "badge", "l=\(label)", "v=\(value)", "t=\(total)", "s=\(style)", "c=\(colorText ?? "")",
            "r=\(rampText ?? "")",
            "k=\(labelColorText ?? "")", "w=\(barWidth.map { "\($0)" } ?? "")", "f=\(prefix)|\(suffix)|\(decimals)",
            look.key
        ]
        .joined(separator: "\u{1F}")
    }

    func view(colorScheme: ColorScheme) -> AnyView {
        look.decorate(AnyView(badge), colorScheme: colorScheme)
    }
}
