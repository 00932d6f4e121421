import Vellum

// The app's entry point: render-previews leaves this file out.
@main
struct DemoApp {
    static func main() throws {
        try ImageRenderer(content: StatusCard(title: "Deploy", progress: 0.7)).write(
            to: URL(fileURLWithPath: "card.png"))
    }
}
