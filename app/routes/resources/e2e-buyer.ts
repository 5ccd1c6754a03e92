/**
 * The checkout form of one guest buyer (Sara Ahmadi, no invoice, nothing shipped), as the checkout schema hands it to
 * `placeOrder`: used by the test-only order hooks (e2e-paid-order.server.ts) and by the order tests and benches
 * (tests/support/test-inventory.ts).
 */
export const checkoutInput = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: "Sara",
  lastName: "Ahmadi",
  email,
  phone: "+989121234567",
  billingPostCode: "1234567890",
  billingHouseNumber: "",
  billingAddress: "Valiasr 12",
  billingStreet: "",
  billingCity: "Tehran",
  billingCounty: "",
  billingProvince: "Tehran",
  billingMailbox: "",
  shippingSame: true,
  shippingPostCode: "",
  shippingHouseNumber: "",
  shippingAddress: "",
  shippingStreet: "",
  shippingCity: "",
  shippingCounty: "",
  shippingProvince: "",
  shippingMailbox: "",
  charity: undefined,
  discovery: undefined,
  sendToOther: false,
  sendToName: "",
  sendToEmail: "",
  discountCode: "",
  giftCode: "",
  acceptRules: "on" as const,
  // What the checkout schema derives: no invoice asked, nothing ships (decision 405).
  invoice: false,
  billing: null,
  shipping: null,
  ...extra,
});
