import SubDomain

// Until the domain defines it (the domain branch adds it): the member limit lives there.
extension RecurringExpense {
    public static let memberLimit = 1...1000
}
