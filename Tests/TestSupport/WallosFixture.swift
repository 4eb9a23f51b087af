/// Wallos databases as a hand-edited or hostile file has them, for the reader's tests at
/// both tiers: the columns the reader needs, without Wallos's primary keys, so ids may
/// repeat.
public enum WallosFixture {
    /// SQLite that makes `subscriptions` subscriptions and `copies` rows of the same id in
    /// each lookup list (currencies, categories, payment methods, household).
    public static func repeatedIDs(subscriptions: Int, copies: Int) -> String {
        func numbers(_ count: Int) -> String {
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(count))"
        }
        return """
            CREATE TABLE user (id INTEGER, username TEXT);
            CREATE TABLE household (id INTEGER, name TEXT, user_id INTEGER);
            CREATE TABLE cycles (id INTEGER, days INTEGER, name TEXT);
            CREATE TABLE currencies (id INTEGER, code TEXT);
            CREATE TABLE categories (id INTEGER, name TEXT);
            CREATE TABLE payment_methods (id INTEGER, name TEXT);
            CREATE TABLE subscriptions (id INTEGER, name TEXT, price REAL, currency_id INTEGER,
                next_payment DATE, cycle INTEGER, frequency INTEGER, payment_method_id INTEGER,
                payer_user_id INTEGER, category_id INTEGER);
            INSERT INTO user VALUES (1, 'ana');
            INSERT INTO cycles VALUES (3, 30, 'Monthly');
            \(numbers(subscriptions)) INSERT INTO subscriptions
                SELECT i, 'S' || i, 9.99, 1, '2026-12-05', 3, 1, 1, 1, 1 FROM n;
            \(numbers(copies)) INSERT INTO currencies SELECT 1, 'EUR' FROM n;
            \(numbers(copies)) INSERT INTO categories SELECT 1, 'Video' FROM n;
            \(numbers(copies)) INSERT INTO payment_methods SELECT 1, 'Visa' FROM n;
            \(numbers(copies)) INSERT INTO household SELECT 1, 'ana', 1 FROM n;
            """
    }
}
