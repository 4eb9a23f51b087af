/// One CLDR plural condition such as `i = 1 and v = 0`, parsed once and evaluated as data.
///
/// Grammar (CLDR TR35 "Plural rules syntax", the subset every cardinal rule uses):
/// `condition = and_condition ('or' and_condition)*`,
/// `and_condition = relation ('and' relation)*`,
/// `relation = operand ('%' value)? ('=' | '!=') range_list`,
/// `range_list = (value | value'..'value) (',' ...)*`. Sample lists after `@` are ignored.
/// The empty condition is always true (that is CLDR's `other`).
public struct PluralRule: Hashable, Sendable {
    /// The CLDR operand letters; `c` is read as `e`, its older spelling.
    public enum Operand: String, Hashable, Sendable {
        case n, i, v, w, f, t, e
    }

    /// One `a` or `a..b` item of a range list.
    struct RangeItem: Hashable, Sendable {
        let lower: Double
        let upper: Double
    }

    /// `operand % modulus (=|!=) ranges`.
    struct Relation: Hashable, Sendable {
        let operand: Operand
        let modulus: Double?
        let negated: Bool
        let ranges: [RangeItem]
    }

    /// The source text, kept for findings and error messages.
    public let source: String
    /// Disjunction of conjunctions of relations.
    let alternatives: [[Relation]]

    /// Parses `source`; throws a `PluralRuleSyntaxError` naming the offending token.
    public init(_ source: String) throws(PluralRuleSyntaxError) {
        self.source = source
        let body =
            source.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
            .first.map(String.init) ?? ""
        var tokens = PluralRuleTokenizer(body)
        var alternatives: [[Relation]] = []
        if tokens.atEnd {
            self.alternatives = []
            return
        }
        repeat {
            var conjunction: [Relation] = []
            repeat {
                conjunction.append(try Self.parseRelation(&tokens))
            } while tokens.consume("and")
            alternatives.append(conjunction)
        } while tokens.consume("or")
        if let extra = tokens.next() { throw PluralRuleSyntaxError(rule: source, token: extra) }
        self.alternatives = alternatives
    }

    private static func parseRelation(_ tokens: inout PluralRuleTokenizer)
        throws(PluralRuleSyntaxError)
        -> Relation
    {
        guard let name = tokens.next() else { throw tokens.error("") }
        let operand: Operand
        if name == "c" {
            operand = .e
        } else if let known = Operand(rawValue: name) {
            operand = known
        } else {
            throw tokens.error(name)
        }
        var modulus: Double?
        if tokens.consume("%") {
            guard let value = tokens.nextNumber(), value > 0 else {
                throw tokens.error(tokens.peek ?? "")
            }
            modulus = value
        }
        let negated: Bool
        if tokens.consume("=") {
            negated = false
        } else if tokens.consume("!=") {
            negated = true
        } else {
            throw tokens.error(tokens.peek ?? "")
        }
        var ranges: [RangeItem] = []
        repeat {
            guard let lower = tokens.nextNumber() else { throw tokens.error(tokens.peek ?? "") }
            if tokens.consume("..") {
                guard let upper = tokens.nextNumber(), upper >= lower else {
                    throw tokens.error(tokens.peek ?? "")
                }
                ranges.append(RangeItem(lower: lower, upper: upper))
            } else {
                ranges.append(RangeItem(lower: lower, upper: lower))
            }
        } while tokens.consume(",")
        return Relation(operand: operand, modulus: modulus, negated: negated, ranges: ranges)
    }

    /// Whether the number with these operands satisfies the condition.
    public func matches(_ operands: PluralOperands) -> Bool {
        if alternatives.isEmpty { return true }
        return alternatives.contains { conjunction in
            conjunction.allSatisfy { relation in
                var value = operands.value(of: relation.operand)
                if let modulus = relation.modulus {
                    value = value.truncatingRemainder(dividingBy: modulus)
                }
                // A range holds integers only: n = 2..4 is false for 2.5 (CLDR "in" semantics).
                let isInteger = value == value.rounded(.towardZero)
                let inside = relation.ranges.contains { range in
                    range.lower == range.upper
                        ? value == range.lower
                        : isInteger && value >= range.lower && value <= range.upper
                }
                return inside != relation.negated
            }
        }
    }
}

/// Why a plural rule could not be read: the rule and the token where reading stopped.
public struct PluralRuleSyntaxError: Error, Hashable, Sendable {
    public let rule: String
    /// The unexpected token; empty when the rule ended too early.
    public let token: String
}
