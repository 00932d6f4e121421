import Foundation
import Vellum

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
        .overlay(
            LinearGradient(
                colors: [Color(white: 0.733, opacity: 0.1), Color(white: 0, opacity: 0.1)],
                startPoint: .top, endPoint: .bottom)
        )
        .clipShape(RoundedRectangle(cornerRadius: 4))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(title ?? "Progress"): \(value)")
    }
}
