import Foundation
import Testing
import Vellum

private struct Draft: Identifiable {
    let id: Int
}

/// Sheets, covers, alerts and dialogs as app code writes them: presented or not, a render
/// draws the view alone (as SwiftUI's `ImageRenderer` does) and never builds their content.
@Suite struct PresentationTests {
    /// A blue card whose every presentation is up, with content that would draw red.
    struct Presenting: View {
        @State private var sheet = true
        @State private var alerting = true
        @State private var draft: Draft? = Draft(id: 1)
        var body: some View {
            Color.blue.frame(width: 20, height: 10)
                .sheet(isPresented: $sheet) { Color.red }
                .sheet(item: $draft, onDismiss: {}) { _ in Color.red }
                .fullScreenCover(isPresented: $sheet) { Color.red }
                .fullScreenCover(item: $draft) { _ in Color.red }
                .alert("Delete draft?", isPresented: $alerting) {
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                }
                .alert(Text("Saved"), isPresented: $alerting) {
                    Button("OK") {}
                } message: {
                    Text("Your draft is safe.")
                }
                .alert(String("Title"), isPresented: $alerting) { Button("OK") {} }
                .alert(isPresented: $alerting) {
                    Alert(
                        title: Text("Upload failed"), message: Text("Try again later."),
                        primaryButton: .destructive(Text("Retry")), secondaryButton: .cancel())
                }
                .alert(item: $draft) { _ in Alert(title: Text("Draft")) }
                .confirmationDialog("Share", isPresented: $alerting, titleVisibility: .visible) {
                    Button("Copy link") {}
                }
        }
    }

    @Test func aPresentedViewIsDrawnAlone() throws {
        let presented = try ImageRenderer(content: Presenting()).image()
        let plain = try ImageRenderer(content: Color.blue.frame(width: 20, height: 10)).image()
        #expect(presented.width == 20 && presented.height == 10)
        #expect(presented.pixels == plain.pixels)
    }

    @Test func anAlertKeepsItsButtons() {
        let alert = Alert(
            title: Text("Upload failed"), primaryButton: .default(Text("Retry")), secondaryButton: .cancel())
        #expect(alert.buttons.map(\.style) == [.default, .cancel])
        #expect(Alert(title: Text("Done")).buttons.count == 1)
    }
}
