import Foundation
import Vellum

// Views as real SwiftUI code writes them: invisible until they appear, then animated in.
// Each entry's view is written once; the page shows the lines between its markers.

extension GalleryEntry {
    /// The animated gallery, in page order.
    public static let animated: [GalleryEntry] = [
        .appearingRing,
        .growingBars,
    ]

    /// A ring that fills when it appears.
    public static let appearingRing = GalleryEntry(
        name: "appearing-ring",
        title: "A ring that fills when it appears",
        caption: "A @State trim starts at 0 and onAppear sets it to 0.72 inside withAnimation(.easeOut(duration: 1)): the still shows 72 %, as a person sees the ring once it has settled; the APNG draws 30 frames of the easing, fast at first and slow at the end. The percentage is Text(trim, format: .percent) of the same state, so it counts up with the ring.",
        size: CGSize(width: 120, height: 120), scale: 2, appearFrameCount: 30,
        view: {
            // gallery:begin appearing-ring
            struct AppearingRing: View {
                @State private var trim = 0.0
                var body: some View {
                    ZStack {
                        Circle().stroke(.gray.opacity(0.2), lineWidth: 12)
                        Circle()
                            .trim(from: 0, to: trim)
                            .stroke(.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                            .rotationEffect(.degrees(-90))
                        Text(trim, format: .percent.precision(.fractionLength(0)))
                            .font(.title3.bold())
                            .monospacedDigit()
                    }
                    .padding(14)
                    .onAppear {
                        withAnimation(.easeOut(duration: 1)) { trim = 0.72 }
                    }
                }
            }
            return AppearingRing()
                .frame(width: 120, height: 120)
                .environment(\.locale, Locale(identifier: "en_US"))
            // gallery:end
        }
    )

    /// Bars that grow with a spring.
    public static let growingBars = GalleryEntry(
        name: "growing-bars",
        title: "Bars that grow with a spring",
        caption: "Six bars whose heights are the values times a @State scale that onAppear moves from 0 to 1 with withAnimation(.bouncy): the still shows the values; the APNG's frames follow the spring, overshooting a little before they settle. A ViewModifier gives the chart its card.",
        size: CGSize(width: 240, height: 140), scale: 2, appearFrameCount: 30,
        view: {
            // gallery:begin growing-bars
            struct Card: ViewModifier {
                func body(content: Content) -> some View {
                    content.padding(12).background(.background.secondary, in: RoundedRectangle(cornerRadius: 12))
                }
            }
            struct GrowingBars: View {
                let values: [Double] = [0.35, 0.6, 0.45, 0.8, 0.65, 0.95]
                @State private var scale = 0.0
                var body: some View {
                    HStack(alignment: .bottom, spacing: 8) {
                        ForEach(values.indices, id: \.self) { index in
                            RoundedRectangle(cornerRadius: 4)
                                .fill(.blue.gradient)
                                .frame(width: 26, height: 100 * values[index] * scale)
                        }
                    }
                    .frame(height: 100, alignment: .bottom)
                    .modifier(Card())
                    .onAppear {
                        withAnimation(.bouncy) { scale = 1 }
                    }
                }
            }
            return GrowingBars().frame(width: 240, height: 140)
            // gallery:end
        }
    )
}
