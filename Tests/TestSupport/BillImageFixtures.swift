import Foundation

/// Bills drawn by Pillow with Debian's fonts (DejaVu for Latin, WenQuanYi Micro Hei for
/// Chinese), for the image import's tests: receipts in Spanish, English and Chinese, an
/// Alipay-style 自动续费 page, an app store's subscriptions page, invoice QR codes pasted on
/// (the qrcode package), and degraded copies (rotated, blurred, JPEG at quality 30). Each
/// call prints the truth it drew as JSON, so a test compares what SubHub read with it.
public enum BillImageFixtures {
    /// What a drawn bill holds.
    public struct Truth: Decodable, Sendable {
        public struct Entry: Decodable, Sendable {
            public let name: String
            public let amount_minor: Int64
            public let next: String
            public let period: String
        }
        public let kind: String
        public let lang: String
        public let merchant: String?
        public let amount_minor: Int64?
        public let currency: String
        public let date: String?
        public let entries: [Entry]?
        public let degraded: Bool
    }

    /// Draws bill `kind` (`receipt`, `alipay`, `appstore`, `receipt-qr`) in `lang` (`es`,
    /// `en`, `zh`) from `seed` into `path`; `degrade` makes a rotated, blurred JPEG copy.
    /// `fields` fixes some of the drawn values (`merchant`, `amount`, `date`).
    public static func draw(
        kind: String, lang: String, seed: Int, degrade: Bool, to path: String,
        fields: [String: String] = [:]
    ) throws -> Truth {
        let fixed = try JSONSerialization.data(withJSONObject: fields)
        let output = try FixturePython.run(
            script,
            [
                kind, lang, String(seed), degrade ? "1" : "0", path,
                String(decoding: fixed, as: UTF8.self),
            ])
        let line = output.split(separator: "\n").last.map(String.init) ?? ""
        return try JSONDecoder().decode(Truth.self, from: Data(line.utf8))
    }

    static let script = #"""
        import json, random, sys, datetime
        from PIL import Image, ImageDraw, ImageFont, ImageFilter
        import qrcode

        kind, lang, seed, degrade, out, fixed = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4] == "1", sys.argv[5], json.loads(sys.argv[6])
        rng = random.Random(seed)
        LATIN = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
        HAN = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
        def font(size, bold=False):
            return ImageFont.truetype(HAN if lang == "zh" else (BOLD if bold else LATIN), size)

        MERCHANTS = {
            "es": ["Netflix", "Spotify", "Movistar Plus", "Disney Plus", "Filmin", "Amazon Prime", "HBO Max", "Dropbox"],
            "en": ["Netflix", "Spotify", "Disney Plus", "Dropbox", "Audible", "Adobe", "Notion", "Github"],
            "zh": ["腾讯视频", "爱奇艺", "网易云音乐", "优酷", "哔哩哔哩", "百度网盘", "QQ音乐", "芒果TV"],
        }
        MONTHS_ES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]
        MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

        def money(minor):
            whole, cents = divmod(minor, 100)
            if lang == "es": return f"{whole},{cents:02d} €"
            if lang == "en": return f"${whole}.{cents:02d}"
            return f"¥{whole}.{cents:02d}"

        def day_text(d):
            if lang == "es": return d.strftime("%d/%m/%Y")
            if lang == "en": return f"{MONTHS_EN[d.month-1][:3]} {d.day}, {d.year}"
            return f"{d.year}年{d.month:02d}月{d.day:02d}日"

        def some_day():
            if "date" in fixed: return datetime.date.fromisoformat(fixed["date"])
            return datetime.date(2026, 1, 1) + datetime.timedelta(days=rng.randrange(0, 330))

        def some_amount():
            if "amount" in fixed: return int(fixed["amount"])
            return rng.randrange(199, 9999)

        currency = {"es": "EUR", "en": "USD", "zh": "CNY"}[lang]
        truth = {"kind": kind, "lang": lang, "currency": currency, "degraded": degrade}
        W = 900
        img = Image.new("L", (W, 1400), 255)
        draw = ImageDraw.Draw(img)
        y = 60
        def text(x, s, size=34, bold=False, right=False):
            global y
            f = font(size, bold)
            if right:
                w = draw.textlength(s, font=f)
                draw.text((W - 60 - w, y), s, font=f, fill=0)
            else:
                draw.text((x, y), s, font=f, fill=0)
        def row(left, right_text, size=34, bold=False):
            global y
            text(60, left, size, bold)
            text(0, right_text, size, bold, right=True)
            y += int(size * 1.9)

        if kind in ("receipt", "receipt-qr"):
            merchant = fixed.get("merchant") or rng.choice(MERCHANTS[lang])
            amount = some_amount()
            day = some_day()
            truth.update(merchant=merchant, amount_minor=amount, date=day.isoformat())
            if kind == "receipt-qr":
                if lang == "zh":
                    payload = f"01,10,0440012{rng.randrange(10000,99999)},{rng.randrange(10000000,99999999)},{amount//100}.{amount%100:02d},{day.strftime('%Y%m%d')},{rng.randrange(10**19,10**20)},A1B2,"
                else:
                    payload = f"https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B{rng.randrange(10**7,10**8)}&numserie=F{rng.randrange(1000,9999)}%2F26&fecha={day.strftime('%d-%m-%Y')}&importe={amount//100}.{amount%100:02d}"
                code = qrcode.make(payload, box_size=6, border=4).convert("L")
                img.paste(code, (W - code.size[0] - 40, 40))
                truth["code"] = payload
            text(60, merchant, 52, True); y += 100
            text(60, {"es": "RECIBO", "en": "RECEIPT", "zh": "电子收据"}[lang], 30); y += 80
            row({"es": "Fecha:", "en": "Date:", "zh": "日期："}[lang], day_text(day))
            row({"es": "N.º de pedido:", "en": "Order no.:", "zh": "订单号："}[lang], str(rng.randrange(10**7, 10**8)))
            y += 20
            item = {"es": "Suscripción mensual", "en": "Monthly subscription", "zh": "连续包月会员"}[lang]
            if lang == "es" and rng.random() < 0.5:
                base = round(amount / 1.21)
                row(item, money(base))
                row("IVA (21%)", money(amount - base))
            else:
                row(item, money(amount))
            y += 20
            draw.line((60, y, W - 60, y), fill=0, width=3); y += 30
            row({"es": "TOTAL", "en": "TOTAL", "zh": "合计"}[lang], money(amount), 40, True)
            y += 40
            text(60, {"es": "Gracias por su compra", "en": "Thank you", "zh": "感谢您的支持"}[lang], 28)
        elif kind == "alipay":
            lang = "zh"
            truth["lang"] = "zh"; truth["currency"] = "CNY"; currency = "CNY"
            text(60, "自动续费", 48, True); y += 110
            entries = []
            names = rng.sample(MERCHANTS["zh"], 3)
            for name in names:
                amount = some_amount() if "amount" not in fixed else int(fixed["amount"])
                amount = (amount // 100) * 100 if rng.random() < 0.5 else amount
                day = some_day()
                period = rng.choice(["monthly", "annual"])
                entries.append({"name": name + "会员", "amount_minor": amount, "next": day.isoformat(), "period": period})
                text(60, name + "会员", 40, True); y += 70
                text(60, ("连续包月" if period == "monthly" else "连续包年") + f"  ¥{amount//100}.{amount%100:02d}", 34); y += 60
                text(60, f"下次扣款日期  {day.isoformat()}", 30); y += 70
                draw.line((60, y, W - 60, y), fill=180, width=2); y += 40
            truth["entries"] = entries
        elif kind == "appstore":
            text(60, {"es": "Suscripciones", "en": "Subscriptions", "zh": "订阅"}[lang], 48, True); y += 110
            entries = []
            names = rng.sample(MERCHANTS[lang], 3)
            for name in names:
                amount = some_amount()
                day = some_day()
                period = rng.choice(["monthly", "annual"])
                per = {"es": {"monthly": "/mes", "annual": "/año"}, "en": {"monthly": "/month", "annual": "/year"}, "zh": {"monthly": "/月", "annual": "/年"}}[lang][period]
                entries.append({"name": name, "amount_minor": amount, "next": day.isoformat(), "period": period})
                text(60, name, 40, True); y += 70
                text(60, money(amount) + per, 34); y += 60
                if lang == "es": renew = f"Se renueva el {day.day} de {MONTHS_ES[day.month-1]} de {day.year}"
                elif lang == "en": renew = f"Renews {MONTHS_EN[day.month-1]} {day.day}, {day.year}"
                else: renew = f"下次续费日期 {day.isoformat()}"
                text(60, renew, 30); y += 70
                draw.line((60, y, W - 60, y), fill=180, width=2); y += 40
            truth["entries"] = entries

        img = img.crop((0, 0, W, min(1400, y + 60)))
        if degrade:
            img = img.rotate(rng.choice([-1, 1]) * rng.uniform(2, 4), expand=True, fillcolor=255, resample=Image.BICUBIC)
            img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.0)))
            img.convert("RGB").save(out, "JPEG", quality=30)
        else:
            img.convert("RGB").save(out)
        print(json.dumps(truth, ensure_ascii=False))
        """#
}
