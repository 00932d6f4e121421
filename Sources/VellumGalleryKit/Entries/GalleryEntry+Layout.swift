import Foundation
import Vellum

// Layout written by the user: SwiftUI's Layout protocol and GeometryReader. Each view is
// written once; the page shows the lines between its markers (GallerySample).

extension GalleryEntry {
    /// A user-written radial `Layout`.
    public static let radialLayout = GalleryEntry(
        name: "radial-layout",
        title: "Your own Layout: eight dots on a circle",
        caption: "A RadialLayout written exactly as for SwiftUI's Layout protocol: sizeThatFits takes the space it is offered, placeSubviews puts each subview's centre on a circle of radius 80 around the middle of its bounds, the first at 12 o'clock and the rest clockwise, 45° apart. Each subview is a numbered 32-point dot, offered no size and sized by its own frame.",
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
        caption: "The same GeometryReader in three frames, 80, 120 and 160 points wide: it takes the whole frame (shaded) and makes its content for that size, a disc half as wide as the reader, centred, above the width it was given. A GeometryReader puts its content at its top-leading corner, so the content centres itself in a frame of the proxy's size.",
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
}
