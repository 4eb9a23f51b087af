import Testing

@testable import SubLocalization

/// Which locale names ICU may read from the environment, and which are taken out first.
@Suite struct ICUEnvironmentTests {
    @Test(arguments: ["C", "POSIX", "C.UTF-8", "es_ES.UTF-8", "en_US", "zh_CN.UTF-8", "de_DE@euro"])
    func localeNamesStay(value: String) {
        #expect(ICUEnvironment.isUsable(value))
    }

    @Test(arguments: [
        "abcdefghijkl", String(repeating: "x", count: 300), "../../etc/passwd",
        "es_ES.UTF-8@" + String(repeating: "q", count: 80),
        "es_ES.UTF-8@currency=EUR;calendar=zzzz",
    ])
    func malformedNamesGo(value: String) {
        #expect(!ICUEnvironment.isUsable(value))
    }
}
