import SubDomain
import Testing

@Suite struct MerchantNameTests {
    @Test(
        "the bank's words come off",
        arguments: [
            ("COMPRA TARJ. 5489XXXXXXXX1234 NETFLIX.COM 12/03 MADRID", "NETFLIX", "Netflix"),
            ("NETFLIX.COM AMSTERDAM NL", "NETFLIX", "Netflix"),
            ("RECIBO SPOTIFY AB STOCKHOLM REF 8823100", "SPOTIFY", "Spotify"),
            ("PAYPAL *SPOTIFY P0B1C2D3E4", "SPOTIFY", "Spotify"),
            ("CARD PAYMENT TO APPLE.COM/BILL ON 2026-01-03", "APPLE BILL", "Apple Bill"),
            ("Pago con tarjeta Gimnasio Básico Sevilla", "GIMNASIO BASICO", "Gimnasio Basico"),
            ("DD DISNEY PLUS LTD 447712", "DISNEY PLUS", "Disney Plus"),
            ("POS 4821 **** **** 1234 AMAZON PRIME", "AMAZON PRIME", "Amazon Prime"),
        ])
    func normalises(_ sample: (String, String, String)) {
        let name = MerchantName(description: sample.0)
        #expect(name.key == sample.1)
        #expect(name.label == sample.2)
    }

    @Test func oneMerchantOneKeyWhateverTheDateOrReference() {
        let keys = Set(
            [
                "COMPRA TARJ. 5489XXXXXXXX1234 NETFLIX.COM 01/25",
                "COMPRA TARJ. 5489XXXXXXXX9876 NETFLIX.COM 02/25",
                "NETFLIX.COM 866-579-7172 CA",
            ].map { MerchantName(description: $0).key })
        #expect(keys == ["NETFLIX"])
    }

    @Test func aDescriptionOfCodesOnlyKeepsItsText() {
        #expect(MerchantName(description: "12345 6789").key == "12345 6789")
    }
}
