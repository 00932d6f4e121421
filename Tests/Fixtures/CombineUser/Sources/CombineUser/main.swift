import Combine
import Foundation
import Vellum

// Renders the loader (a still and its appear animation) and checks, from outside Vellum, that
// a timer counted in @State ticks on the render's clock: none in a still, two by 0.5 s.

struct TickProbe: View {
    @State private var ticks = 0
    @State private var shown = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.black.frame(width: CGFloat(ticks * 10), height: 10)
            Color.red.frame(width: 2, height: 2).opacity(shown ? 1 : 0)
        }
        .frame(width: 40, alignment: .leading)
        .onReceive(Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()) { _ in ticks += 1 }
        .onAppear { withAnimation(.linear(duration: 0.5)) { shown = true } }
    }
}

func barWidth(_ image: RasterImage) -> Int { (0..<image.width).filter { image.rgba(x: $0, y: 5).alpha > 128 }.count }

let moment = Date(timeIntervalSince1970: 0)
let probe = ImageRenderer(content: TickProbe())
probe.now = moment
let widths = [barWidth(try probe.image())] + (try probe.appearAnimationImages(count: 3)).map(barWidth)
guard widths == [0, 0, 10, 20] else {
    print("tick probe: expected [0, 0, 10, 20], got \(widths)")
    exit(1)
}

let loader = ImageRenderer(content: LoaderView().environmentObject(Settings()))
loader.now = moment
let out = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : NSTemporaryDirectory()
try loader.write(to: URL(fileURLWithPath: out).appendingPathComponent("loader.png"))
guard let apng = try loader.appearAnimationAPNGData(frameCount: 5) else {
    print("loader: no appear animation")
    exit(1)
}
try apng.write(to: URL(fileURLWithPath: out).appendingPathComponent("loader.appear.png"))
print("tick probe \(widths); loader written to \(out)")
