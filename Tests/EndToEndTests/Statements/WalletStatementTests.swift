import Foundation
import TestSupport
import Testing

/// `import statement` on what Chinese wallets, UK card exports and spreadsheets hand out:
/// Alipay's GBK bill, WeChat Pay's bill, pending rows, UTF-16, a statement sorted by payee,
/// and a statement that disagrees with what is tracked.
@Suite("Statements from wallets and card exports")
struct WalletStatementTests {
    /// Text in GB18030 (GBK for these characters), as Alipay writes its bills.
    static func gb18030(_ text: String) -> Data {
        Data(IconvEncoder.encoded(text, as: "GB18030"))
    }

    /// An Alipay bill as the app writes it: the block of export details and notes, then
    /// padded columns; 爱奇艺 monthly on the 28th and 网易云音乐 on the 3rd among meals, a
    /// transfer to 余额宝 (不计收支), a closed trade, and a purchase refunded in full.
    static func alipay() -> String {
        var lines = [
            "------------------------------------------------------------------------------------",
            "导出信息：", "姓名：张三", "支付宝账户：zhangsan@example.com",
            "起始时间：[2026-05-01 00:00:00]    终止时间：[2026-11-30 23:59:59]", "导出交易类型：[全部]",
            "导出时间：[2026-12-01 09:30:12]", "共40笔记录", "收入：7笔 84000.00元", "支出：29笔 2301.00元",
            "不计收支：4笔 1199.00元", "",
            "特别提示：", "1.本回单内容可表明支付宝受理了相应支付业务申请，但不代表该笔支付业务已经完成。",
            "2.本回单仅供参考。", "",
            "------------------------支付宝（中国）网络技术有限公司  电子客户回单------------------------",
            "交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注,",
        ]
        var order = 1
        func row(
            _ time: String, _ kind: String, _ party: String, _ item: String, _ way: String,
            _ amount: String, _ status: String
        ) {
            order += 1
            lines.append(
                "\(time),\(kind),\(party),***,\(item),\(way),\(amount),花呗,\(status),2026\(order)22001\t,T\(order)\t,,"
            )
        }
        for month in 5...11 {
            let mm = month < 10 ? "0\(month)" : "\(month)"
            row(
                "2026-\(mm)-28 08:00:0\(month % 10)", "文化休闲", "北京爱奇艺科技有限公司", "爱奇艺VIP会员自动续费", "支出",
                "25.00", "交易成功")
            row("2026-\(mm)-03 07:12:00", "文化休闲", "网易云音乐", "网易云音乐黑胶VIP自动续费", "支出", "15.00", "交易成功")
            row(
                "2026-\(mm)-1\(month % 10) 12:30:00", "餐饮美食", "美团", "外卖订单", "支出",
                "\(30 + month * 3).50", "交易成功")
            row("2026-\(mm)-10 09:00:00", "工资", "某公司", "工资", "收入", "12000.00", "交易成功")
        }
        row("2026-08-20 10:00:00", "投资理财", "余额宝", "转入", "不计收支", "1000.00", "交易成功")
        row("2026-09-05 21:00:00", "日用百货", "淘宝", "台灯", "支出", "199.00", "交易成功")
        row("2026-09-09 10:00:00", "退款", "淘宝", "退款-台灯", "不计收支", "199.00", "退款成功")
        row("2026-10-01 11:00:00", "日用百货", "京东", "耳机", "支出", "299.00", "交易关闭")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A WeChat Pay bill: its header block, ¥ amounts, 当前状态; 腾讯视频 monthly, a neutral
    /// top-up, and a charge refunded in full.
    static func wechat() -> String {
        var lines = [
            "微信支付账单明细,,,,,,,,,,", "微信昵称：[小明],,,,,,,,,,",
            "起始时间：[2026-05-01 00:00:00] 终止时间：[2026-11-30 23:59:59],,,,,,,,,,",
            "导出类型：[全部],,,,,,,,,,", "导出时间：[2026-12-01 10:00:00],,,,,,,,,,", ",,,,,,,,,,",
            "共16笔记录,,,,,,,,,,", "收入：0笔 0.00元,,,,,,,,,,", "支出：14笔 356.00元,,,,,,,,,,",
            "中性交易：1笔 200.00元,,,,,,,,,,", "注：,,,,,,,,,,",
            "1. 充值/提现/理财通购买/零钱通存取/信用卡还款等交易，将计入中性交易,,,,,,,,,,",
            ",,,,,,,,,,", "----------------------微信支付账单明细列表--------------------,,,,,,,,,,",
            "交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注",
        ]
        for month in 5...11 {
            let mm = month < 10 ? "0\(month)" : "\(month)"
            lines.append(
                "2026-\(mm)-15 09:00:00,商户消费,腾讯视频,腾讯视频VIP会员连续包月,支出,¥30.00,零钱,支付成功,42000\(month)\t,9\(month)\t,/"
            )
            lines.append(
                "2026-\(mm)-0\(month % 9 + 1) 19:00:00,商户消费,瑞幸咖啡,咖啡,支出,¥\(9 + month).90,零钱,支付成功,43000\(month)\t,8\(month)\t,/"
            )
        }
        lines.append("2026-07-20 10:00:00,零钱充值,招商银行,/,/,¥200.00,招商银行,充值完成,44000\t,/,/")
        lines.append("2026-08-21 10:00:00,商户消费,拼多多,抽纸,支出,¥25.00,零钱,已全额退款,45000\t,7\t,/")
        lines.append("2026-08-22 10:00:00,拼多多-退款,拼多多,抽纸,收入,¥25.00,零钱,已全额退款,46000\t,7\t,/")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("an Alipay bill in GBK: Chinese brands proposed in yuan, what is not a charge said")
    func alipayInChinese() throws {
        let zh = try ChineseTests.ChineseBox()
        let file = zh.box.file("alipay_record.csv")
        try Self.gb18030(Self.alipay()).write(to: file)
        let shown = try zh.quiet("import", "statement", file.path)
        #expect(shown.contains("按 支付宝账单 读取，文本编码为 GBK/GB18030。"), "\(shown)")
        #expect(shown.contains("未计入：1 笔已撤销或关闭、1 笔已退款的扣费、1 笔不计收支和 7 笔收入。"), "\(shown)")
        #expect(shown.contains("爱奇艺"), "\(shown)")
        #expect(shown.contains("网易云音乐"), "\(shown)")
        #expect(shown.contains("¥25.00"), "\(shown)")
        #expect(!shown.contains("美团"), "\(shown)")
        #expect(!shown.contains("淘宝"), "\(shown)")

        let json = try jsonObject(zh.quiet("--json", "import", "statement", file.path))
        #expect(json["format"] as? String == "alipay")
        #expect(json["encoding"] as? String == "GBK/GB18030")
        #expect(json["currency"] as? String == "CNY")
        let leftOut = try #require(json["left_out"] as? [String: Any])
        #expect(leftOut["refunded"] as? Int == 1)
        #expect(leftOut["reversed"] as? Int == 1)
        #expect(leftOut["not_counted"] as? Int == 1)
        #expect(leftOut["credits"] as? Int == 7)
        let proposals = try #require(json["proposals"] as? [[String: Any]])
        let byName = Dictionary(
            proposals.map { ($0["name"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byName["爱奇艺"]?["amount_minor"] as? Int == 2500)
        #expect(byName["爱奇艺"]?["brand_slug"] as? String == "iqiyi")
        #expect(byName["爱奇艺"]?["next_charge"] as? String == "2026-12-28")
        #expect(byName["网易云音乐"]?["amount_minor"] as? Int == 1500)
        #expect(byName["网易云音乐"]?["period"] as? String == "monthly")

        try zh.quiet("import", "statement", file.path, "--yes")
        let items = try zh.box.items()
        let iqiyi = try #require(items.first { $0["name"] as? String == "爱奇艺" })
        #expect(iqiyi["currency"] as? String == "CNY")
        #expect(iqiyi["amount_minor"] as? Int == 2500)
    }

    @Test("a WeChat Pay bill in an English profile: yuan from the file, the refund cancels")
    func wechatInEnglish() throws {
        let box = try Sandbox(.en)
        let file = box.file("微信支付账单.csv")
        try Self.wechat().write(to: file, atomically: true, encoding: .utf8)
        let result = try box.run("import", "statement", file.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Read as WeChat Pay bill."), "\(result.stdout)")
        #expect(result.stdout.contains("Amounts in CNY, as the file says."), "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "Left out: 1 reversed or cancelled and 1 transfer between your own accounts."),
            "\(result.stdout)")
        #expect(result.stdout.contains("腾讯视频"), "\(result.stdout)")
        #expect(result.stdout.contains("CN¥30.00"), "\(result.stdout)")
        #expect(!result.stdout.contains("拼多多"), "\(result.stdout)")
    }

    /// A UK card export: pending rows first, with "Pending" where the date goes.
    static let ukCard = """
        Date,Description,Amount
        Pending,SPOTIFY P1234,-11.99
        Pending,TESCO STORES 2231,-23.10
        03/11/2026,NETFLIX.COM 866-579-7172,-10.99
        14/10/2026,SPOTIFY P1220,-11.99
        28/10/2026,TESCO STORES 2231,-41.20
        03/10/2026,NETFLIX.COM 866-579-7172,-10.99
        14/09/2026,SPOTIFY P1180,-11.99
        03/09/2026,NETFLIX.COM 866-579-7172,-10.99
        14/08/2026,SPOTIFY P1101,-11.99
        03/08/2026,NETFLIX.COM 866-579-7172,-10.99
        14/07/2026,SPOTIFY P1042,-11.99
        01/07/2026,SALARY,2500.00

        """

    @Test("pending rows in a UK card export are skipped and said", arguments: Language.allCases)
    func pendingRows(_ language: Language) throws {
        let box = try Sandbox(language)
        let file = box.file("card.csv")
        try Self.ukCard.write(to: file, atomically: true, encoding: .utf8)
        let result = try box.run("import", "statement", file.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                language.pick(
                    "Fuera: 2 filas pendientes y 1 ingreso.",
                    "Left out: 2 pending rows and 1 row of money in.")),
            "\(result.stdout)")
        #expect(result.stdout.contains("Netflix"), "\(result.stdout)")
        #expect(result.stdout.contains("Spotify"), "\(result.stdout)")
    }

    /// Sorted by payee, every date ≤ 12: neither order puts the rows in date order, so the
    /// profile's own (day-first in Spain) decides and the monthly plans are found.
    static let byPayee = """
        Fecha;Concepto;Importe
        02/03/2026;GIMNASIO CENTRO;-35,00
        02/04/2026;GIMNASIO CENTRO;-35,00
        02/05/2026;GIMNASIO CENTRO;-35,00
        02/06/2026;GIMNASIO CENTRO;-35,00
        11/03/2026;HBO MAX;-9,99
        11/04/2026;HBO MAX;-9,99
        11/05/2026;HBO MAX;-9,99
        11/06/2026;HBO MAX;-9,99
        07/04/2026;LIBRERIA;-18,00

        """

    @Test("a statement sorted by payee is read in the profile's date order")
    func sortedByPayee() throws {
        let box = try Sandbox(.es)
        let file = box.file("por-concepto.csv")
        try Self.byPayee.write(to: file, atomically: true, encoding: .utf8)
        let json = try jsonObject(
            box.run(["import", "statement", file.path], globals: ["--json"]).stdout)
        #expect(json["date_order"] as? String == "day_first")
        let proposals = try #require(json["proposals"] as? [[String: Any]])
        #expect(proposals.map { $0["period"] as? String } == ["monthly", "monthly"])
        // Read day-first, the charges fall on the 2nd and the 11th; the next charge is each
        // one's first on or after the import's day.
        #expect(
            proposals.compactMap { $0["next_charge"] as? String }.sorted() == [
                "2026-12-02", "2026-12-11",
            ])
    }

    @Test("a UTF-16 export with a byte-order mark, tab-separated, as Excel saves Unicode text")
    func utf16() throws {
        let box = try Sandbox(.en)
        let file = box.file("export.txt")
        let text =
            "Date\tPayee\tAmount\r\n"
            + (1...6).map { "2026-0\($0)-09\tCafé Crème Club\t-7.50\r\n" }.joined()
        var data = Data([0xFF, 0xFE])
        data.append(text.data(using: .utf16LittleEndian)!)
        try data.write(to: file)
        let json = try jsonObject(
            box.run(["import", "statement", file.path], globals: ["--json"]).stdout)
        #expect(json["encoding"] as? String == "UTF-16")
        let proposals = try #require(json["proposals"] as? [[String: Any]])
        #expect(proposals.first?["merchant"] as? String == "Cafe Creme Club")
        #expect(proposals.first?["amount_minor"] as? Int == 750)
    }

    @Test("a tracked subscription the statement disagrees with: the differences and the edits")
    func disagreement() throws {
        let box = try Sandbox(.en)
        try box.quiet("add", "Netflix", "12.99", "monthly", "--next", "2026-12-10")
        let file = box.file("bank.csv")
        let rows = (6...11).map { "2026-\($0 < 10 ? "0" : "")\($0)-07,NETFLIX.COM,-13.99" }
        try (["Date,Payee,Amount"] + rows).joined(separator: "\n").write(
            to: file, atomically: true, encoding: .utf8)
        let result = try box.run("import", "statement", file.path)
        #expect(
            result.stdout.contains("Netflix: the statement charges $13.99, you track $12.99."),
            "\(result.stdout)")
        #expect(
            result.stdout.contains("Netflix: charged on day 7 of the month, you track day 10."),
            "\(result.stdout)")
        #expect(result.stdout.contains("To match the statement:"), "\(result.stdout)")
        #expect(
            result.stdout.contains("  edit Netflix amount 13.99\n  edit Netflix next 2026-12-07"),
            "\(result.stdout)")
        // The edits, run as given, leave nothing to disagree about.
        try box.quiet("edit", "Netflix", "amount", "13.99")
        try box.quiet("edit", "Netflix", "next", "2026-12-07")
        let again = try box.run("import", "statement", file.path)
        #expect(!again.stdout.contains("To match the statement:"), "\(again.stdout)")
        let json = try jsonObject(
            box.run(["import", "statement", file.path], globals: ["--json"]).stdout)
        let proposal = try #require((json["proposals"] as? [[String: Any]])?.first)
        #expect(proposal["tracked"] as? String == "Netflix")
        #expect(proposal["disagreement"] is NSNull)
    }
}
