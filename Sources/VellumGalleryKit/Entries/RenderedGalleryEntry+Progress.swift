import Foundation
import Vellum

// As in RenderedGalleryEntry+Rendering.swift: each view is written once as the `view`
// closure and once, identically, as the `snippet` text; VellumGalleryTests checks they agree.

extension RenderedGalleryEntry {
    /// Progress views, in page order.
    public static let progress: [RenderedGalleryEntry] = [
        .builtInProgressStyles,
    ]

    /// Built-in styles.
    public static let builtInProgressStyles = RenderedGalleryEntry(
        name: "progress-built-in",
        title: "Built-in styles",
        caption: "The automatic and linear style (a 4-point capsule track in system grey 5, filled from the leading edge with the tint, the label above) at 0, 1 %, 50 %, 99 % and 100 %, then indeterminate (the spinner, label below); the circular style as a ring filled clockwise from 12 o'clock at the same values, and its spinner; a bar tinted red.",
        size: CGSize(width: 360, height: 378.703125),
        snippet: #"""
            VStack(alignment: .leading, spacing: 14) {
                ForEach([0, 0.01, 0.5, 0.99, 1], id: \.self) { value in
                    ProgressView("Linear at \(Int(value * 100))%", value: value)
                }
                ProgressView("Automatic, indeterminate")
                HStack(spacing: 14) {
                    ForEach([0, 0.01, 0.5, 0.99, 1], id: \.self) { value in
                        ProgressView(value: value).progressViewStyle(.circular).frame(width: 40, height: 40)
                    }
                    ProgressView().progressViewStyle(.circular).frame(width: 40, height: 40)
                }
                ProgressView("Tinted red", value: 0.42).tint(.red)
            }
            .padding()
            .frame(width: 360)
            """#,
        view: {
            VStack(alignment: .leading, spacing: 14) {
                ForEach([0, 0.01, 0.5, 0.99, 1], id: \.self) { value in
                    ProgressView("Linear at \(Int(value * 100))%", value: value)
                }
                ProgressView("Automatic, indeterminate")
                HStack(spacing: 14) {
                    ForEach([0, 0.01, 0.5, 0.99, 1], id: \.self) { value in
                        ProgressView(value: value).progressViewStyle(.circular).frame(width: 40, height: 40)
                    }
                    ProgressView().progressViewStyle(.circular).frame(width: 40, height: 40)
                }
                ProgressView("Tinted red", value: 0.42).tint(.red)
            }
            .padding()
            .frame(width: 360)
        }
    )
}
