import ArgumentParser
import VellumJobs

/// `--style linear|circular|dashed-ring|gauge|segmented|spinner`.
extension ProgressStyleName: ExpressibleByArgument {}
