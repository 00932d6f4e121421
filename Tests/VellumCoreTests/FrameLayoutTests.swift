import Foundation
import Testing
import VellumGeometry

@testable import VellumCore

/// The frames subviews are placed at, read as SwiftUI code reads them: a `GeometryReader` in
/// each one's background, asked for its frame in the render's (global) space. The text is
/// shaped by `BoxShaper` (a character is `size / 2` wide, a line `1.25 × size` tall, the
/// baseline at the bottom of the line), so every frame is arithmetic; each expected value is
/// worked out by SwiftUI's rules in the comment beside it.
@Suite("Layout: the frames of placed subviews")
struct FrameLayoutTests {
    /// Where each named view was placed, as its background's reader saw it on the last pass.
    final class FrameLog: @unchecked Sendable {
        private let lock = NSLock()
        private var frames: [String: CGRect] = [:]

        func record(_ name: String, _ frame: CGRect) {
            lock.lock()
            frames[name] = frame
            lock.unlock()
        }

        subscript(_ name: String) -> CGRect? {
            lock.lock()
            defer { lock.unlock() }
            return frames[name]
        }
    }

    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.textShaper = BoxShaper()
        return environment
    }

    /// Lays `view` out for `proposal` and draws it; returns the root's size and the log.
    private func layOut<V: View>(
        _ proposal: ProposedViewSize = .unspecified,
        _ view: (FrameLog) -> V
    ) -> (size: CGSize, frames: FrameLog) {
        let log = FrameLog()
        let drawing = ViewTree.drawing(of: view(log), proposal: proposal, environment: environment)
        return (drawing.size, log)
    }

    private static func text(_ string: String, _ size: CGFloat) -> some View {
        Text(string).font(.system(size: size))
    }

    private static func box(_ width: CGFloat, _ height: CGFloat) -> some View {
        Color.red.frame(width: width, height: height)
    }

    // MARK: Stacks

    @Test func hStackCentresVerticallyAndSpacesExactly() {
        let (size, frames) = layOut { log in
            HStack(spacing: 4) {
                Self.box(20, 10).logFrame("a", log)
                Self.text("ab", 20).logFrame("b", log) // 2 × 10 wide, 25 tall
                Self.box(30, 30).logFrame("c", log)
            }
        }
        // 20 + 4 + 20 + 4 + 30 wide, as tall as the tallest; each centred on y = 15.
        #expect(size == CGSize(width: 78, height: 30))
        #expect(frames["a"] == CGRect(x: 0, y: 10, width: 20, height: 10))
        #expect(frames["b"] == CGRect(x: 24, y: 2.5, width: 20, height: 25))
        #expect(frames["c"] == CGRect(x: 48, y: 0, width: 30, height: 30))
    }

    @Test(arguments: [
        (HorizontalAlignment.leading, [0, 0, 0] as [CGFloat]),
        (.center, [10, 0, 15]), (.trailing, [20, 0, 30])
    ])
    func vStackAlignsHorizontally(_ alignment: HorizontalAlignment, _ xs: [CGFloat]) {
        let (size, frames) = layOut { log in
            VStack(alignment: alignment, spacing: 6) {
                Self.text("abcdef", 10).logFrame("a", log) // 30 × 12.5
                Self.box(50, 20).logFrame("b", log)
                Self.text("ab", 20).logFrame("c", log) // 20 × 25
            }
        }
        // As wide as the widest (50); 12.5 + 6 + 20 + 6 + 25 tall. x is 0, half the slack
        // (50 − w) / 2, or all of it.
        #expect(size == CGSize(width: 50, height: 69.5))
        #expect(frames["a"] == CGRect(x: xs[0], y: 0, width: 30, height: 12.5))
        #expect(frames["b"] == CGRect(x: xs[1], y: 18.5, width: 50, height: 20))
        #expect(frames["c"] == CGRect(x: xs[2], y: 44.5, width: 20, height: 25))
    }

    @Test func hStackAlignsTextBaselines() {
        let (size, frames) = layOut { log in
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Self.text("ab", 20).logFrame("big", log) // baseline 25 below its top
                Self.text("cde", 10).logFrame("small", log) // baseline 12.5 below its top
            }
        }
        // The small text's top goes 25 − 12.5 below the big one's.
        #expect(size == CGSize(width: 39, height: 25))
        #expect(frames["big"] == CGRect(x: 0, y: 0, width: 20, height: 25))
        #expect(frames["small"] == CGRect(x: 24, y: 12.5, width: 15, height: 12.5))
    }

    @Test func zStackAlignsEveryLayer() {
        let (size, frames) = layOut { log in
            ZStack(alignment: .topTrailing) {
                Self.box(60, 40).logFrame("back", log)
                Self.text("a", 20).logFrame("front", log) // 10 × 25
            }
        }
        #expect(size == CGSize(width: 60, height: 40))
        #expect(frames["back"] == CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(frames["front"] == CGRect(x: 50, y: 0, width: 10, height: 25))
    }

    @Test func alignmentGuideMovesOneView() {
        let (size, frames) = layOut { log in
            VStack(alignment: .leading, spacing: 0) {
                Self.box(20, 10).logFrame("plain", log)
                Self.box(20, 10).alignmentGuide(.leading) { $0.width / 2 }.logFrame("moved", log)
            }
        }
        // The second's leading guide is its middle: its x = 10 lines up with the first's
        // x = 0, so it starts 10 left of the first and the stack is 30 wide.
        #expect(size == CGSize(width: 30, height: 20))
        #expect(frames["plain"] == CGRect(x: 10, y: 0, width: 20, height: 10))
        #expect(frames["moved"] == CGRect(x: 0, y: 10, width: 20, height: 10))
    }

    // MARK: Spacers and flexible views

    @Test func spacersShareTheSlackEqually() {
        let (size, frames) = layOut { log in
            HStack(spacing: 0) {
                Spacer()
                Self.box(10, 10).logFrame("a", log)
                Spacer()
                Spacer()
                Self.box(20, 10).logFrame("b", log)
            }
            .frame(width: 100)
        }
        // 100 − 30 = 70 among three spacers: 70/3 before a, 140/3 between a and b.
        #expect(size == CGSize(width: 100, height: 10))
        let a = try! #require(frames["a"]), b = try! #require(frames["b"])
        #expect(abs(a.minX - 70.0 / 3) < 1e-9)
        #expect(abs(a.width - 10) < 1e-9 && a.height == 10 && a.minY == 0)
        #expect(abs(b.minX - 80) < 1e-9)
        #expect(abs(b.width - 20) < 1e-9 && b.height == 10 && b.minY == 0)
    }

    @Test func spacerKeepsItsMinimumLength() {
        let (size, frames) = layOut { log in
            HStack(spacing: 0) {
                Self.box(10, 10).logFrame("a", log)
                Spacer(minLength: 12)
                Self.box(20, 10).logFrame("b", log)
            }
        }
        // Unspecified width: the spacer is only its minimum.
        #expect(size == CGSize(width: 42, height: 10))
        #expect(frames["a"] == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(frames["b"] == CGRect(x: 22, y: 0, width: 20, height: 10))
    }

    @Test func leastFlexibleChildIsOfferedItsShareFirst() {
        let (size, frames) = layOut { log in
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 10, maxWidth: 30).logFrame("capped", log)
                Color.blue.logFrame("free", log)
            }
            .frame(width: 100, height: 10)
        }
        // SwiftUI's order: the capped colour (flexibility 20) is offered 100 / 2 and takes 30;
        // the free one is offered the 70 left.
        #expect(size == CGSize(width: 100, height: 10))
        #expect(frames["capped"] == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(frames["free"] == CGRect(x: 30, y: 0, width: 70, height: 10))
    }

    @Test func layoutPriorityIsOfferedTheSpaceFirst() {
        let (_, frames) = layOut { log in
            HStack(spacing: 0) {
                Self.text("abcdef", 20).logFrame("low", log) // ideal 60
                Color.blue.frame(minWidth: 10).layoutPriority(1).logFrame("high", log)
            }
            .frame(width: 100, height: 30)
        }
        // The colour is offered 100 less the text's minimum (the shaper's width, 60, as the
        // box shaper never wraps), takes 40, and the text is offered the 60 left.
        #expect(frames["high"] == CGRect(x: 60, y: 0, width: 40, height: 30))
        #expect(frames["low"] == CGRect(x: 0, y: 2.5, width: 60, height: 25))
    }

    // MARK: Frames and padding

    @Test(arguments: [
        (Alignment.topLeading, CGPoint(x: 0, y: 0)), (.center, CGPoint(x: 40, y: 20)),
        (.bottomTrailing, CGPoint(x: 80, y: 40)), (.leading, CGPoint(x: 0, y: 20)),
        (.bottom, CGPoint(x: 40, y: 40))
    ])
    func fixedFrameAlignsItsChild(_ alignment: Alignment, _ origin: CGPoint) {
        let (size, frames) = layOut { log in
            Self.box(20, 10).logFrame("child", log).frame(width: 100, height: 50, alignment: alignment).logFrame(
                "frame", log)
        }
        #expect(size == CGSize(width: 100, height: 50))
        #expect(frames["frame"] == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(frames["child"] == CGRect(origin: origin, size: CGSize(width: 20, height: 10)))
    }

    @Test func flexibleFramesAlignTextInTheFullWidth() {
        let (size, frames) = layOut { log in
            VStack(spacing: 0) {
                Self.text("ab", 20).logFrame("left", log).frame(maxWidth: .infinity, alignment: .leading)
                Self.text("abcd", 20).logFrame("right", log).frame(maxWidth: .infinity, alignment: .trailing)
            }
            .frame(width: 100)
        }
        #expect(size == CGSize(width: 100, height: 50))
        #expect(frames["left"] == CGRect(x: 0, y: 0, width: 20, height: 25))
        #expect(frames["right"] == CGRect(x: 60, y: 25, width: 40, height: 25))
    }

    @Test func paddingInsetsByEachEdge() {
        let (size, frames) = layOut { log in
            HStack(spacing: 0) {
                Self.box(10, 10).logFrame("before", log)
                Self.text("ab", 20).logFrame("text", log)
                    .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                    .logFrame("padded", log)
            }
        }
        // The padded text is 2 + 20 + 4 wide and 1 + 25 + 3 tall; the box is centred on it.
        #expect(size == CGSize(width: 36, height: 29))
        #expect(frames["before"] == CGRect(x: 0, y: 9.5, width: 10, height: 10))
        #expect(frames["padded"] == CGRect(x: 10, y: 0, width: 26, height: 29))
        #expect(frames["text"] == CGRect(x: 12, y: 1, width: 20, height: 25))
    }

    @Test func defaultPaddingIsSixteen() {
        let (size, frames) = layOut { log in
            Self.text("abc", 10).logFrame("text", log).padding()
        }
        // 15 × 12.5 and 16 on every side.
        #expect(size == CGSize(width: 47, height: 44.5))
        #expect(frames["text"] == CGRect(x: 16, y: 16, width: 15, height: 12.5))
    }

    @Test func nestedStacksComposeOffsets() {
        let (size, frames) = layOut { log in
            VStack(alignment: .trailing, spacing: 5) {
                HStack(spacing: 3) {
                    Self.text("a", 10).logFrame("a", log) // 5 × 12.5
                    Self.box(10, 20).logFrame("box", log)
                }
                .padding(4)
                Self.text("abcdefgh", 10).logFrame("long", log) // 40 × 12.5
            }
        }
        // Row: 5 + 3 + 10 = 18 × 20, padded to 26 × 28, right-aligned in a 40-wide column:
        // its origin is (14, 0), its content's (18, 4); the text is centred on the box.
        #expect(size == CGSize(width: 40, height: 45.5))
        #expect(frames["a"] == CGRect(x: 18, y: 7.75, width: 5, height: 12.5))
        #expect(frames["box"] == CGRect(x: 26, y: 4, width: 10, height: 20))
        #expect(frames["long"] == CGRect(x: 0, y: 33, width: 40, height: 12.5))
    }
}

extension View {
    /// Logs this view's frame in the render under `name`, from a reader in its background
    /// (which is offered the view's size and changes nothing about its layout).
    fileprivate func logFrame(_ name: String, _ log: FrameLayoutTests.FrameLog) -> some View {
        background(
            GeometryReader { proxy in
                let _ = log.record(name, proxy.frame(in: .global))
                Color.clear
            })
    }
}
