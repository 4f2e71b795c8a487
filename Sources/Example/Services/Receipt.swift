/// A receipt for one order: the order number is a runtime value, the formatter comes from the hub.
struct Receipt {
    let orderNumber: Int
    let greeting: String

    var text: String { "Receipt #\(orderNumber) — \(greeting)" }
}

/// Makes a receipt for an order.
func makeReceipt(orderNumber: Int, greeter: some Greeting) -> Receipt {
    Receipt(orderNumber: orderNumber, greeting: greeter.greet("customer"))
}
