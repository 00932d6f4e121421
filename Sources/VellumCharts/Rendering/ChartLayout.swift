import Foundation
import VellumCore
import VellumGeometry

/// A chart's marks resolved for one size: the placeable marks, their stacks, the scales,
/// the colour and symbol domains and the plot frame. No drawing: the renderer reads this,
/// and tests check it. Text is measured through `measure`.
struct ChartLayout {
    /// Where a mark's stacked extent lies on its value axis.
    struct Stack: Equatable { var low: Double, high: Double }

    enum Axis { case x, y }
    enum PositionScale {
        case continuous(ContinuousScale)
        case band(BandScale)
    }

    /// Marks with finite values only: NaN and infinite values are skipped.
    var marks: [ChartMark]
    /// The stacked extent of each mark (by index in `marks`) and the axis it runs along.
    var stacks: [Int: (axis: Axis, stack: Stack)] = [:]
    var styleDomain: [String] = []
    var symbolDomain: [String] = []
    /// The `position(by:)` categories, in order of first appearance.
    var groupDomain: [String] = []
    var x: PositionScale
    var y: PositionScale
    var plot: CGRect
    var isPie: Bool
    var configuration: ChartConfiguration
    var labelHeight: CGFloat = 0
    var legendFrame: CGRect = .zero
    /// Whether an axis holds dates (labelled by calendar, not as numbers).
    var xIsDate = false
    var yIsDate = false
    /// The calendar and locale date ticks and labels use.
    var calendar: Calendar
    var locale: Locale
    /// The axes' marks, resolved against the scales.
    var xAxes: [ResolvedAxis] = []
    /// The chart's size.
    var size: CGSize
    var yAxes: [ResolvedAxis] = []

    /// Gregorian in UTC: what a chart uses when nothing else is said.
    static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }()

    /// The space between the plot and the labels, and around the legend, in points (I:
    /// docs/charts.md).
    static let labelSpacing: CGFloat = 6
    static let legendSpacing: CGFloat = 10

    init(
        marks allMarks: [ChartMark], configuration: ChartConfiguration, size: CGSize,
        calendar: Calendar = ChartLayout.utcCalendar, locale: Locale = Locale(identifier: "en_US"),
        measure: (String) -> CGSize
    ) {
        self.configuration = configuration
        self.calendar = calendar
        self.locale = locale
        self.size = size
        let xTransform = Self.transform(configuration.xScaleType)
        let yTransform = Self.transform(configuration.yScaleType)
        // A log axis has no place for zero or negative values: their marks are left out.
        marks = allMarks.filter {
            $0.isPlaceable && $0.x.allSatisfy { $0.isDate || xTransform.places($0.numeric ?? 1) }
                && $0.y.allSatisfy { $0.isDate || yTransform.places($0.numeric ?? 1) }
        }
        isPie = marks.containsMark { $0.kind == .sector }
        if isPie { marks = marks.filter { $0.kind == .sector } }
        styleDomain = Self.firstAppearances(marks.markValues(\.styleCategory))
        symbolDomain = Self.firstAppearances(marks.markValues(\.symbolCategory))
        groupDomain = Self.firstAppearances(marks.markValues { $0.group?.category })
        let xBand =
            configuration.xScaleType == .category || marks.containsMark { $0.x.contains { $0.numeric == nil } }
        let yBand =
            configuration.yScaleType == .category || marks.containsMark { $0.y.contains { $0.numeric == nil } }
        stacks = Self.stack(marks, xBand: xBand, yBand: yBand)
        x = Self.scale(
            for: .x, marks: marks, stacks: stacks, band: xBand, domain: configuration.xDomain, transform: xTransform)
        y = Self.scale(
            for: .y, marks: marks, stacks: stacks, band: yBand, domain: configuration.yDomain, transform: yTransform)
        xIsDate = !xBand && Self.holdsDates(marks, .x)
        yIsDate = !yBand && Self.holdsDates(marks, .y)
        if let declared = configuration.symbolScale.declared {
            symbolDomain = Self.firstAppearances(declared + symbolDomain)
        }
        if let declared = configuration.styleScale.declared {
            styleDomain = Self.firstAppearances(declared + styleDomain)
        }
        plot = CGRect(origin: .zero, size: size)
        xAxes = resolveAxes(.x)
        yAxes = resolveAxes(.y)
        layOut(size: size, measure: measure)
    }

    static func firstAppearances(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }

    /// Standard stacking (Apple's default): marks sharing a position stack in declaration
    /// order, positive values upward from zero and negative ones downward.
    static func stack(_ marks: [ChartMark], xBand: Bool, yBand: Bool) -> [Int: (axis: Axis, stack: Stack)] {
        struct Group { var positive = 0.0, negative = 0.0, members: [Int] = [] }
        // Marks stack when all of these are equal; a hashed value, not a described string
        // (describing an enum goes through reflection: 1.2 M instructions for twelve bars).
        struct Key: Hashable {
            let kind: ChartMark.Kind
            let stacking: MarkStackingMethod
            let axis: Axis
            let position: ChartMark.Channel
            let group: String?
        }
        var groups: [Key: Group] = [:]
        var order: [Key] = []
        var result: [Int: (axis: Axis, stack: Stack)] = [:]
        for index in marks.indices where marks[index].kind == .bar || marks[index].kind == .area {
            let mark = marks[index]
            let axis: Axis
            let position: ChartMark.Channel
            let value: Double
            if case .value(let yValue) = mark.y, let number = yValue.numeric, !yBand,
                !isRange(mark.x) || mark.xIsUnit
            {
                axis = .y
                position = mark.x
                value = number
            } else if mark.kind == .bar, case .value(let xValue) = mark.x, let number = xValue.numeric, !xBand,
                !isRange(mark.y) || mark.yIsUnit
            {
                axis = .x
                position = mark.y
                value = number
            } else {
                continue
            }
            let key = Key(
                kind: mark.kind, stacking: mark.stacking, axis: axis, position: position, group: mark.group?.category)
            if groups[key] == nil { order.append(key) }
            var group = groups[key, default: Group()]
            let stack: Stack
            if mark.stacking == .unstacked {
                stack = Stack(low: min(0, value), high: max(0, value))
            } else if value >= 0 {
                stack = Stack(low: group.positive, high: group.positive + value)
                group.positive += value
            } else {
                stack = Stack(low: group.negative + value, high: group.negative)
                group.negative += value
            }
            group.members.append(index)
            groups[key] = group
            result[index] = (axis, stack)
        }
        for key in order {
            guard let group = groups[key], let first = group.members.first else { continue }
            let method = marks[first].stacking
            let total = group.positive - group.negative
            for index in group.members {
                guard var entry = result[index] else { continue }
                if method == .normalized, total > 0 {
                    entry.stack = Stack(
                        low: (entry.stack.low - group.negative) / total,
                        high: (entry.stack.high - group.negative) / total)
                } else if method == .center {
                    let shift = -(group.positive + group.negative) / 2
                    entry.stack = Stack(low: entry.stack.low + shift, high: entry.stack.high + shift)
                }
                result[index] = entry
            }
        }
        return result
    }

    private static func isRange(_ channel: ChartMark.Channel) -> Bool {
        if case .range = channel { return true }
        return false
    }

    /// The transform of a scale type; dates and categories are linear.
    static func transform(_ type: ScaleType?) -> ScaleTransform { ScaleTransform(type) }

    static func scale(
        for axis: Axis, marks: [ChartMark], stacks: [Int: (axis: Axis, stack: Stack)], band: Bool,
        domain: ScaleDomainSpec, transform: ScaleTransform = .identity
    ) -> PositionScale {
        if band {
            if case .categories(let categories) = domain { return .band(BandScale(domain: categories, range: (0, 1))) }
            // Categories; numbers and dates only on a scale made of them (`type: .category`).
            let values = marks.flatMap { (axis == .x ? $0.x : $0.y).values }
            let categories = values.filter { $0.numeric == nil }
            let labels = (categories.isEmpty ? values : categories).map(\.label)
            return .band(BandScale(domain: firstAppearances(labels), range: (0, 1)))
        }
        var numbers: [Double] = []
        numbers.reserveCapacity(marks.count * 2)
        // By index: a mark is a large value, and a loop over the marks would copy each.
        for index in marks.indices {
            if let entry = stacks[index], entry.axis == axis {
                numbers += [entry.stack.low, entry.stack.high]
            } else if axis == .x {
                marks[index].x.appendNumbers(to: &numbers)
            } else {
                marks[index].y.appendNumbers(to: &numbers)
            }
        }
        let isDate = holdsDates(marks, axis)
        let transform = isDate ? .identity : transform
        func scale(_ ends: (Double, Double)) -> PositionScale {
            .continuous(ContinuousScale(domain: ends, range: (0, 1), transform: transform))
        }
        switch domain {
        case .numbers(let low, let high)
        where low.isFinite && high.isFinite && low != high && transform.places(low) && transform.places(high):
            return scale((low, high))
        case .numbers(let low, let high) where transform == .log && low.isFinite && high.isFinite && max(low, high) > 0:
            // A log domain reaching zero or below starts at the data's smallest power of ten
            // (below the domain's positive end); the positive end is kept.
            let end = max(low, high)
            let start = min(LogTicks.automaticDomain(of: numbers.filter { $0 < end }).0, end / 10)
            return scale(low < high ? (start, end) : (end, start))
        case .automatic(let includesZero, let reversed):
            var ends = ContinuousScale.automaticDomain(
                of: numbers, includesZero: includesZero ?? !isDate, transform: transform)
            if isDate, let low = numbers.min(), let high = numbers.max(), low < high { ends = (low, high) }
            if reversed { ends = (ends.1, ends.0) }
            return scale(ends)
        default:
            // Categories for numbers, equal ends, or ends a log scale cannot place: the data's.
            return scale(ContinuousScale.automaticDomain(of: numbers, transform: transform))
        }
    }

    static func holdsDates(_ marks: [ChartMark], _ axis: Axis) -> Bool {
        marks.containsMark { (axis == .x ? $0.x : $0.y).contains(where: \.isDate) }
    }

    /// The default tick values and labels of an axis (categories: each, in order).
    func ticks(_ axis: Axis) -> [(value: ChartValue, label: String)] {
        axisValues(.automatic(desiredCount: nil, minimumStride: nil), on: axis)
    }

    var showsXAxis: Bool { !isPie && configuration.xAxis != .hidden }
    var showsYAxis: Bool { !isPie && configuration.yAxis != .hidden }
    var showsLegend: Bool { configuration.legend != .hidden && !styleDomain.isEmpty }

    /// The legend's entries laid out in rows within `width`: each entry's origin and size.
    func legendEntries(width: CGFloat, measure: (String) -> CGSize) -> [(String, CGRect)] {
        var entries: [(String, CGRect)] = []
        var origin = CGPoint.zero
        for name in styleDomain {
            let text = measure(name)
            let size = CGSize(width: Self.swatch + 4 + text.width, height: max(Self.swatch, text.height))
            if origin.x > 0, origin.x + size.width > width {
                origin = CGPoint(x: 0, y: origin.y + size.height + 4)
            }
            entries.append((name, CGRect(origin: origin, size: size)))
            origin.x += size.width + 12
        }
        return entries
    }

    static let swatch: CGFloat = 8

    /// Insets the plot from the measured labels, the legend and the axis titles.
    mutating func layOut(size: CGSize, measure: (String) -> CGSize) {
        var frame = CGRect(origin: .zero, size: size)
        if showsLegend {
            let entries = legendEntries(width: size.width, measure: measure)
            let height = entries.map(\.1.maxY).max() ?? 0
            if configuration.legendPosition == .top {
                legendFrame = CGRect(x: 0, y: 0, width: size.width, height: height)
                frame.origin.y += height + Self.legendSpacing
                frame.size.height -= height + Self.legendSpacing
            } else {
                legendFrame = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
                frame.size.height -= height + Self.legendSpacing
            }
        }
        if !isPie {
            // Text is measured only for axes that show it (a sparkline has none).
            if showsXAxis || showsYAxis { labelHeight = measure("0").height }
            if configuration.xAxisLabel != nil, showsXAxis {
                frame.size.height -= labelHeight + 2
            }
            if configuration.yAxisLabel != nil, showsYAxis {
                frame.origin.y += labelHeight + 2
                frame.size.height -= labelHeight + 2
            }
            func labelled(_ axes: [ResolvedAxis], _ side: ResolvedAxis.Side) -> [ResolvedAxisMark] {
                axes.filter { $0.side == side && $0.preset != .inset }.flatMap(\.marks).filter { $0.label != nil }
            }
            for side in [ResolvedAxis.Side.trailing, .leading] {
                let labels = labelled(yAxes, side)
                guard !labels.isEmpty else { continue }
                let width = (labels.map { measure($0.label?.plain ?? "").width }.max() ?? 0) + Self.labelSpacing
                frame.size.width -= width
                if side == .leading { frame.origin.x += width }
            }
            if case .continuous = y, !(labelled(yAxes, .trailing) + labelled(yAxes, .leading)).isEmpty {
                frame.origin.y += labelHeight / 2
                frame.size.height -= labelHeight / 2
            }
            if !labelled(xAxes, .bottom).isEmpty { frame.size.height -= labelHeight + Self.labelSpacing }
            if !labelled(xAxes, .top).isEmpty {
                frame.origin.y += labelHeight + Self.labelSpacing
                frame.size.height -= labelHeight + Self.labelSpacing
            }
            if case .continuous = x, !xIsDate, labelled(yAxes, .leading).isEmpty,
                let first = (labelled(xAxes, .bottom) + labelled(xAxes, .top)).first
            {
                let inset = measure(first.label?.plain ?? "").width / 2
                frame.origin.x += inset
                frame.size.width -= inset
            }
        }
        frame.size.width = max(0, frame.size.width)
        frame.size.height = max(0, frame.size.height)
        plot = frame
        let (xPadding, yPadding) = (configuration.xPadding, configuration.yPadding)
        let xStart = frame.minX + min(xPadding.start, frame.width)
        let yStart = frame.maxY - min(yPadding.start, frame.height)
        x = Self.placed(x, from: xStart, to: max(xStart, frame.maxX - xPadding.end))
        y = Self.placed(y, from: yStart, to: min(yStart, frame.minY + yPadding.end))
    }

    static func placed(_ scale: PositionScale, from start: CGFloat, to end: CGFloat) -> PositionScale {
        switch scale {
        case .continuous(var scale):
            scale.range = (start, end)
            return .continuous(scale)
        case .band(var band):
            // Categories read top to bottom on y, as Apple's.
            band.range = start > end ? (end, start) : (start, end)
            return .band(band)
        }
    }

    /// The point of `value` on `axis` (nil: a category not in the domain).
    func position(_ value: ChartValue, on axis: Axis) -> CGFloat? {
        switch axis == .x ? x : y {
        case .band(let band): band.position(value.label)
        case .continuous(let scale): value.numeric.map(scale.position)
        }
    }

    /// Whether `value` has a place on `axis`'s scale (a log scale has none for zero or less).
    func places(_ value: ChartValue, on axis: Axis) -> Bool {
        guard case .continuous(let scale) = axis == .x ? x : y, let number = value.numeric else { return true }
        return scale.transform.places(number)
    }

    /// The step of a band axis, nil for a continuous one.
    func step(_ axis: Axis) -> CGFloat? {
        if case .band(let band) = axis == .x ? x : y { return band.step }
        return nil
    }
}

extension Array where Element == ChartMark {
    /// `contains(where:)` by index: a sequence's iterator hands out copies, and a mark is a
    /// large value (every copy retains its styles, strings and arrays).
    func containsMark(where predicate: (ChartMark) -> Bool) -> Bool {
        for index in indices where predicate(self[index]) { return true }
        return false
    }

    /// The non-nil values `value` reads from the marks, in order, without copying the marks.
    func markValues<T>(_ value: (ChartMark) -> T?) -> [T] {
        var values: [T] = []
        for index in indices { if let found = value(self[index]) { values.append(found) } }
        return values
    }
}
