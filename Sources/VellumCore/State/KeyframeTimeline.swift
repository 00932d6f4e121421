import Foundation
import VellumGeometry

/// How a value changes over time, described by keyframes, as SwiftUI's `KeyframeTimeline`
/// (iOS 17): the tracks of its content, each a sequence of keyframes for one property,
/// evaluated at any time. ``KeyframeAnimator`` draws its content with the value at each moment.
///
/// Each track starts from the initial value's property; a track that ends before the others
/// holds its last keyframe's value, and tracks that change the same property are applied in
/// order, so the last wins.
///
/// ```swift
/// struct Values { var scale = 1.0; var angle = Angle.zero }
/// let timeline = KeyframeTimeline(initialValue: Values()) {
///     KeyframeTrack(\.scale) {
///         LinearKeyframe(1.4, duration: 0.2)
///         SpringKeyframe(1.0, spring: .bouncy)
///     }
///     KeyframeTrack(\.angle) { CubicKeyframe(.degrees(20), duration: 0.4) }
/// }
/// timeline.duration             // the longest track
/// timeline.value(time: 0.1)     // scale 1.2
/// ```
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [KeyframeTrackPlan<Value>]

    /// The timeline of `content`, starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content())
    }

    /// The timeline of `keyframes`, starting from `initialValue`.
    init(initialValue: Value, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = keyframePlans(of: keyframes, initialValue: initialValue)
    }

    /// The length of the longest track, in seconds.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds into the timeline (clamped to 0…``duration``).
    public func value(time: Double) -> Value {
        let t = time.isNaN ? 0 : min(max(time, 0), duration)
        var value = initialValue
        for track in tracks { track.write(&value, t) }
        return value
    }

    /// The value at `progress` (0…1) of the timeline's ``duration``.
    public func value(progress: Double) -> Value {
        value(time: (progress.isNaN ? 0 : progress) * duration)
    }
}

/// One track resolved against an initial value: its length, and how it sets its property of
/// the whole value at a time.
struct KeyframeTrackPlan<Root> {
    let duration: Double
    let write: (inout Root, Double) -> Void
}

/// One keyframe as a track plays it: where it goes, over how long, and how.
struct KeyframeSegment<Value: Animatable> {
    enum Curve {
        case linear(UnitCurve)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case spring(Spring, startVelocity: Value?)
        case move
    }

    let to: Value
    let duration: Double
    let curve: Curve

    init(to: Value, duration: Double, curve: Curve) {
        self.to = to
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.curve = curve
    }

    /// The start velocity the keyframe asks for, if any.
    var explicitStartVelocity: Value.AnimatableData? {
        switch curve {
        case .cubic(let start, _), .spring(_, let start): start?.animatableData
        case .linear, .move: nil
        }
    }
}

extension KeyframeSegment: Sendable where Value: Sendable {}
extension KeyframeSegment.Curve: Sendable where Value: Sendable {}

/// A track's keyframes laid out on its timeline from a starting value: when each starts,
/// and the velocities at its ends. Velocities nobody gave keep the motion smooth: a keyframe
/// starts at the velocity the one before ended with (the first at rest), and a cubic
/// keyframe ends at the velocity the next starts with: the Catmull-Rom tangent through its
/// neighbours when that one is cubic or a spring, a linear keyframe's slope, or rest.
struct KeyframeTrackCurve<Value: Animatable> {
    typealias Data = Value.AnimatableData

    private struct Piece {
        let segment: KeyframeSegment<Value>
        let start: Double
        let from: Data
        let startVelocity: Data
        let endVelocity: Data
    }

    private let initial: Value
    private let pieces: [Piece]
    let duration: Double

    init(initial: Value, segments: [KeyframeSegment<Value>]) {
        self.initial = initial
        var points = [initial.animatableData], times = [0.0]
        for segment in segments {
            points.append(segment.to.animatableData)
            times.append(times[times.count - 1] + segment.duration)
        }
        /// The slope of a linear keyframe `k` (1-based) at `progress`.
        func linearVelocity(_ k: Int, _ curve: UnitCurve, at progress: Double) -> Data {
            let length = times[k] - times[k - 1], slope = curve.velocity(at: progress)
            guard length > 0, slope.isFinite else { return .zero }
            return (points[k] - points[k - 1]).scaled(by: slope / length)
        }
        /// The Catmull-Rom tangent at point `j`, between keyframes `j` and `j + 1`.
        func tangent(_ j: Int) -> Data {
            let span = times[j + 1] - times[j - 1]
            return span > 0 ? (points[j + 1] - points[j - 1]).scaled(by: 1 / span) : .zero
        }
        /// The velocity keyframe `k + 1` starts with, as a cubic keyframe `k` ends into it.
        func nextStart(_ k: Int) -> Data {
            guard k < segments.count else { return .zero }
            let next = segments[k]
            switch next.curve {
            case .linear(let curve): return linearVelocity(k + 1, curve, at: 0)
            case .cubic, .spring: return next.explicitStartVelocity ?? tangent(k)
            case .move: return .zero
            }
        }
        var built: [Piece] = []
        var previousEnd = Data.zero
        for (index, segment) in segments.enumerated() {
            let k = index + 1
            let start: Data, end: Data
            switch segment.curve {
            case .move:
                (start, end) = (.zero, .zero)
            case .linear(let curve):
                (start, end) = (linearVelocity(k, curve, at: 0), linearVelocity(k, curve, at: 1))
            case .cubic(let startVelocity, let endVelocity):
                start = startVelocity?.animatableData ?? previousEnd
                end = endVelocity?.animatableData ?? nextStart(k)
            case .spring(let spring, let startVelocity):
                start = startVelocity?.animatableData ?? previousEnd
                end = spring.velocity(target: points[k] - points[k - 1], initialVelocity: start, time: segment.duration)
            }
            built.append(
                Piece(
                    segment: segment, start: times[k - 1], from: points[k - 1], startVelocity: start, endVelocity: end))
            previousEnd = end
        }
        pieces = built
        duration = times[times.count - 1]
    }

    /// The value `time` seconds into the track; after its last keyframe, that keyframe's value.
    func value(at time: Double) -> Value {
        guard let index = pieces.lastIndex(where: { $0.start <= time }) else { return initial }
        let piece = pieces[index], segment = piece.segment
        let local = time - piece.start
        // Past the last keyframe (the pieces follow one another without gaps).
        guard local < segment.duration else { return segment.to }
        let to = segment.to.animatableData, change = to - piece.from
        let data: Data
        switch segment.curve {
        case .move:
            data = to
        case .linear(let curve):
            data = piece.from + change.scaled(by: curve.value(at: local / segment.duration))
        case .cubic:
            // Cubic Hermite between the two points with the two velocities.
            let s = local / segment.duration, d = segment.duration
            let s2 = s * s, s3 = s2 * s
            data =
                piece.from.scaled(by: 2 * s3 - 3 * s2 + 1) + piece.startVelocity.scaled(by: (s3 - 2 * s2 + s) * d)
                + to.scaled(by: -2 * s3 + 3 * s2) + piece.endVelocity.scaled(by: (s3 - s2) * d)
        case .spring(let spring, _):
            data = piece.from + spring.value(target: change, initialVelocity: piece.startVelocity, time: local)
        }
        var value = segment.to
        value.animatableData = data
        return value
    }
}
