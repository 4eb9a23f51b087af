import Foundation

/// Mailboxes of receipts written by Python's own `email` package (the standard library's,
/// through /usr/bin/python3), so the messages come from an independent writer: charsets
/// (UTF-8, GB2312, GBK, Big5, ISO-8859-1, Windows-1252), base64 and quoted-printable,
/// HTML-only bodies in multipart/alternative, RFC 2047 subjects, in English, Spanish and
/// Chinese, among mail that is no receipt (newsletters with prices, shipping notices, failed
/// payments, personal mail).
public enum MailFixture {
    /// What a seeded mailbox holds: the subscriptions its receipts are, and its counts.
    public struct Manifest: Decodable, Sendable {
        public struct Subscription: Decodable, Hashable, Sendable {
            /// The brand's name, or the sender's display name.
            public let name: String
            public let amountMinor: Int64
            public let period: String
            public let currency: String
            public let knownSender: Bool
        }
        public let subscriptions: [Subscription]
        public let receipts: Int
        public let others: Int
        public let messages: Int
    }

    /// Writes a mailbox of `months` months of receipts for random subscriptions (seeded by
    /// `seed`) mixed with mail that is not a receipt, as `layout` (`mbox`, `maildir`, or
    /// `eml`: a folder of `.eml` files) at `path`; every receipt in `currency`. Given
    /// `total`, mail that is no receipt, each a few kilobytes as a newsletter is, fills the
    /// mailbox up to that many messages.
    @discardableResult
    public static func write(
        _ path: String, layout: String, seed: Int, months: Int = 8, currency: String = "EUR",
        others: Int = 3, total: Int? = nil
    ) throws -> Manifest {
        let output = try python(
            script,
            [path, layout, String(seed), String(months), currency, String(others)]
                + (total.map { [String($0)] } ?? []))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Manifest.self, from: Data(output.utf8))
    }

    /// Runs a Python script of the caller's (its own messages, hostile ones).
    @discardableResult
    public static func python(_ script: String, _ arguments: [String] = []) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let failure = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw FixturePython.Failed(
                status: process.terminationStatus,
                output: String(decoding: failure, as: UTF8.self))
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The generator. Each subscription is charged on its own day of the month, monthly or
    /// every three months, through the last month; its receipts are in one language and
    /// vary in charset, transfer encoding and HTML from message to message.
    public static let script = #"""
        import sys, os, json, random, datetime, mailbox, email.utils, base64, quopri
        from email.mime.text import MIMEText
        from email.mime.multipart import MIMEMultipart
        from email.mime.application import MIMEApplication
        from email.header import Header
        from email.charset import Charset, BASE64, QP

        path, layout, seed, months, currency, others = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5], int(sys.argv[6])
        rng = random.Random(seed)

        KNOWN = [  # name, address, languages
            ("Netflix", "Netflix <info@mailer.netflix.com>", ["en", "es"]),
            ("Spotify", "Spotify <no-reply@spotify.com>", ["en", "es"]),
            ("Disney+", "Disney+ <disneyplus@mail.disneyplus.com>", ["en", "es"]),
            ("Dropbox", "Dropbox <no-reply@dropbox.com>", ["en", "es"]),
            ("iCloud+", "Apple <no_reply@email.apple.com>", ["en", "es"]),
            ("腾讯视频", "腾讯视频 <vip@tencent.com>", ["zh"]),
            ("爱奇艺", "iQIYI <vip@iqiyi.com>", ["zh", "zht"]),
        ]
        UNKNOWN = [
            ("Gimnasio Sol", "Gimnasio Sol <hola@gimnasiosol.es>", ["es"]),
            ("Acme Cloud", "Acme Cloud <billing@acmecloud.io>", ["en"]),
            ("Nube Fit", "Nube Fit <pay@nubefit.cn>", ["zh", "zht"]),
        ]
        SUBJECTS = {
            "en": ["Your receipt from {n}", "Payment confirmation", "Your {n} receipt", "Invoice for your subscription"],
            "es": ["Tu recibo de {n}", "Confirmación de pago", "Factura de {n}", "Recibo de tu suscripción"],
            "zh": ["{n}会员自动续费扣款成功", "扣款成功通知", "{n}订阅收据"],
            "zht": ["扣款成功通知", "扣款成功"],
        }
        MONTHS_ES = ["enero","febrero","marzo","abril","mayo","junio","julio","agosto","septiembre","octubre","noviembre","diciembre"]
        MONTHS_EN = ["January","February","March","April","May","June","July","August","September","October","November","December"]

        def money(minor, lang, charset):
            major = f"{minor // 100}.{minor % 100:02d}"
            comma = major.replace(".", ",")
            if currency == "EUR":
                euro = "€" if charset not in ("iso-8859-1", "gb2312", "gbk", "big5") else None
                choices = {"en": ([f"€{major}"] if euro else []) + [f"{major} EUR", f"EUR {major}"],
                           "es": ([f"{comma} €"] if euro else []) + [f"{comma} EUR", f"{comma} euros"]}
                return rng.choice(choices.get(lang, [f"{major} EUR"]))
            if currency == "USD":
                return rng.choice({"en": [f"${major}", f"US${major}", f"{major} USD"], "es": [f"{comma} US$", f"US$ {comma}", f"{comma} USD"]}.get(lang, [f"{major} USD"]))
            if currency == "CNY":
                options = [f"{major}元", f"RMB {major}", f"{major} CNY"]
                if charset == "utf-8":
                    options.append(f"¥{major}")
                if charset in ("gb2312", "gbk"):
                    options.append(f"￥{major}")
                return rng.choice(options)
            raise SystemExit("currency")

        def date_line(day, lang):
            if lang == "en":
                return rng.choice([f"Date: {day.isoformat()}", f"Order date: {MONTHS_EN[day.month-1]} {day.day}, {day.year}", f"Date: {day.day:02d}/{day.month:02d}/{day.year}"])
            if lang == "es":
                return rng.choice([f"Fecha: {day.day} de {MONTHS_ES[day.month-1]} de {day.year}", f"Fecha: {day.day:02d}/{day.month:02d}/{day.year}"])
            return f"日期：{day.year}年{day.month}月{day.day}日"

        def body(name, lang, amount, day, charset):
            paid = money(amount, lang, charset)
            nxt = day + datetime.timedelta(days=30)
            if lang == "en":
                lines = [f"Thanks for your payment to {name}.", f"Total: {paid}", date_line(day, lang), f"Next billing date: {nxt.isoformat()}"]
            elif lang == "es":
                lines = [f"Gracias por tu pago a {name}.", f"Importe cobrado: {paid}", date_line(day, lang), f"Próximo cobro: {nxt.day:02d}/{nxt.month:02d}/{nxt.year}"]
            elif lang == "zh":
                lines = [f"尊敬的用户，您的{name}会员自动续费扣款成功。", f"扣款金额：{paid}", date_line(day, lang), f"下次扣款日期：{nxt.year}年{nxt.month}月{nxt.day}日"]
            else:
                lines = ["尊敬的用戶，您的會員自動續費扣款成功。", f"扣款：{paid}", date_line(day, lang)]
            return lines

        def charset_for(lang):
            if lang == "zh": return rng.choice(["utf-8", "gb2312", "gbk"])
            if lang == "zht": return rng.choice(["utf-8", "big5"])
            return rng.choice(["utf-8", "iso-8859-1", "windows-1252"])

        def make(sender, subject, lines, day, charset, html):
            text = "\n".join(lines)
            cs = Charset(charset)
            cs.body_encoding = rng.choice([BASE64, QP])
            if html:
                markup = "<html><head><style>td{color:red}</style></head><body><table>" + "".join(
                    f"<tr><td>{l.split('：')[0].split(':')[0]}</td><td>{l[len(l.split('：')[0].split(':')[0]):].lstrip('：: ')}</td></tr>" if (":" in l or "：" in l) else f"<tr><td><p>{l}</p></td></tr>" for l in lines) + "</table></body></html>"
                part = MIMEText(markup, "html", cs)
                message = MIMEMultipart("alternative")
                message.attach(part)
            else:
                message = MIMEText(text, "plain", cs)
            display, address = email.utils.parseaddr(sender)
            message["From"] = email.utils.formataddr((display, address), charset="utf-8")
            message["To"] = "me@example.org"
            # RFC 2047 by hand: Python names Big5 "big5_tw" in encoded words, which no
            # mail reader knows.
            if all(ord(c) < 0x80 for c in subject):
                message["Subject"] = subject
            elif rng.random() < 0.5:
                message["Subject"] = f"=?{charset}?b?{base64.b64encode(subject.encode(charset)).decode()}?="
            else:
                message["Subject"] = f"=?{charset}?q?{quopri.encodestring(subject.encode(charset), header=True).decode()}?="
            sent = datetime.datetime(day.year, day.month, day.day, 9, rng.randint(0, 59), tzinfo=datetime.timezone.utc)
            message["Date"] = email.utils.format_datetime(sent)
            message["Message-ID"] = f"<{rng.getrandbits(64):x}@{sender.split('@')[1].rstrip('>')}>"
            return message

        last = datetime.date(2026, 11, 1)
        start_month = (last.year * 12 + last.month - 1) - (months - 1)
        def month_day(index, day):
            y, m = divmod(start_month + index, 12)
            return datetime.date(y, m + 1, day)

        pool = KNOWN + UNKNOWN
        if currency == "CNY":
            pool = [p for p in pool if "zh" in p[2] or "zht" in p[2]]
        else:
            pool = [p for p in pool if "zh" not in p[2]]
        count = rng.randint(2, min(5, len(pool)))
        chosen = rng.sample(pool, count)
        messages = []
        subscriptions = []
        receipts = 0
        used_days = set()
        for name, sender, langs in chosen:
            lang = rng.choice(langs)
            period = "quarterly" if months >= 9 and rng.random() < 0.25 else "monthly"
            step = 3 if period == "quarterly" else 1
            day = rng.choice([d for d in range(1, 29) if d not in used_days])
            used_days.add(day)
            amount = rng.randint(199, 4999)
            first = 0 if step == 1 else (months - 1) % 3
            for index in range(first, months, step):
                when = month_day(index, day)
                charset = charset_for(lang)
                subject = rng.choice(SUBJECTS[lang]).format(n=name)
                if charset in ("iso-8859-1", "windows-1252", "big5") and any(ord(c) > 0xFF for c in subject + name) and lang not in ("zh", "zht"):
                    charset = "utf-8"
                messages.append(make(sender, subject, body(name, lang, amount, when, charset), when, charset, rng.random() < 0.4))
                receipts += 1
            known = any(name == k[0] for k in KNOWN)
            subscriptions.append({"name": name, "amount_minor": amount, "period": period, "currency": currency, "known_sender": known})

        # Mail that is no receipt: never a charge, whatever amounts it shows.
        OTHER = [
            ("Netflix <info@mailer.netflix.com>", "New on Netflix this month", ["Plans from €7.99 a month.", "Watch now."], "utf-8"),
            ("Spotify <no-reply@spotify.com>", "Your payment failed", ["We couldn't process your payment of €10.99.", "Date: 2026-10-02"], "utf-8"),
            ("Amazon.es <envios@amazon.es>", "Tu pedido ha sido enviado", ["Total del pedido: 45,00 €", "Fecha: 02/10/2026"], "windows-1252"),
            ("Amazon.com <ship-confirm@amazon.com>", "Your order has shipped", ["Order total: $45.00"], "utf-8"),
            ("京东 <jd@jd.com>", "您的订单已发货", ["订单金额：99.00元", "日期：2026年10月2日"], "gbk"),
            ("Ana <ana@example.org>", "Cena del sábado", ["Somos 4, a 25 EUR por cabeza.", "Fecha: 3 de octubre de 2026"], "iso-8859-1"),
            ("Tech Weekly <news@techweekly.io>", "Newsletter: the best deals", ["Total savings: $120.00"], "utf-8"),
            ("腾讯视频 <vip@tencent.com>", "会员即将到期提醒", ["续费价格：25.00元"], "gb2312"),
        ]
        total = int(sys.argv[7]) if len(sys.argv) > 7 else None
        filler = ["Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor."] * 40
        for _ in range(others * months if total is None else max(total - receipts, 0)):
            sender, subject, lines, charset = rng.choice(OTHER)
            when = month_day(rng.randrange(months), rng.randint(1, 28))
            messages.append(make(sender, subject, lines + (filler if total else []), when, charset, rng.random() < 0.3))

        rng.shuffle(messages)
        if layout == "mbox":
            box = mailbox.mbox(path, create=True)
            for m in messages: box.add(m)
            box.close()
        elif layout == "maildir":
            box = mailbox.Maildir(path, create=True)
            for i, m in enumerate(messages):
                key = box.add(m)
                if i % 2: 
                    msg = box[key]; msg.set_subdir("cur"); box[key] = msg
            box.close()
        else:
            os.makedirs(path, exist_ok=True)
            for i, m in enumerate(messages):
                with open(os.path.join(path, f"{i:05d}.eml"), "wb") as f: f.write(m.as_bytes())
        print(json.dumps({"subscriptions": subscriptions, "receipts": receipts, "others": len(messages) - receipts, "messages": len(messages)}, ensure_ascii=False))
        """#
}
