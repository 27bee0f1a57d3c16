package bookstore

// MailOrderTransfer tells a havale/EFT buyer where to send the money: the
// shop's accounts, the exact amount, the reference (the order number) and
// the deadline. Queued once per order ("order-transfer:<id>"), in the
// transaction of the choice.
const MailOrderTransfer = "order-transfer"
