// `make bench`: the performance figures each issue asks for, printed as a report.
// Targets live here, never in timed unit tests.
for line in DomainBenchmark.run() { print(line) }
