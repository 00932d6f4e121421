import ArgumentParser
import VellumJobs

/// `--format png|svg|pdf`.
extension OutputFormat: ExpressibleByArgument {}
