import Foundation
import TestSupport

/// `SUBHUB_BENCH_ONLY=ocr`: `import image` of a 1080×2400 phone screenshot (an app store's
/// subscriptions page drawn by Pillow) through the release binary: its wall time against 3 s
/// and the child's peak memory against 300 MB.
enum OCRBenchmark {
    static func run(binary: String, folder: String) -> [String] {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let screenshot = folder + "/screenshot.png"
        do {
            try FixturePython.run(
                """
                import sys
                from PIL import Image, ImageDraw, ImageFont
                big = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 64)
                small = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 48)
                img = Image.new("RGB", (1080, 2400), (250, 250, 250))
                d = ImageDraw.Draw(img)
                d.text((60, 120), "Subscriptions", font=big, fill=(0, 0, 0))
                y = 320
                for name, price, day in [("Netflix", "$15.49/month", "Renews March 5, 2027"), ("Spotify", "$11.99/month", "Renews March 17, 2027"), ("iCloud+", "$2.99/month", "Renews March 1, 2027"), ("Dropbox", "$119.88/year", "Renews June 9, 2027")]:
                    d.text((60, y), name, font=big, fill=(0, 0, 0)); y += 110
                    d.text((60, y), price, font=small, fill=(60, 60, 60)); y += 90
                    d.text((60, y), day, font=small, fill=(60, 60, 60)); y += 160
                img.save(sys.argv[1])
                """, [screenshot])
        } catch {
            return ["ocr: the screenshot could not be drawn (\(error))"]
        }
        let environment = [
            "PATH": "/usr/bin:/bin", "HOME": folder, "LANG": "en_US.UTF-8", "LC_ALL": "en_US.UTF-8",
            "SUBHUB_DATA_DIR": folder + "/ocr-data",
        ]
        var runs: [ProcessProbe.Run] = []
        for _ in 0..<3 {
            if let run = ProcessProbe.run(
                [binary, "--profile", "bench", "--json", "import", "image", screenshot],
                environment: environment, keepOutput: false)
            {
                runs.append(run)
            }
        }
        guard !runs.isEmpty else { return ["ocr: subhub did not run"] }
        let seconds = runs.map(\.seconds).sorted()[runs.count / 2]
        let peak = Double(runs.map(\.peakKiB).max() ?? 0) / 1024
        return [
            String(
                format: "ocr: import image of a 1080×2400 screenshot  %.2f s (limit 3 s)  %@",
                seconds, seconds <= 3 ? "ok" : "OVER"),
            String(
                format: "ocr: peak memory of the child              %.0f MB (limit 300 MB)  %@",
                peak, peak <= 300 ? "ok" : "OVER"),
        ]
    }
}
