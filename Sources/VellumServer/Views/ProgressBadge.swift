import Foundation
import Vellum

/// A shields.io-style badge with a progress bar on its right: SwiftUI views, measured with the
/// real font (shields estimates Verdana's widths).
struct ProgressBadge: View {
    let label: String
    let value: String
    let fraction: Double
    let style: String
    let color: Color
    let labelColor: Color
    let barWidth: CGFloat?

    private var isTall: Bool { style == "for-the-badge" }
    private var height: CGFloat { isTall ? 28 : style == "plastic" ? 18 : 20 }
    private var radius: CGFloat { style == "flat" ? 3 : style == "plastic" ? 4 : 0 }
    private var padding: CGFloat { isTall ? 12 : 6 }

    private func text(_ string: String, bold: Bool) -> some View {
        Text(isTall ? string.uppercased() : string)
            .font(.system(size: isTall ? 10 : 11, weight: bold && isTall ? .bold : .regular))
            .tracking(isTall ? 1 : 0)
            .foregroundStyle(.white)
            // shields' text shadow, one point down, except on the flat-square and tall styles.
            .shadow(
                color: style == "flat" || style == "plastic" ? Color(white: 0.004, opacity: 0.3) : .clear, radius: 0,
                y: 1
            )
            .padding(.horizontal, padding)
            .frame(height: height)
    }

    var body: some View {
        HStack(spacing: 0) {
            text(label, bold: false)
                .background(labelColor)
            text(value, bold: true)
                .frame(minWidth: barWidth)
                .background {
                    GeometryReader { proxy in
                        ZStack(alignment: .leading) {
                            Color(white: 0.333)
                            color.frame(width: proxy.size.width * fraction)
                        }
                    }
                }
        }
        .overlay {
            if style == "flat" || style == "plastic" {
                LinearGradient(
                    colors: [
                        Color(white: style == "plastic" ? 1 : 0.733, opacity: style == "plastic" ? 0.2 : 0.1),
                        Color(white: 0, opacity: style == "plastic" ? 0.2 : 0.1)
                    ],
                    startPoint: .top, endPoint: .bottom)
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: radius))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(label): \(value)")
    }
}
