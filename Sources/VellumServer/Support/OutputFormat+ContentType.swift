import VellumJobs

extension OutputFormat {
    /// The media type of the format's bytes.
    var contentType: String {
        switch self {
        case .png: return "image/png"
        case .svg: return "image/svg+xml"
        case .pdf: return "application/pdf"
        }
    }
}
