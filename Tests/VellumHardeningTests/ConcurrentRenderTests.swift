import Foundation
import Testing
import Vellum
import VellumReferenceScenes

/// The views the concurrency and soak checks render: the five reference scenes (Canvas
/// drawings), text, and progress views with labels.
enum HardeningViews {
    static let names =
        ReferenceScene.all.map(\.name) + ["text", "wrapped-text", "progress-ring", "progress-bar", "gauge"]

    /// View number `index` of ``names``.
    static func view(_ index: Int) -> AnyView {
        let scenes = ReferenceScene.all
        if index < scenes.count { return AnyView(scenes[index].view().frame(width: 256, height: 256)) }
        switch names[index] {
        case "text": return AnyView(Text("Grüße, 世界 — 42% ✓").font(.title).padding(4))
        case "wrapped-text":
            return AnyView(Text("The quick brown fox jumps over the lazy dog, again and again.").frame(width: 120))
        case "progress-ring":
            return AnyView(
                ProgressView(value: 0.42).progressViewStyle(.circular).overlay { Text("42%") }.frame(
                    width: 128, height: 128))
        case "progress-bar":
            return AnyView(ProgressView("Upload", value: 42, total: 100).progressViewStyle(.linear).frame(width: 200))
        default:
            return AnyView(
                Gauge(value: 0.7) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("70%")
                }
                .gaugeStyle(.accessoryCircularCapacity).frame(width: 96, height: 96))
        }
    }

    /// PNG and SVG bytes of view `index`.
    static func render(_ index: Int) throws -> (png: Data, svg: Data) {
        let renderer = ImageRenderer(content: view(index))
        renderer.scale = 2
        return (try renderer.pngData(), try renderer.svgData())
    }
}

/// Renders from 16 concurrent tasks give the same bytes as serial renders (PNG and SVG).
/// `swift test --sanitize=thread --filter ConcurrentRenderTests` runs this under TSan.
@Suite struct ConcurrentRenderTests {
    @Test func sixteenTasksMatchSerialRenders() async throws {
        let count = HardeningViews.names.count
        let serial = try (0..<count).map { try HardeningViews.render($0) }
        // 16 tasks; each renders every view, starting at a different one, twice over, so the
        // same view and different views are in flight at once.
        let results = try await withThrowingTaskGroup(of: [(Int, Data, Data)].self) { group in
            for task in 0..<16 {
                group.addTask {
                    var out: [(Int, Data, Data)] = []
                    for step in 0..<(2 * count) {
                        let index = (task + step) % count
                        let (png, svg) = try HardeningViews.render(index)
                        out.append((index, png, svg))
                    }
                    return out
                }
            }
            var all: [(Int, Data, Data)] = []
            for try await part in group { all += part }
            return all
        }
        #expect(results.count == 16 * 2 * count)
        for (index, png, svg) in results {
            #expect(png == serial[index].png, "\(HardeningViews.names[index]) PNG differs")
            #expect(svg == serial[index].svg, "\(HardeningViews.names[index]) SVG differs")
        }
    }

    /// The same renderer object, shared by 16 tasks (its properties are not changed).
    @Test func oneRendererSharedByTasks() async throws {
        let renderer = ImageRenderer(content: ProgressView(value: 0.3) { Text("Shared") }.frame(width: 100, height: 40))
        let png = try renderer.pngData(), svg = try renderer.svgString()
        nonisolated(unsafe) let shared = renderer
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<16 {
                group.addTask { try shared.pngData() == png && shared.svgString() == svg }
            }
            for try await same in group { #expect(same) }
        }
    }
}
