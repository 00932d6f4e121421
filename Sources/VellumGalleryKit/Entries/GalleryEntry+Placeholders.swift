import Foundation
import Vellum

extension GalleryEntry {
    /// A card, and the same card redacted as a loading placeholder.
    public static let placeholderCard = GalleryEntry(
        name: "placeholder-card",
        title: "A card and its loading placeholder",
        caption:
            "The same card twice, the second with .redacted(reason: .placeholder), SwiftUI's skeleton look while data loads: each line of text becomes a rounded bar as long as the line, the image a rounded block of its frame, both in the foreground style at 16 % (iOS's secondary fill); the status pill is .unredacted(), so it stays. The avatar ring is iOS 17's shape chaining: Circle().fill(…).stroke(…), the stroke drawn over the fill.",
        size: CGSize(width: 320, height: 269.359375),
        view: {
            // gallery:begin placeholder-card
            func card() -> some View {
                HStack(alignment: .top, spacing: 12) {
                    Circle().fill(.orange.gradient).stroke(.white, lineWidth: 3)
                        .frame(width: 44, height: 44)
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Nightly backup").font(.headline)
                        Text("412 GB copied to the vault in 38 minutes").font(.subheadline)
                            .foregroundStyle(.secondary)
                        Text("Done").font(.caption.weight(.semibold)).foregroundStyle(.green)
                            .padding(.horizontal, 8).padding(.vertical, 2)
                            .background(.green.opacity(0.15), in: .capsule)
                            .unredacted()
                    }
                    Image(systemName: "lock.fill").foregroundStyle(.blue)
                }
                .padding(14)
                .frame(width: 280, alignment: .leading)
                .background(.background, in: .rect(cornerRadius: 14))
            }
            return VStack(spacing: 12) {
                card()
                card().redacted(reason: .placeholder)
            }
            .padding(20)
            .background(Color(white: 0.94))
            // gallery:end
        }
    )
}
