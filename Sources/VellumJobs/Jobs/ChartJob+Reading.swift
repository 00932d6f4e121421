import Foundation

extension ChartJob {
    /// Reads series and labels from CSV text, as `vellum chart` takes it: a header row names the
    /// columns; the first column holds the labels when it is not numeric, and every other column
    /// is a series named by its header. Without a header (the first row all numbers), the
    /// columns are series named "Series 1" ….
    ///
    /// ```
    /// month,North,South
    /// Jan,20,10
    /// Feb,43,17
    /// ```
    /// - Throws: ``JobError/invalidArgument(_:)`` for a ragged row or a cell that is not a
    ///   number, naming its line.
    public static func readCSV(_ text: String, kind: Kind) throws -> ChartJob {
        // Rows with their line numbers in the file, blank lines left out; a byte-order mark
        // is not part of the first cell.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let rows = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().map {
            (
                line: $0.offset + 1,
                cells: $0.element.split(separator: ",", omittingEmptySubsequences: false).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
            )
        }.filter { !$0.cells.allSatisfy(\.isEmpty) }
        guard let first = rows.first?.cells else { throw JobError.invalidArgument("the CSV has no rows") }
        // A header names columns: a cell past the first that is not a number (the first may be
        // a label), or a single column's name.
        let hasHeader = first.count == 1 ? Double(first[0]) == nil : first.dropFirst().contains { Double($0) == nil }
        let body = hasHeader ? Array(rows.dropFirst()) : rows
        guard let sample = body.first?.cells else {
            throw JobError.invalidArgument("the CSV has a header and no values")
        }
        let labelled = Double(sample[0]) == nil
        let width = first.count
        var columns = Array(repeating: [Double](), count: width - (labelled ? 1 : 0))
        var labels: [String] = []
        for (line, row) in body {
            guard row.count == width else {
                throw JobError.invalidArgument("CSV line \(line): \(row.count) cells, not \(width)")
            }
            if labelled { labels.append(row[0]) }
            for (index, cell) in row.dropFirst(labelled ? 1 : 0).enumerated() {
                guard let value = Double(cell) else {
                    throw JobError.invalidArgument("CSV line \(line): '\(cell.prefix(40))' is not a number")
                }
                columns[index].append(value)
            }
        }
        let names = hasHeader ? Array(first.dropFirst(labelled ? 1 : 0)) : nil
        var job = ChartJob(
            kind: kind, series: columns.enumerated().map { Series(name: names?[$0.offset], values: $0.element) })
        job.labels = labelled ? labels : nil
        return job
    }

    /// Reads a chart from JSON, as `vellum chart` takes it:
    /// `{"values": [3, 5, 2]}`, or `{"labels": ["Q1", "Q2"], "series": [{"name": "North",
    /// "values": [3, 5]}, …]}`; an optional `"kind"` overrides `kind`.
    /// - Throws: ``JobError/invalidArgument(_:)`` for JSON of another shape.
    public static func readJSON(_ data: Data, kind: Kind) throws -> ChartJob {
        struct Document: Decodable {
            struct Row: Decodable {
                var name: String?
                var values: [Double]
            }
            var kind: String?
            var values: [Double]?
            var series: [Row]?
            var labels: [String]?
        }
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw JobError.invalidArgument(
                "not a chart's JSON: expected {\"values\": [numbers]} or {\"series\": [...]}")
        }
        var resolvedKind = kind
        if let name = document.kind {
            guard let named = Kind(rawValue: name) else {
                throw JobError.invalidArgument(
                    "kind: must be one of \(Kind.names)")
            }
            resolvedKind = named
        }
        let series =
            document.series?.map { Series(name: $0.name, values: $0.values) }
            ?? document.values.map { [Series(values: $0)] } ?? []
        var job = ChartJob(kind: resolvedKind, series: series)
        job.labels = document.labels
        return job
    }
}
