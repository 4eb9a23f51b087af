import SubDomain
import SubLocalization

extension Renderer {
    /// The bytes written at a time: a year of charges at 100,000 subscriptions is over a
    /// million lines, and a system call (or a string) each cost more than making them.
    static let blockBytes = 65_536

    /// `upcoming N` as lines (a block of many lines may be one element): the heading, one
    /// line per charge (date, how far, name, amount), the total per currency.
    public func upcoming(_ schedule: ChargeSchedule, days: Int) -> [String] {
        var lines: [String] = []
        upcoming(schedule, days: days) { block in
            lines.append(String(decoding: block.dropLast(), as: UTF8.self))
        }
        return lines
    }

    /// `upcoming N` handed to `write` as UTF-8 blocks of whole lines, each ending with a newline.
    ///
    /// Each day that has a charge is worded once, each item once (its name cut and padded,
    /// its amount formatted and padded); a line is then the bytes of its day's columns
    /// followed by its item's, copied into the block.
    public func upcoming(_ schedule: ChargeSchedule, days: Int, write: ([UInt8]) -> Void) {
        guard !schedule.isEmpty else {
            write(Array((localizer.text(.upcomingNone, ["count": .count(days)]) + "\n").utf8))
            return
        }
        // Which days and items appear, before the charges are made in order: their columns'
        // widths are known before the first line is written.
        let dayUsed = schedule.daysCharged
        let chargesOfItem = schedule.chargesOfItem
        var dates: [Int: (date: String, near: String)] = [:]
        for day in dayUsed.indices where dayUsed[day] {
            let date = schedule.start.addingDays(day)
            dates[day] = (localizer.date(date), localizer.relativeDate(date, from: today))
        }
        var names: [Int: String] = [:]
        var amounts: [Int: String] = [:]
        for item in chargesOfItem.indices where chargesOfItem[item] > 0 {
            names[item] = TerminalSanitizer.clean(schedule.items[item].name)
            amounts[item] = localizer.money(schedule.items[item].amount)
        }
        let dateWidth = dates.values.map { DisplayWidth.of($0.date) }.max() ?? 0
        let relativeWidth = dates.values.map { DisplayWidth.of($0.near) }.max() ?? 0
        let nameWidth = min(32, names.values.map(DisplayWidth.of).max() ?? 0)
        let amountWidth = amounts.values.map(DisplayWidth.of).max() ?? 0

        // The columns of each day, and of each item with its line's end, in two byte arenas.
        var dayColumns = ByteArena(count: dayUsed.count)
        for (day, texts) in dates {
            dayColumns.set(
                day,
                "  " + DisplayWidth.padded(texts.date, to: dateWidth) + "  "
                    + DisplayWidth.padded(texts.near, to: relativeWidth) + "  ")
        }
        var itemColumns = ByteArena(count: schedule.items.count)
        for (item, name) in names {
            itemColumns.set(
                item,
                DisplayWidth.padded(DisplayWidth.truncated(name, to: nameWidth), to: nameWidth)
                    + "  " + DisplayWidth.leftPadded(amounts[item]!, to: amountWidth) + "\n")
        }

        var blocks = OutputBlocks()
        blocks.bytes += Array(localizer.text(.upcomingHeading, ["count": .count(days)]).utf8)
        blocks.bytes.append(0x0A)
        schedule.forEachCharge { charge in
            dayColumns.append(Int(charge.day), to: &blocks.bytes)
            itemColumns.append(Int(charge.item), to: &blocks.bytes)
            blocks.flushIfFull(write: write)
        }

        blocks.bytes += Array(
            localizer.text(
                .upcomingTotal, ["amounts": .list(schedule.totals.map(localizer.money))]
            ).utf8)
        blocks.bytes.append(0x0A)
        blocks.flush(write: write)
    }
}
