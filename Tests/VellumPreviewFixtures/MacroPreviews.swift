import Vellum

// Previews as SwiftUI code writes them: the tests find each by its line, so add new ones at
// the end of the file.

#Preview("Red bar", traits: .sizeThatFitsLayout) {
    Rectangle().fill(.red).frame(width: 40, height: 30)
}

#Preview {
    Circle().fill(.blue).frame(width: 100, height: 100)
}

#Preview("Fixed", traits: .fixedLayout(width: 200, height: 100)) {
    Color.green.frame(width: 50, height: 50)
}

#Preview("Landscape", traits: .landscapeLeft) {
    Color.orange.frame(width: 60, height: 20)
}

#Preview("Returns", traits: PreviewTrait(.sizeThatFitsLayout)) {
    let side = 24.0
    return Rectangle().fill(.purple).frame(width: side, height: side)
}

#Preview("Two views", traits: .sizeThatFitsLayout) {
    Color.red.frame(width: 10, height: 10)
    Color.blue.frame(width: 10, height: 10)
}

#Preview("Counter", traits: .sizeThatFitsLayout) {
    @Previewable @State var count = 3
    @Previewable @State var height = 10.0
    Bars(count: $count).frame(height: height)
}

#Preview("Counter that returns", traits: .fixedLayout(width: 100, height: 40), .landscapeRight) {
    @Previewable @State var width: CGFloat = 30
    let colour = Color.teal
    return colour.frame(width: width, height: 20).onAppear { width = 70 }
}

/// `count` black squares, 10 points apart.
struct Bars: View {
    @Binding var count: Int
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<count) { index in
                Rectangle().fill(index.isMultiple(of: 2) ? Color.black : Color.gray).frame(width: 10)
            }
        }
    }
}
