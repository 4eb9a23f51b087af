import SubNotify

/// Posts a webhook channel's request. Until the HTTP client over libcurl (SubNetwork) is
/// in this build, every post fails as `httpUnavailable`, which `remind run` records and
/// retries like any other failure.
struct ReminderWebhookPoster: WebhookPosting {
    func post(url: String, headers: [(name: String, value: String)], body: [UInt8])
        -> Result<Int, DeliveryFailure>
    {
        .failure(.httpUnavailable)
    }
}
