import Combine
import Foundation

extension View {
    /// Runs `action` with each value `publisher` sends, as SwiftUI's: the render subscribes
    /// when the view appears and keeps the subscription until it ends. What the publisher sends
    /// while the render runs (the current value of a `CurrentValueSubject` or of a model's
    /// `$property`, a `Just`, a subject sent to in `onAppear` or `.task`) runs `action` after
    /// the pass, and the next pass draws what it set.
    ///
    /// `Timer.publish(every:on:in:).autoconnect()` ticks on the render's clock, not a run
    /// loop's: a still shows the view before its first tick, and each frame of an appear
    /// animation (``ImageRenderer/appearAnimationImages(count:)``) shows it after the ticks
    /// due by that frame's moment. Values sent on other threads (the main queue, a real
    /// timer) are not waited for; docs/combine.md has the details.
    ///
    /// ```swift
    /// struct Stopwatch: View {
    ///     @State private var ticks = 0
    ///     let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    ///     var body: some View {
    ///         Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
    ///     }
    /// }
    /// ```
    public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P: Publisher, P.Failure == Never {
        ModifiedNodes(self) { node, environment in
            if let session = RenderContext.session {
                session.receive(publisher, at: session.slot(), in: environment, action)
            }
            return node
        }
    }
}
