import Foundation
import FuzzDriver
import VellumFuzzKit

// The bytes as one batch line for `BatchJob(parsing:)`.
exit(runTextFuzzer(maximumBytes: 4096) { try FuzzChecks.jobLine($0) })
