import Foundation
import Vellum

/// `GET /{value}/`: progress-bar.dev's route and parameters (`title`, `scale` as the total,
/// `suffix`, `width` of the bar, `color` of the title), so its users move over by changing the
/// host. Decimals and negatives are accepted too; the title is measured with the real font.
struct ProgressBarDevRequest: Sendable {
    static let parameters = ["title", "scale", "suffix", "width", "color"] + ["cacheSeconds"]

    static let defaultTitleColor = Color(hex: "428bca")!
    static let red = Color(hex: "d9534f")!
    static let orange = Color(hex: "f0ad4e")!
    static let green = Color(hex: "5cb85c")!

    var title: String?
    var fraction: Double
    var valueText: String
    var barWidth: CGFloat
    var titleColor: Color
    var barColor: Color
    var look: ImageLook
    var key: String

    init(value text: String, query: inout Query) throws {
        let value = try Query.value(text)
        title = try query.text("title")
        let total = try query.number("scale") ?? 100
        guard total > 0 else { throw ServerError.invalidParameter(name: "scale", reason: "must be more than 0") }
        fraction = min(max(value / total, 0), 1)
        let suffix = try query.text("suffix", limit: 32) ?? "%"
        valueText = ProgressRequest.number(value) + suffix
        barWidth = CGFloat(try query.number("width", in: 10...1_000) ?? (title == nil ? 90 : 60))
        let colorText = try query.text("color", limit: 64) ?? "428bca"
        titleColor = colorText == "428bca" ? Self.defaultTitleColor : try CSSColor.parse(colorText, parameter: "color")
        // progress-bar.dev's colours: red under 30 %, orange under 70 %, then green.
        barColor = value / total < 0.3 ? Self.red : value / total < 0.7 ? Self.orange : Self.green
        var rest = Query([])
        let cacheSeconds = try query.integer("cacheSeconds", in: 0...31_536_000)
        look = try ImageLook(query: &rest, size: nil, defaultAlt: "\(title ?? "Progress"): \(valueText)")
        look.cacheSeconds = cacheSeconds
        key = ["progress-bar.dev", "v=\(value)", "t=\(total)", "h=\(title ?? "")", "s=\(suffix)", "w=\(barWidth)", "c=\(colorText)",
               look.key].joined(separator: "\u{1F}")
    }

    func view(colorScheme: ColorScheme) -> AnyView {
        AnyView(ProgressBarDevBadge(title: title, value: valueText, fraction: fraction, barWidth: barWidth,
                                    titleColor: titleColor, barColor: barColor))
    }
}

/// progress-bar.dev's picture: an optional title on its colour, then a grey bar 20 points tall
/// filled to the value, the value in its middle, corners rounded 4, a faint gradient over all.
struct ProgressBarDevBadge: View {
    let title: String?
    let value: String
    let fraction: Double
    let barWidth: CGFloat
    let titleColor: Color
    let barColor: Color

    private func label(_ text: String) -> some View {
        Text(text).font(.system(size: 11)).foregroundStyle(.white)
            .shadow(color: Color(white: 0.004, opacity: 0.3), radius: 0, y: 1)
    }

    var body: some View {
        HStack(spacing: 0) {
            if let title {
                label(title).padding(.horizontal, 5).frame(height: 20).background(titleColor)
            }
            ZStack(alignment: .leading) {
                Color(white: 0.333)
                barColor.frame(width: barWidth * fraction)
                label(value).frame(width: barWidth)
            }
            .frame(width: barWidth, height: 20)
        }
        .overlay(LinearGradient(colors: [Color(white: 0.733, opacity: 0.1), Color(white: 0, opacity: 0.1)],
                                startPoint: .top, endPoint: .bottom))
        .clipShape(RoundedRectangle(cornerRadius: 4))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(title ?? "Progress"): \(value)")
    }
}
