import Vellum

/// A build's status: a title, a ring and a bar.
struct StatusCard: View {
    var title: String
    var progress: Double

    var body: some View {
        HStack(spacing: 12) {
            ZStack {
                Circle().stroke(.gray.opacity(0.3), lineWidth: 6)
                Circle().trim(from: 0, to: progress).stroke(.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            }
            .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 4) {
                Text(title).font(.headline)
                Text("\(Int(progress * 100)) % done").font(.caption).foregroundStyle(.secondary)
            }
        }
        .padding(12)
        .background(.background, in: RoundedRectangle(cornerRadius: 12))
        .overlay(RoundedRectangle(cornerRadius: 12).stroke(.gray.opacity(0.4)))
    }
}

#Preview("Status card", traits: .sizeThatFitsLayout) {
    StatusCard(title: "Deploy", progress: 0.7).padding()
}

#Preview {
    StatusCard(title: "Tests", progress: 0.25)
}

#Preview("Wide", traits: .fixedLayout(width: 320, height: 120)) {
    @Previewable @State var progress = 0.5
    StatusCard(title: "Upload", progress: progress).onAppear { progress = 0.9 }
}

#Preview(traits: .landscapeLeft) {
    VStack(spacing: 8) {
        StatusCard(title: "Build", progress: 1)
        StatusCard(title: "Lint", progress: 0.4)
    }
}
