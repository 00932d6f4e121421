import Foundation
import Vellum

// Each entry's view is written once; the page shows the lines between its
// `// gallery:begin <name>` and `// gallery:end` markers (GallerySample). The cards fix
// their moment, locale and time zone, so the gallery is the same on every machine.

extension GalleryEntry {
    /// The code of ``badge(progress:title:fill:)``, shown once above the cards.
    static let badgeSample = GallerySample(name: "download-badge", file: #filePath)
    /// The code of ``StyleColumn``, shown once above the cards.
    static let styleColumnSample = GallerySample(name: "style-column", file: #filePath)
    /// The code of ``TicketShape``, shown once above the cards.
    static let ticketShapeSample = GallerySample(name: "ticket-shape", file: #filePath)

    /// The cards and labels gallery, in page order.
    public static let cards: [GalleryEntry] = [
        .buildStatusCard,
        .downloadBadges,
        .darkStatsCard,
        .hierarchicalStyles,
        .legend,
        .notchedBadge,
        .backgroundInShapeCard,
        .placeholderCard
    ]

    /// The moment the cards are drawn at: 2026-05-29 14:40 UTC.
    static let cardMoment = Date(timeIntervalSince1970: 1_780_065_600)

    /// A build status card.
    public static let buildStatusCard = GalleryEntry(
        name: "build-status-card",
        title: "Build status card",
        caption:
            "A card as a CI dashboard would render it: Markdown bold in the title, a Markdown code span (monospaced) and a relative date interpolated at the render's moment (a build that finished 2 hours and 5 minutes earlier), the secondary and tertiary label colours for detail, text concatenated from parts in different weights and colours, and a linear progress view with a percentage formatted by Text(_:format:). The card is filled with .background and outlined with .quaternary, both resolved in the environment.",
        size: CGSize(width: 360, height: 216.4375),
        view: {
            let finished = cardMoment.addingTimeInterval(-7_500)
            // gallery:begin build-status-card
            return VStack(alignment: .leading, spacing: 10) {
                HStack(spacing: 8) {
                    Circle().fill(.green).frame(width: 10, height: 10)
                    Text("Build **#1042** passed").font(.headline)
                }
                Text("`main` · finished \(finished, style: .relative) ago")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text("482").bold() + Text(" tests, ") + Text("0").bold().foregroundColor(.red)
                    + Text(" failures, ") + Text("3 skipped").foregroundStyle(.tertiary)
                ProgressView(value: 0.874) {
                    Text("Coverage").font(.caption)
                } currentValueLabel: {
                    Text(0.874, format: .percent.precision(.fractionLength(1))).font(.caption).monospacedDigit()
                }
                .tint(.green)
            }
            .padding(16)
            .frame(width: 320)
            .background(.background, in: RoundedRectangle(cornerRadius: 14))
            .overlay(RoundedRectangle(cornerRadius: 14).stroke(.quaternary))
            .padding(20)
            .background(Color(white: 0.94))
            .environment(\.now, cardMoment)
            .environment(\.locale, Locale(identifier: "en_US"))
            // gallery:end
        }
    )

    /// Download badges with a percentage.
    public static let downloadBadges = GalleryEntry(
        name: "download-badges",
        title: "Download badges",
        caption:
            "Badges a file server would return: a capsule filled with Color.blue.gradient (a lighter top, Apple's recipe being unpublished), a white ring tinted white over its own track, and the percentage from Text(_:format: .percent) with tabular digits; below, the same badge with the ring's value at 100%, a green .gradient and a checkmark in Markdown-free verbatim text, and a failed download whose size is struck through (in the text's colour, at the font's strikethrough position).",
        size: CGSize(width: 233.498046875, height: 145.4609375),
        view: {
            // gallery:begin download-badges
            VStack(alignment: .leading, spacing: 12) {
                badge(progress: 0.42, title: "Downloading", fill: .blue)
                badge(progress: 1, title: "Done", fill: .green)
                HStack(spacing: 6) {
                    Text(verbatim: "✕").bold()
                    Text("Failed ") + Text("1.2 GB").strikethrough() + Text(" · retry")
                }
                .font(.subheadline)
                .foregroundStyle(.white)
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(.red.gradient, in: Capsule())
            }
            .padding(16)
            .environment(\.locale, Locale(identifier: "en_US"))
            // gallery:end
        }
    )

    // gallery:begin download-badge
    /// One badge: a ring, a title and the percentage, on a gradient capsule.
    static func badge(progress: Double, title: String, fill: Color) -> some View {
        HStack(spacing: 8) {
            ProgressView(value: progress)
                .progressViewStyle(.circular)
                .frame(width: 18, height: 18)
                .tint(.white)
            Text(title).font(.subheadline.weight(.semibold))
            Text(progress, format: .percent).font(.subheadline).monospacedDigit()
        }
        .foregroundStyle(.white)
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(fill.gradient, in: Capsule())
    }
    // gallery:end

    /// A dark-mode stats card.
    public static let darkStatsCard = GalleryEntry(
        name: "dark-stats-card",
        title: "Dark-mode stats card",
        caption:
            "The same SwiftUI code drawn with .environment(\\.colorScheme, .dark): the system colours take Apple's dark values (green #30D158, orange #FF9F0A), .primary is white, .secondary is #EBEBF5 at 60 %, and .background.secondary is #1C1C1E. The big number is formatted by Text(_:format: .number) in en_US; the gauges' tracks and labels follow the scheme too.",
        size: CGSize(width: 320, height: 244.828125),
        view: {
            // gallery:begin dark-stats-card
            VStack(alignment: .leading, spacing: 8) {
                Text("Requests today").font(.subheadline).foregroundStyle(.secondary)
                Text(1_284_512, format: .number)
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                    .monospacedDigit()
                Text("▲ 12%").foregroundStyle(.green).bold() + Text(" vs. yesterday").foregroundStyle(.tertiary)
                HStack(spacing: 20) {
                    Gauge(value: 0.72) {
                        Text("CPU")
                    } currentValueLabel: {
                        Text("72")
                    }
                    .tint(.orange)
                    Gauge(value: 0.41) {
                        Text("MEM")
                    } currentValueLabel: {
                        Text("41")
                    }
                    .tint(.green)
                    Gauge(value: 0.93) {
                        Text("DISK")
                    } currentValueLabel: {
                        Text("93")
                    }
                    .tint(.red)
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .padding(.top, 6)
            }
            .frame(width: 240, alignment: .leading)
            .padding(20)
            .background(.background.secondary, in: RoundedRectangle(cornerRadius: 16))
            .padding(20)
            .background(.background)
            .environment(\.colorScheme, .dark)
            .environment(\.locale, Locale(identifier: "en_US"))
            // gallery:end
        }
    )

    /// A chart legend: a Grid of Labels.
    public static let legend = GalleryEntry(
        name: "legend",
        title: "Legend (Grid and Label)",
        caption:
            "A chart legend as a Grid: each GridRow holds a Label (a coloured circle as its icon, the series name as its title) and two numbers. Every column is as wide as its widest cell, so the numbers line up; the value column is aligned trailing by gridColumnAlignment on one cell; a rule spans the grid with gridCellUnsizedAxes(.horizontal), and the total's title spans two columns with gridCellColumns(2). Numbers are Text(_:format:) in en_US with tabular digits.",
        size: CGSize(width: 283.4755859375, height: 134.84375),
        view: {
            // gallery:begin legend
            let series: [(name: String, color: Color, value: Int, share: Double)] = [
                ("Requests", .blue, 1_284_512, 0.81), ("Cache hits", .green, 241_003, 0.15),
                ("Errors", .red, 60_118, 0.04)
            ]
            return Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
                ForEach(0..<series.count, id: \.self) { index in
                    GridRow {
                        Label {
                            Text(series[index].name)
                        } icon: {
                            Circle().fill(series[index].color).frame(width: 10, height: 10)
                        }
                        Text(series[index].value, format: .number).monospacedDigit().gridColumnAlignment(.trailing)
                        Text(series[index].share, format: .percent).foregroundStyle(.secondary)
                    }
                }
                Color.gray.opacity(0.4).frame(height: 1).gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("Total").bold().gridCellColumns(2)
                    Text(1.0, format: .percent).bold()
                }
            }
            .font(.subheadline)
            .padding(16)
            .environment(\.locale, Locale(identifier: "en_US"))
            // gallery:end
        }
    )

    /// A notched badge: a Shape of your own as a background.
    public static let notchedBadge = GalleryEntry(
        name: "notched-badge",
        title: "Notched badge",
        caption:
            "A ticket-like badge: a Shape of your own (a rounded rectangle whose outline bends inward in a half circle at the middle of each side) given to .background(_:in:), filled with Color.indigo.gradient; a dashed line down the stub with StrokeStyle(dash:); text in white with Text + Text and tabular digits; the whole badge at .shadow(radius: 3, y: 2), which falls from the badge as one view because the background and the label are one composed view under a .compositingGroup().",
        size: CGSize(width: 300, height: 100),
        view: {
            // gallery:begin notched-badge
            HStack(spacing: 14) {
                VStack(alignment: .leading, spacing: 2) {
                    Text("ADMIT ONE").font(.caption2.weight(.bold)).tracking(2)
                    Text("Row ") + Text("12").bold().monospacedDigit() + Text(" · Seat ") + Text("7").bold()
                }
                Rectangle()
                    .stroke(.white.opacity(0.6), style: StrokeStyle(lineWidth: 1, dash: [3, 3]))
                    .frame(width: 1, height: 40)
                Text("№ 0042").font(.headline).monospacedDigit()
            }
            .foregroundStyle(.white)
            .padding(.horizontal, 22)
            .padding(.vertical, 14)
            .background(.indigo.gradient, in: TicketShape(notchRadius: 8))
            .compositingGroup()
            .shadow(radius: 3, y: 2)
            .frame(width: 300, height: 100)
            // gallery:end
        }
    )

    /// A card drawn with background(_:in:).
    public static let backgroundInShapeCard = GalleryEntry(
        name: "background-in-shape",
        title: "A card with background(_:in:)",
        caption:
            "A card as SwiftUI code writes it with iOS 17's shape shorthands: .background(.background, in: .rect(cornerRadius: 16)) for the card, .background(.green.opacity(0.15), in: .capsule) for the status pill, .clipShape(.circle) for the avatar, and a Divider between the rows; the LabeledContent rows put the value trailing in .secondary, as on iOS. On a grey page, so the white card shows.",
        size: CGSize(width: 320, height: 173.921875),
        view: {
            // gallery:begin background-in-shape
            VStack(alignment: .leading, spacing: 10) {
                HStack(spacing: 10) {
                    LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                        .frame(width: 36, height: 36)
                        .clipShape(.circle)
                    VStack(alignment: .leading, spacing: 2) {
                        Text("deploy-bot").font(.headline)
                        Text("Production").font(.caption).foregroundStyle(.secondary)
                    }
                    Text("Live")
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.green)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 3)
                        .background(.green.opacity(0.15), in: .capsule)
                }
                Divider()
                LabeledContent("Region", value: "eu-west-1")
                LabeledContent("Uptime", value: 0.9995, format: .percent)
            }
            .font(.subheadline)
            .padding(16)
            .frame(width: 280)
            .background(.background, in: .rect(cornerRadius: 16))
            .padding(20)
            .background(Color(white: 0.94))
            .environment(\.locale, Locale(identifier: "en_US"))
            // gallery:end
        }
    )

    /// Hierarchical and semantic styles, light and dark.
    public static let hierarchicalStyles = GalleryEntry(
        name: "hierarchical-styles",
        title: "Hierarchical styles, light and dark",
        caption:
            "The same column twice, in the light and the dark scheme: .primary to .quinary as text and as swatches (iOS's label colours, #3C3C43 or #EBEBF5 at 60, 30, 18 and 9 %); then the levels of a custom foreground (.foregroundStyle(.indigo): opacity 1, 0.5, 0.25, 0.18, the opacities of SwiftUI's default system colour definition); then .tint and .background.secondary, and a custom ShapeStyle that resolves to orange in light and teal in dark.",
        size: CGSize(width: 428, height: 201.578125),
        view: {
            // gallery:begin hierarchical-styles
            HStack(spacing: 0) {
                StyleColumn().environment(\.colorScheme, .light)
                StyleColumn().environment(\.colorScheme, .dark)
            }
            // gallery:end
        }
    )
}

// gallery:begin style-column
/// A style of your own, resolved from the environment as SwiftUI's documentation shows.
struct SchemeAccent: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        environment.colorScheme == .dark ? Color.teal : Color.orange
    }
}

/// The five levels of the label colour and of a custom foreground, then semantic styles.
struct StyleColumn: View {
    let levels: [HierarchicalShapeStyle] = [.primary, .secondary, .tertiary, .quaternary, .quinary]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 6) {
                ForEach(0..<5) { level in
                    Text("Aa").font(.headline).foregroundStyle(levels[level])
                }
            }
            HStack(spacing: 6) {
                ForEach(0..<5) { level in
                    RoundedRectangle(cornerRadius: 4).fill(levels[level]).frame(width: 30, height: 30)
                }
            }
            HStack(spacing: 6) {
                ForEach(0..<5) { level in
                    RoundedRectangle(cornerRadius: 4).fill(levels[level]).frame(width: 30, height: 30)
                }
            }
            .foregroundStyle(.indigo)
            HStack(spacing: 6) {
                Capsule().fill(.tint).frame(width: 54, height: 30)
                Capsule().fill(.background.secondary).frame(width: 54, height: 30)
                Capsule().fill(SchemeAccent()).frame(width: 54, height: 30)
            }
            Text("Secondary text").foregroundStyle(.secondary)
        }
        .padding(20)
        .background(.background)
    }
}
// gallery:end

// gallery:begin ticket-shape
/// A rounded rectangle with a half-circle notch cut from the middle of each side.
struct TicketShape: Shape {
    var notchRadius: CGFloat

    func path(in rect: CGRect) -> Path {
        let corner: CGFloat = 10, notch = notchRadius
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + corner, y: rect.minY))
        path.addArc(
            tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY),
            radius: corner)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY - notch))
        // `clockwise: true` turns counterclockwise on screen (y down): the notch bends inward.
        path.addArc(
            center: CGPoint(x: rect.maxX, y: rect.midY), radius: notch,
            startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
        path.addArc(
            tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY),
            radius: corner)
        path.addArc(
            tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY),
            radius: corner)
        path.addLine(to: CGPoint(x: rect.minX, y: rect.midY + notch))
        path.addArc(
            center: CGPoint(x: rect.minX, y: rect.midY), radius: notch,
            startAngle: .degrees(90), endAngle: .degrees(-90), clockwise: true)
        path.addArc(
            tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY),
            radius: corner)
        path.closeSubpath()
        return path
    }
}
// gallery:end
