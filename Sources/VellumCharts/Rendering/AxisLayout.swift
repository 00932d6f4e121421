import Foundation
import VellumCore
import VellumGeometry

/// One value of an axis with what is drawn there.
struct ResolvedAxisMark {
    var value: ChartValue
    /// Where the value's band or span ends (the next value on a continuous axis), for
    /// centred labels and grid lines.
    var next: ChartValue?
    var grid: (centered: Bool, stroke: StrokeStyle, style: AnyShapeStyle?)?
    var tick: (centered: Bool, length: CGFloat, stroke: StrokeStyle, style: AnyShapeStyle?)?
    var label: (text: Text, plain: String, spec: AxisLabelSpec)?
}

/// One ``AxisMarks`` (or the default axis) resolved against a scale.
struct ResolvedAxis {
    enum Side { case leading, trailing, top, bottom }
    var side: Side
    var preset: AxisMarkPreset.Kind
    var marks: [ResolvedAxisMark]
}

extension ChartLayout {
    /// The values `kind` asks for on `axis`, with the label text each gets by default.
    func axisValues(_ kind: AxisMarkValues.Kind, on axis: Axis) -> [(ChartValue, String)] {
        let isDate = axis == .x ? xIsDate : yIsDate
        switch axis == .x ? x : y {
        case .band(let band):
            if case .explicit(let values) = kind {
                return values.map(\.label).filter(band.domain.contains).map { (.category($0), $0) }
            }
            return band.domain.map { (.category($0), $0) }
        case .continuous(let scale):
            let (low, high) = (min(scale.domain.0, scale.domain.1), max(scale.domain.0, scale.domain.1))
            let span = high - low
            let slack = span * 1e-9
            var numbers: [Double]
            var step = 0.0
            var interval: DateTicks.Interval?
            var calendar = self.calendar
            switch kind {
            case .automatic(let desired, let minimumStride):
                let count = Double(max(1, desired ?? Int(ContinuousScale.desiredTickCount)))
                if isDate {
                    var chosen = DateTicks.interval(span: span, count: count)
                    if let minimumStride, chosen.duration < minimumStride {
                        chosen = DateTicks.ladder.first { $0.duration >= minimumStride } ?? chosen
                    }
                    interval = chosen
                    numbers = []
                } else {
                    var ascending = scale
                    ascending.domain = (low, high)
                    step = ascending.tickStep(count: count)
                    if let minimumStride, minimumStride.isFinite, scale.transform == .identity, step < minimumStride {
                        step = minimumStride
                        numbers = Self.multiples(of: step, from: low, to: high)
                    } else {
                        numbers = ascending.ticks(count: count)
                    }
                }
            case .stride(let size):
                step = size
                numbers = Self.multiples(of: size, from: low, to: high)
            case .calendar(let component, let count, let custom):
                if let custom { calendar = custom }
                interval = DateTicks.Interval(component: component, count: count)
                numbers = isDate ? [] : Self.multiples(of: Double(count), from: low, to: high)
            case .explicit(let values):
                numbers = values.compactMap(\.numeric).filter { $0 >= low - slack && $0 <= high + slack }
            }
            if isDate {
                let dateInterval = interval ?? DateTicks.interval(span: span, count: ContinuousScale.desiredTickCount)
                var dates = numbers.map { Date(timeIntervalSinceReferenceDate: $0) }
                if interval != nil { dates = DateTicks.ticks(low, high, interval: dateInterval, calendar: calendar) }
                let locale = DateTicks.labelLocale(self.locale)
                return dates.enumerated().map { index, date in
                    let previous = index > 0 ? dates[index - 1] : nil
                    let text = DateTicks.label(
                        date, previous: previous, interval: dateInterval, calendar: calendar, locale: locale)
                    return (.date(date), text)
                }
            }
            if scale.transform == .log { return numbers.map { (.number($0), NumberLabelFormat.logLabel($0)) } }
            return numbers.map { (.number($0), NumberLabelFormat.string($0, step: step)) }
        }
    }

    /// The multiples of `step` in `low`…`high`: none when `step` is not positive and finite,
    /// at most 1,000.
    static func multiples(of step: Double, from low: Double, to high: Double) -> [Double] {
        guard step > 0, step.isFinite, low.isFinite, high.isFinite else { return [] }
        let first = (low / step).rounded(.up)
        let last = (high / step).rounded(.down)
        // Both ends finite, or a step far smaller than the range makes them infinite (NaN apart).
        guard first.isFinite, last.isFinite, first <= last else { return [] }
        let count = min(1_000, Int(min(last - first, 1e6)) + 1)
        return (0..<count).map { (first + Double($0)) * step }
    }

    /// The axes of `axis`: its ``AxisMarks``, or the default one.
    func resolveAxes(_ axis: Axis) -> [ResolvedAxis] {
        let visible = axis == .x ? showsXAxis : showsYAxis
        guard visible else { return [] }
        let specs =
            (axis == .x ? configuration.xAxisMarks : configuration.yAxisMarks)?.specs
            ?? [
                AxisMarksSpec(
                    preset: .automatic, position: .automatic, values: .automatic(desiredCount: nil, minimumStride: nil))
            ]
        let isBand: Bool = if case .band = axis == .x ? x : y { true } else { false }
        return specs.map { spec in
            let side: ResolvedAxis.Side =
                switch (axis, spec.position.kind) {
                case (.y, .leading): .leading
                case (.y, _): .trailing
                case (.x, .top): .top
                case (.x, _): .bottom
                }
            let values = axisValues(spec.values, on: axis)
            let defaultStroke =
                axis == .x ? StrokeStyle(lineWidth: 0.5, dash: [2, 2]) : StrokeStyle(lineWidth: 0.5)
            let marks = values.enumerated().map { index, entry -> ResolvedAxisMark in
                var mark = ResolvedAxisMark(value: entry.0)
                if index + 1 < values.count { mark.next = values[index + 1].0 }
                let components: [AxisComponent] =
                    spec.content?(AxisValue(index: index, count: values.count, value: entry.0))
                    ?? (isBand ? [] : [.grid(centered: nil, stroke: nil, style: nil)])
                    + [.label(AxisLabelSpec(format: spec.format))]
                for component in components {
                    switch component {
                    case .grid(let centered, let stroke, let style):
                        mark.grid = (centered ?? isBand, stroke ?? spec.stroke ?? defaultStroke, style)
                    case .tick(let centered, let length, let stroke, let style):
                        let solid = StrokeStyle(lineWidth: 0.5)
                        mark.tick = (centered ?? isBand, length ?? 4, stroke ?? spec.stroke ?? solid, style)
                    case .label(var label):
                        if label.format == nil { label.format = spec.format }
                        let plain = label.format?.string(entry.0, DateTicks.labelLocale(locale)) ?? entry.1
                        mark.label = (label.text ?? Text(verbatim: plain), plain, label)
                    }
                }
                return mark
            }
            return ResolvedAxis(side: side, preset: spec.preset.kind, marks: marks)
        }
    }
}
