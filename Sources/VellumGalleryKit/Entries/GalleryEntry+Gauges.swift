import Foundation
import Vellum

// Each entry's view is written once; the page shows the lines between its
// `// gallery:begin <name>` and `// gallery:end` markers (GallerySample).

extension GalleryEntry {
    /// Gauges, timers and animation frames, in page order.
    public static let gauges: [GalleryEntry] = [
        .circularGauges,
        .linearGauges,
        .timerProgress,
        .spinnerFrames,
        .spinnerAnimation
    ]

    /// The accessory circular styles.
    public static let circularGauges = GalleryEntry(
        name: "gauges-circular",
        title: "Circular gauges",
        caption:
            "accessoryCircular (set once on the stack) and accessoryCircularCapacity (set on the last two gauges: the innermost style wins), at Apple's 58-point accessory size, rendered at scale 2. First: 72 in 50…90 with a Gradient tint that runs along the 270° arc from the lower-left end, a dot at the value set off by a gap, the value in the middle and the bounds in the opening. Second: the default tint, with the label in the opening. Third and fourth: closed rings filled clockwise from 12 o'clock over a system grey 5 track, tinted green and with a yellow-to-red gradient; 100% is shrunk to fit inside the ring.",
        size: CGSize(width: 312, height: 90),
        scale: 2,
        view: {
            // gallery:begin gauges-circular
            HStack(spacing: 16) {
                Gauge(value: 72, in: 50...90) {
                    Text("°F")
                } currentValueLabel: {
                    Text("72")
                } minimumValueLabel: {
                    Text("50")
                } maximumValueLabel: {
                    Text("90")
                }
                .tint(Gradient(colors: [.blue, .green, .yellow, .orange, .red]))
                Gauge(value: 0.4) {
                    Text("BPM")
                } currentValueLabel: {
                    Text("96")
                }
                Gauge(value: 0.42) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("42")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(.green)
                Gauge(value: 1) {
                    Text("Storage")
                } currentValueLabel: {
                    Text("100%")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(Gradient(colors: [.yellow, .red]))
            }
            .gaugeStyle(.accessoryCircular)
            .padding()
            // gallery:end
        }
    )

    /// The linear styles.
    public static let linearGauges = GalleryEntry(
        name: "gauges-linear",
        title: "Linear gauges",
        caption:
            "The automatic style (linearCapacity on iOS): the label above, the bounds beside a 6-point capsule filled to 40 %, the current value below. accessoryLinear: the label and value above a 5-point bar painted whole with a blue-to-red gradient, with a dot at 18 in 10…30. accessoryLinearCapacity: a 5-point bar filled to 80 %. A value of 130 in 0…100 is clamped to a full bar.",
        size: CGSize(width: 320, height: 224.4375),
        view: {
            // gallery:begin gauges-linear
            VStack(alignment: .leading, spacing: 20) {
                Gauge(value: 0.4) {
                    Text("Battery Level")
                } currentValueLabel: {
                    Text("40%")
                } minimumValueLabel: {
                    Text("0%")
                } maximumValueLabel: {
                    Text("100%")
                }
                Gauge(value: 18, in: 10...30) {
                    Text("Temperature")
                } currentValueLabel: {
                    Text("18°")
                } minimumValueLabel: {
                    Text("10")
                } maximumValueLabel: {
                    Text("30")
                }
                .gaugeStyle(.accessoryLinear)
                .tint(Gradient(colors: [.blue, .yellow, .red]))
                Gauge(value: 0.8) {
                    Text("Storage")
                } currentValueLabel: {
                    Text("80%")
                }
                .gaugeStyle(.accessoryLinearCapacity)
                Gauge(value: 130, in: 0...100) {
                    Text("Clamped")
                }
                .gaugeStyle(.accessoryLinearCapacity)
                .tint(.orange)
            }
            .padding()
            .frame(width: 320)
            // gallery:end
        }
    )

    /// Timer progress views at chosen moments.
    public static let timerProgress = GalleryEntry(
        name: "timer-progress",
        title: "Timers at chosen moments",
        caption:
            "ProgressView(timerInterval:) for a four-minute timer, drawn at the environment's now: at the start (full, 4:00 left), 90 s in (2:30 left), three minutes in (1:00 left) and at the end (empty, 0:00); the timer text counts whole seconds left, rounded up. Counting down is SwiftUI's default; the last bar counts up from the start (90 s passed, 1:30).",
        size: CGSize(width: 300, height: 316.7890625),
        view: {
            // gallery:begin timer-progress
            let start = Date(timeIntervalSince1970: 1_700_000_000)
            let tea = start...start.addingTimeInterval(240)
            return VStack(alignment: .leading, spacing: 14) {
                ForEach([0.0, 90, 180, 240], id: \.self) { seconds in
                    ProgressView(timerInterval: tea) {
                        Text("Tea, \(Int(seconds)) s in")
                    }
                    .environment(\.now, start.addingTimeInterval(seconds))
                }
                ProgressView(timerInterval: tea, countsDown: false) {
                    Text("Counting up, 90 s in")
                }
                .environment(\.now, start.addingTimeInterval(90))
            }
            .padding()
            .frame(width: 300)
            // gallery:end
        }
    )

    /// The spinner's eight frames.
    public static let spinnerFrames = GalleryEntry(
        name: "spinner-frames",
        title: "Spinner frames",
        caption:
            "The indeterminate spinner at animation phases 0, 1/8, …, 7/8 (the environment's animationPhase, what ImageRenderer's pngFrames(count: 8) and apngData() set for each frame): each frame is the first turned clockwise by one more eighth, UIKit's eight positions. Rendered at scale 2.",
        size: CGSize(width: 276, height: 52),
        scale: 2,
        view: {
            // gallery:begin spinner-frames
            HStack(spacing: 12) {
                ForEach(0..<8) { k in
                    ProgressView()
                        .environment(\.animationPhase, Double(k) / 8)
                }
            }
            .padding()
            // gallery:end
        }
    )

    /// The spinner as an animation.
    public static let spinnerAnimation = GalleryEntry(
        name: "spinner-animated",
        title: "An animated spinner",
        caption:
            "The same view three ways: the still PNG and SVG (the first frame), an animated PNG of ImageRenderer's apngData(frameCount: 8) (acTL, fcTL and fdAT chunks; later frames store only the spinner's square; a plain PNG decoder shows the first frame), and animatedSVGData(), where SMIL's animateTransform turns the spinner's group about its centre in eight jumps a second. Renderers that do not animate, such as librsvg, draw the still picture. Rendered at scale 2.",
        size: CGSize(width: 129.072265625, height: 52),
        scale: 2,
        animationFrameCount: 8,
        view: {
            // gallery:begin spinner-animated
            HStack(spacing: 10) {
                ProgressView()
                Text("Loading")
            }
            .padding()
            // gallery:end
        }
    )
}
