import Foundation
import Vellum
import VellumCharts

// `user-bench CASE [time|cg]`: renders one case in a long loop, as a server does.
// - time: microseconds per render, the median of 9 blocks after a warm-up.
// - cg: a warm-up, then 100 renders inside `measuredLoop`, for
//   `valgrind --tool=callgrind --toggle-collect='*measuredLoop*'` (instructions per render are
//   the collected count over 100).
// Cases: badge-svg (progress-bar.dev's badge, values 0…100), ring-png (the 128×128 labelled
// ring of `/v1/progress/{value}.png`, values 0…100), ring-png-fixed (the same at 42 %),
// chart-png and chart-svg (12 bars, 600 × 400, automatic axes; values change every render),
// sparkline-svg (7 points, 120 × 32).

/// progress-bar.dev's picture, as `vellum serve` draws it: a copy of
/// Sources/VellumServer/Views/ProgressBarDevBadge.swift, which no product exports (and a
/// user's program would hold its own view anyway).
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

/// The labelled ring of `/v1/progress/{value}.png?style=circular&label=Upload&percent=true&size=128x128`.
struct Ring: View {
    let value: Double

    var body: some View {
        // The percentage as a String, as the server builds it (an interpolated Int would go
        // through the number formatter).
        let percent = Text(String(Int((value * 100).rounded())) + "%").monospacedDigit()
        VStack(spacing: 8) {
            ProgressView(value: value, total: 1)
                .progressViewStyle(.circular)
                .overlay { percent.font(.system(size: 25.6, weight: .semibold)) }
            Text("Upload").font(.caption)
        }
        .frame(width: 128, height: 128)
    }
}

/// Twelve monthly bars with automatic axes, as Swift Charts code writes them.
struct MonthlyBars: View {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let shift: Int

    var body: some View {
        Chart {
            ForEach(0..<12) { month in
                BarMark(x: .value("Month", Self.months[month]), y: .value("Sales", Double(20 + (month * 37 + shift) % 80)))
            }
        }
        .frame(width: 600, height: 400)
    }
}

/// A seven-point sparkline: a line, no axes.
struct Sparkline: View {
    let shift: Int

    var body: some View {
        Chart {
            ForEach(0..<7) { day in
                LineMark(x: .value("Day", day), y: .value("Value", Double((day * 13 + shift) % 17)))
            }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .frame(width: 120, height: 32)
    }
}

func render(_ name: String, _ index: Int) -> Int {
    let value = index % 101
    do {
        switch name {
        case "badge-svg":
            let renderer = ImageRenderer(
                content: ProgressBarDevBadge(
                    title: "Upload", value: "\(value)%", fraction: Double(value) / 100, barWidth: 60,
                    titleColor: Color(red: 0.259, green: 0.545, blue: 0.792),
                    barColor: Color(red: 0.361, green: 0.722, blue: 0.361)))
            renderer.svgOptions = SVGOptions(title: "Upload: \(value)%")
            return try renderer.svgData().count
        case "ring-png":
            return try ImageRenderer(content: Ring(value: Double(value) / 100)).pngData().count
        case "ring-png-fixed":
            return try ImageRenderer(content: Ring(value: 0.42)).pngData().count
        case "chart-png":
            return try ImageRenderer(content: MonthlyBars(shift: value)).pngData().count
        case "chart-svg":
            return try ImageRenderer(content: MonthlyBars(shift: value)).svgData().count
        case "sparkline-svg":
            return try ImageRenderer(content: Sparkline(shift: value)).svgData().count
        default:
            fatalError("unknown case \(name): badge-svg, ring-png, ring-png-fixed, chart-png, chart-svg, sparkline-svg")
        }
    } catch {
        fatalError("\(name) failed: \(error)")
    }
}

@inline(never) func measuredLoop(_ name: String, _ count: Int) -> Int {
    var total = 0
    for index in 0..<count { total &+= render(name, index) }
    return total
}

let arguments = CommandLine.arguments
let name = arguments.count > 1 ? arguments[1] : "badge-svg"
let mode = arguments.count > 2 ? arguments[2] : "time"
var checksum = 0
// Warm-up: every value twice, so kept text and masks are in the caches as in a server.
for index in 0..<202 { checksum &+= render(name, index) }
if mode == "cg" {
    checksum &+= measuredLoop(name, 100)
} else {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<9 {
        let start = clock.now
        checksum &+= measuredLoop(name, 1_000)
        let elapsed = clock.now - start
        samples.append(
            (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18) * 1e6 / 1_000)
    }
    samples.sort()
    print(name, String(format: "%.2f µs a render (median of 9 blocks of 1,000)", samples[4]))
}
if checksum == 42 { print("") }
