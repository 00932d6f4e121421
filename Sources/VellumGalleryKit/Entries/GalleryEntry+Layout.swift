import Foundation
import Vellum

// Layout written by the user: SwiftUI's Layout protocol and GeometryReader. Each view is
// written once; the page shows the lines between its markers (GallerySample).

extension GalleryEntry {
    /// A user-written radial `Layout`.
    public static let radialLayout = GalleryEntry(
        name: "radial-layout",
        title: "Your own Layout: eight dots on a circle",
        caption:
            "A RadialLayout written exactly as for SwiftUI's Layout protocol: sizeThatFits takes the space it is offered, placeSubviews puts each subview's centre on a circle of radius 80 around the middle of its bounds, the first at 12 o'clock and the rest clockwise, 45° apart. Each subview is a numbered 32-point dot, offered no size and sized by its own frame.",
        size: CGSize(width: 220, height: 220),
        view: {
            // gallery:begin radial-layout
            struct RadialLayout: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let radius = min(bounds.width, bounds.height) / 2 - 30
                    for (index, subview) in subviews.enumerated() {
                        let angle = Angle.degrees(360 / Double(subviews.count) * Double(index) - 90).radians
                        let center = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
                        subview.place(at: center, anchor: .center, proposal: .unspecified)
                    }
                }
            }
            let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .blue, .indigo, .purple]
            return RadialLayout {
                ForEach(0..<8) { index in
                    Text("\(index + 1)")
                        .foregroundStyle(.white)
                        .frame(width: 32, height: 32)
                        .background(Circle().fill(colors[index]))
                }
            }
            .frame(width: 220, height: 220)
            // gallery:end
        }
    )

    /// GeometryReader sizing its content from the space it is given.
    public static let geometryReader = GalleryEntry(
        name: "geometry-reader",
        title: "GeometryReader",
        caption:
            "The same GeometryReader in three frames, 80, 120 and 160 points wide: it takes the whole frame (shaded) and makes its content for that size, a disc half as wide as the reader, centred, above the width it was given. A GeometryReader puts its content at its top-leading corner, so the content centres itself in a frame of the proxy's size.",
        size: CGSize(width: 424, height: 152),
        view: {
            // gallery:begin geometry-reader
            HStack(alignment: .top, spacing: 16) {
                ForEach([80, 120, 160], id: \.self) { width in
                    GeometryReader { proxy in
                        VStack(spacing: 6) {
                            Circle()
                                .fill(.blue)
                                .frame(width: proxy.size.width / 2, height: proxy.size.width / 2)
                            Text("\(Int(proxy.size.width)) pt")
                        }
                        .frame(width: proxy.size.width, height: proxy.size.height)
                    }
                    .frame(width: CGFloat(width), height: 120)
                    .background(.gray.opacity(0.15))
                }
            }
            .padding()
            // gallery:end
        }
    )

    /// Baselines, an adaptive lazy grid, a concentric container shape and right to left.
    public static let alignmentAndLazyGrid = GalleryEntry(
        name: "alignment-and-lazy-grid",
        title: "Baselines, a lazy grid, container shapes, right to left",
        caption:
            "A status card. Top: a 40-point number and its unit in an HStack aligned on .firstTextBaseline, so both sit on one baseline. Middle: region tags in a LazyVGrid of GridItem(.adaptive(minimum: 72)): in the 296 points inside the card, three 72-point columns fit with 8 between, so each is (296 − 2 × 8) / 3 ≈ 93.3 points and the six tags make two rows. Bottom: the same row twice, left to right and with \\.layoutDirection set to .rightToLeft, which mirrors the stack (the dot and the status move to the right, the build number to the left) but not the glyphs. The white panel is a ContainerRelativeShape inside .containerShape(.rect(cornerRadius: 20)) and 8 points of padding: its corners have radius 12, concentric with the card's.",
        size: CGSize(width: 336, height: 210),
        view: {
            // gallery:begin alignment-and-lazy-grid
            let regions = ["eu-west-1", "eu-north-1", "us-east-1", "us-west-2", "ap-south-1", "sa-east-1"]
            func statusRow() -> some View {
                HStack(spacing: 6) {
                    Circle().fill(.green).frame(width: 8, height: 8)
                    Text("All systems normal").layoutPriority(1)
                    Spacer()
                    Text("#1042").foregroundStyle(.secondary)
                }
                .font(.footnote)
            }
            return VStack(alignment: .leading, spacing: 12) {
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    Text("99.98").font(.system(size: 40, weight: .bold)).monospacedDigit()
                    Text("% uptime").foregroundStyle(.secondary)
                }
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 72))], spacing: 8) {
                    ForEach(regions, id: \.self) { region in
                        Text(region)
                            .font(.caption.monospaced())
                            .frame(maxWidth: .infinity)
                            .padding(.vertical, 5)
                            .background(.blue.opacity(0.15), in: .capsule)
                    }
                }
                statusRow()
                statusRow().environment(\.layoutDirection, .rightToLeft)
            }
            .frame(height: 170, alignment: .top)
            .padding(12)
            .background(.background, in: ContainerRelativeShape())
            .padding(8)
            .background(.gray.opacity(0.25), in: RoundedRectangle(cornerRadius: 20))
            .containerShape(.rect(cornerRadius: 20))
            .frame(width: 336)
            // gallery:end
        }
    )
}
