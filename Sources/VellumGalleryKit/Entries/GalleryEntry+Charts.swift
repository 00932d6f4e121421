import Foundation
import Vellum
import VellumCharts

extension GalleryEntry {
    /// The charts gallery, in page order.
    public static let charts: [GalleryEntry] = [
        .chartBars, .chartStackedBars, .chartLines, .chartAreaAndRule, .chartDates, .chartDonut, .chartLogScale
    ]

    /// Apple's first Swift Charts example: a bar per toy shape.
    public static let chartBars = GalleryEntry(
        name: "chart-bars",
        title: "Bars",
        caption:
            "Apple's first example in “Creating a chart using Swift Charts”: one BarMark per shape type. The y domain is niced from 0 to 5 with ticks 0…5, on the trailing edge with grid lines; bars take 70 % of their band, in the accent blue.",
        size: CGSize(width: 360, height: 220),
        view: {
            // gallery:begin chart-bars
            struct ToyShape: Identifiable {
                var type: String
                var count: Double
                var id: String { type }
            }
            let data: [ToyShape] = [
                .init(type: "Cube", count: 5), .init(type: "Sphere", count: 4), .init(type: "Pyramid", count: 4)
            ]
            return Chart {
                ForEach(data) { shape in
                    BarMark(x: .value("Shape Type", shape.type), y: .value("Total Count", shape.count))
                }
            }
            .frame(width: 328, height: 188)
            .padding()
            // gallery:end
        }
    )

    /// The same chart stacked by colour, with its legend.
    public static let chartStackedBars = GalleryEntry(
        name: "chart-stacked-bars",
        title: "Stacked bars by colour",
        caption:
            "The same document's stacked example: .foregroundStyle(by: .value(\"Shape Color\", …)) stacks each type's bars in the order the colours first appear and colours them from the default palette (blue, green, orange, purple), with a legend below at the leading edge.",
        size: CGSize(width: 360, height: 240),
        view: {
            // gallery:begin chart-stacked-bars
            struct ToyShape: Identifiable {
                var color: String
                var type: String
                var count: Double
                var id: String { color + type }
            }
            let stacked: [ToyShape] = [
                .init(color: "Green", type: "Cube", count: 2), .init(color: "Green", type: "Sphere", count: 0),
                .init(color: "Green", type: "Pyramid", count: 1), .init(color: "Purple", type: "Cube", count: 1),
                .init(color: "Purple", type: "Sphere", count: 1), .init(color: "Purple", type: "Pyramid", count: 1),
                .init(color: "Pink", type: "Cube", count: 1), .init(color: "Pink", type: "Sphere", count: 2),
                .init(color: "Pink", type: "Pyramid", count: 0), .init(color: "Yellow", type: "Cube", count: 1),
                .init(color: "Yellow", type: "Sphere", count: 1), .init(color: "Yellow", type: "Pyramid", count: 2)
            ]
            return Chart {
                ForEach(stacked) { shape in
                    BarMark(x: .value("Shape Type", shape.type), y: .value("Total Count", shape.count))
                        .foregroundStyle(by: .value("Shape Color", shape.color))
                }
            }
            .frame(width: 328, height: 208)
            .padding()
            // gallery:end
        }
    )

    /// Two series of lines with points, smoothed.
    public static let chartLines = GalleryEntry(
        name: "chart-lines",
        title: "Lines with series",
        caption:
            "LineMark(x:y:series:) for two cities over a week, .interpolationMethod(.catmullRom), with a PointMark at each value; .symbol(by:) gives the second series squares. Categorical x values sit at their bands' centres.",
        size: CGSize(width: 400, height: 240),
        view: {
            // gallery:begin chart-lines
            let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
            let cities: [(String, [Double])] = [
                ("Cupertino", [54, 42, 63, 71, 66, 84, 79]), ("Oslo", [31, 38, 35, 44, 52, 47, 58])
            ]
            return Chart {
                ForEach(cities, id: \.0) { city, values in
                    ForEach(0..<days.count) { index in
                        LineMark(
                            x: .value("Day", days[index]), y: .value("Visits", values[index]),
                            series: .value("City", city)
                        )
                        .interpolationMethod(.catmullRom)
                        .foregroundStyle(by: .value("City", city))
                        PointMark(x: .value("Day", days[index]), y: .value("Visits", values[index]))
                            .foregroundStyle(by: .value("City", city))
                            .symbol(by: .value("City", city))
                    }
                }
            }
            .frame(width: 368, height: 208)
            .padding()
            // gallery:end
        }
    )

    /// An area under a line, with a rule at the average.
    public static let chartAreaAndRule = GalleryEntry(
        name: "chart-area-rule",
        title: "Area and a rule",
        caption:
            "AreaMark on a numeric x in the accent colour at 30 %, the LineMark over it, and a RuleMark(y:) at the mean in red with a dashed StrokeStyle. The x domain 0…23 is niced to 0…25; the y domain includes zero.",
        size: CGSize(width: 400, height: 220),
        view: {
            // gallery:begin chart-area-rule
            let load: [Double] = [
                12, 10, 9, 9, 11, 18, 34, 52, 61, 58, 55, 57, 60, 62, 59, 56, 54, 61, 66, 58, 41, 30, 22, 16
            ]
            let mean = load.reduce(0, +) / Double(load.count)
            return Chart {
                ForEach(0..<load.count) { hour in
                    AreaMark(x: .value("Hour", hour), y: .value("Load", load[hour]))
                        .foregroundStyle(Color.accentColor.opacity(0.3))
                    LineMark(x: .value("Hour", hour), y: .value("Load", load[hour]))
                }
                RuleMark(y: .value("Mean", mean))
                    .foregroundStyle(.red)
                    .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [4, 3]))
            }
            .frame(width: 368, height: 188)
            .padding()
            // gallery:end
        }
    )

    /// A month of daily steps on a date axis.
    public static let chartDates = GalleryEntry(
        name: "chart-dates",
        title: "A date axis",
        caption:
            "A month of daily BarMark(x: .value(\"Day\", date, unit: .day), y: …): each bar fills its day, ticks fall on weeks starting on the locale's first weekday (Sunday in en_US), labelled \"Jan 5\" then day numbers, with a RuleMark at the goal. Drawn in UTC with en_US set in the environment, so the picture does not depend on the server's time zone.",
        size: CGSize(width: 420, height: 220),
        view: {
            // gallery:begin chart-dates
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let start = calendar.date(from: DateComponents(year: 2025, month: 1, day: 1))!
            let steps: [(Date, Int)] = (0..<31).map { day in
                (calendar.date(byAdding: .day, value: day, to: start)!, 6_000 + (day * 2_731) % 7_000)
            }
            return Chart {
                ForEach(steps, id: \.0) { date, count in
                    BarMark(x: .value("Day", date, unit: .day, calendar: calendar), y: .value("Steps", count))
                }
                RuleMark(y: .value("Goal", 10_000)).foregroundStyle(.orange)
            }
            .environment(\.timeZone, calendar.timeZone)
            .environment(\.locale, Locale(identifier: "en_US"))
            .frame(width: 388, height: 188)
            .padding()
            // gallery:end
        }
    )

    /// WWDC23's donut.
    public static let chartDonut = GalleryEntry(
        name: "chart-donut",
        title: "A donut",
        caption:
            "“Explore pie charts and interactivity” (WWDC23): SectorMark(angle:innerRadius: .ratio(0.618), angularInset: 1.5) per flavour, clockwise from 12 o'clock, each in the palette by .foregroundStyle(by:), with the legend below.",
        size: CGSize(width: 300, height: 300),
        view: {
            // gallery:begin chart-donut
            let sales: [(String, Int)] = [("Cake", 42), ("Pie", 28), ("Tart", 19), ("Scone", 11)]
            return Chart {
                ForEach(sales, id: \.0) { flavour, count in
                    SectorMark(angle: .value("Sales", count), innerRadius: .ratio(0.618), angularInset: 1.5)
                        .foregroundStyle(by: .value("Flavour", flavour))
                }
            }
            .frame(width: 268, height: 268)
            .padding()
            // gallery:end
        }
    )

    /// Points over five decades on a log scale, in a styled plot.
    public static let chartLogScale = GalleryEntry(
        name: "chart-log-scale",
        title: "A log scale, symbols and a styled plot",
        caption:
            "Image sizes in bytes on .chartYScale(type: .log): the domain widens to powers of ten (100 B to 10 MB), one grid line a decade. .chartSymbolScale gives each format its symbol, .chartPlotStyle puts a grey background under the grid and a border over the marks, and a RuleMark at 1 MB with .zIndex(-1) lies under the points.",
        size: CGSize(width: 400, height: 240),
        view: {
            // gallery:begin chart-log-scale
            let sizes: [(format: String, pixels: Int, bytes: Double)] = [
                ("SVG", 1, 420), ("SVG", 2, 1_900), ("SVG", 3, 5_200), ("SVG", 4, 9_800),
                ("PNG", 1, 2_600), ("PNG", 2, 31_000), ("PNG", 3, 240_000), ("PNG", 4, 1_900_000),
                ("PDF", 1, 11_000), ("PDF", 2, 14_000), ("PDF", 3, 96_000), ("PDF", 4, 640_000)
            ]
            let dimensions = ["64²", "256²", "1024²", "4096²"]
            return Chart {
                RuleMark(y: .value("Limit", 1_000_000)).foregroundStyle(.red).zIndex(-1)
                ForEach(0..<sizes.count) { index in
                    let entry = sizes[index]
                    LineMark(
                        x: .value("Size", dimensions[entry.pixels - 1]), y: .value("Bytes", entry.bytes),
                        series: .value("Format", entry.format)
                    )
                    .foregroundStyle(by: .value("Format", entry.format))
                    PointMark(x: .value("Size", dimensions[entry.pixels - 1]), y: .value("Bytes", entry.bytes))
                        .foregroundStyle(by: .value("Format", entry.format))
                        .symbol(by: .value("Format", entry.format))
                        .symbolSize(50)
                }
            }
            .chartYScale(type: .log)
            .chartSymbolScale(["SVG": BasicChartSymbolShape.diamond, "PNG": .circle, "PDF": .square])
            .chartPlotStyle { plot in
                plot.background(Color.gray.opacity(0.08)).border(Color.gray.opacity(0.4), width: 1)
            }
            .frame(width: 368, height: 208)
            .padding()
            // gallery:end
        }
    )
}
