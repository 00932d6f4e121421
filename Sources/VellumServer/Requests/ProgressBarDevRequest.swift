import Foundation
import Vellum

/// `GET /{value}/`: progress-bar.dev's route and parameters (`title`, `scale` as the total,
/// `suffix`, `width` of the bar, `color` of the title), so its users move over by changing the
/// host. Decimals and negatives are accepted too; the title is measured with the real font.
struct ProgressBarDevRequest: ValueImageRequest {
    static let parameters = ["title", "scale", "suffix", "width", "color"] + ["cacheSeconds"]

    static let defaultTitleColor = Color(hex: "428bca")!
    static let red = Color(hex: "d9534f")!
    static let orange = Color(hex: "f0ad4e")!
    static let green = Color(hex: "5cb85c")!

    /// The picture, with everything the query chose.
    var badge: ProgressBarDevBadge
    var look: ImageLook
    var key: String

    init(value text: String, query: inout Query) throws {
        let value = try Query.value(text)
        let title = try query.text("title")
        let total = try query.number("scale") ?? 100
        guard total > 0 else { throw ServerError.invalidParameter(name: "scale", reason: "must be more than 0") }
        let fraction = min(max(value / total, 0), 1)
        let suffix = try query.text("suffix", limit: 32) ?? "%"
        let valueText = ProgressRequest.number(value) + suffix
        let barWidth = CGFloat(try query.number("width", in: 10...1_000) ?? (title == nil ? 90 : 60))
        let colorText = try query.text("color", limit: 64) ?? "428bca"
        let titleColor =
            colorText == "428bca" ? Self.defaultTitleColor : try CSSColor.parse(colorText, parameter: "color")
        // progress-bar.dev's colours: red under 30 %, orange under 70 %, then green.
        let barColor = value / total < 0.3 ? Self.red : value / total < 0.7 ? Self.orange : Self.green
        badge = ProgressBarDevBadge(
            title: title, value: valueText, fraction: fraction, barWidth: barWidth,
            titleColor: titleColor, barColor: barColor)
        var rest = Query([])
        let cacheSeconds = try query.integer("cacheSeconds", in: 0...31_536_000)
        look = try ImageLook(query: &rest, size: nil, defaultAlt: "\(title ?? "Progress"): \(valueText)")
        look.cacheSeconds = cacheSeconds
        key = [
            "progress-bar.dev", "v=\(value)", "t=\(total)", "h=\(title ?? "")", "s=\(suffix)", "w=\(barWidth)",
            "c=\(colorText)",
            look.key
        ].joined(separator: "\u{1F}")
    }

    func view(colorScheme: ColorScheme) -> AnyView {
        AnyView(badge)
    }
}
