import Foundation
import Vellum
import VellumJobs

/// `GET /v1/chart/{kind}.{ext}`: a chart drawn with VellumCharts from query values
/// (``ChartJob``): `values=3,5,2,8`, several series separated by `|` (`values=3,5|4,1`),
/// `labels=Q1,Q2`, `series=North|South`, `tint`, `size`, and the look's parameters.
struct ChartRequest: ValueImageRequest {
    static let parameters = ["values", "labels", "series", "tint", "size"] + ImageLook.parameters

    var job: ChartJob
    var look: ImageLook
    var key: String

    init(value kindText: String, query: inout Query) throws {
        guard let kind = ChartJob.Kind(rawValue: kindText) else {
            throw ServerError.invalidParameter(
                name: "kind",
                reason: "must be one of \(ChartJob.Kind.names)")
        }
        guard let valuesText = try query.text("values", limit: 16_384) else {
            throw ServerError.invalidParameter(name: "values", reason: "required: numbers such as 3,5,2,8")
        }
        let rows = try valuesText.split(separator: "|", omittingEmptySubsequences: false).map { row in
            try row.split(separator: ",", omittingEmptySubsequences: false).map { item -> Double in
                let text = item.trimmingCharacters(in: .whitespaces)
                guard let value = Double(text), value.isFinite else {
                    throw ServerError.invalidParameter(name: "values", reason: "not a number: '\(text.prefix(40))'")
                }
                return value
            }
        }
        let names = try query.text("series", limit: 1_024).map { $0.split(separator: "|").map(String.init) }
        if let names, names.count != rows.count {
            throw ServerError.invalidParameter(name: "series", reason: "\(names.count) names for \(rows.count) series")
        }
        job = ChartJob(
            kind: kind, series: rows.enumerated().map { ChartJob.Series(name: names?[$0.offset], values: $0.element) })
        job.labels = try query.text("labels", limit: 8_192).map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let tint = try query.color("tint")
        job.tint = tint?.color
        job.size = try query.size()
        do {
            try job.validate()
        } catch JobError.invalidArgument(let message) {
            let name = message.prefix { $0 != ":" }
            throw ServerError.invalidParameter(
                name: String(name),
                reason: String(message.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces))
        }
        let count = rows[0].count
        look = try ImageLook(
            query: &query, size: job.size,
            defaultAlt: "\(kind.rawValue.capitalized) chart of \(count) value\(count == 1 ? "" : "s")")
        key = [
            "chart", kindText, "v=\(rows.map { $0.map { "\($0)" }.joined(separator: ",") }.joined(separator: "|"))",
            "l=\(job.labels?.joined(separator: "\u{1E}") ?? "")", "s=\(names?.joined(separator: "\u{1E}") ?? "")",
            "t=\(tint?.text ?? "")", "z=\(job.size?.description ?? "")", look.key
        ].joined(separator: "\u{1F}")
    }

    func view(colorScheme: ColorScheme) -> AnyView {
        look.decorate(job.chartView(), colorScheme: colorScheme)
    }
}
