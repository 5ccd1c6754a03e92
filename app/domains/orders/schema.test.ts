import { describe, expect, it } from "vitest";
import { checkoutSchema, type CheckoutNeeds } from "./schema";
import { productOf, registerProduct } from "~/domains/booking/products";
import { contactOfLines } from "./lines";

/** The checkout's conditional rules (decision 405): what is asked only when needed. */
const buyer = {
  firstName: "Sara",
  lastName: "Ahmadi",
  email: "sara@example.com",
  phone: "+98 912 123 4567",
  acceptRules: "on",
};
const billing = {
  billingPostCode: "1234567890",
  billingAddress: "Valiasr 12",
  billingCity: "Tehran",
  billingProvince: "Tehran",
};
const shipping = {
  shippingPostCode: "9876543210",
  shippingAddress: "Enghelab 3",
  shippingCity: "Shiraz",
  shippingProvince: "Fars",
};
const eTicket: CheckoutNeeds = { shipping: false, billing: false };

function errorsOf(needs: CheckoutNeeds, input: Record<string, string>) {
  const result = checkoutSchema(needs).safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("checkout schema", () => {
  it("asks an e-ticket buyer for nothing but the contact: no billing, no shipping stored", () => {
    const result = checkoutSchema(eTicket).parse(buyer);
    expect(result.billing).toBeNull();
    expect(result.shipping).toBeNull();
    expect(result.phone).toBe("+989121234567");
  });

  it("ignores billing fields that were typed and then the invoice box unticked", () => {
    const result = checkoutSchema(eTicket).parse({ ...buyer, billingCity: "Tehran" });
    expect(result.billing).toBeNull();
  });

  it("requires the billing address when an invoice is requested, each missing field named", () => {
    expect(errorsOf(eTicket, { ...buyer, invoice: "on" })).toEqual({
      billingPostCode: "validation.required",
      billingAddress: "validation.required",
      billingCity: "validation.required",
      billingProvince: "validation.required",
    });
    const result = checkoutSchema(eTicket).parse({ ...buyer, invoice: "on", ...billing, billingStreet: " 5th " });
    expect(result.billing).toEqual({
      postCode: "1234567890",
      houseNumber: "",
      address: "Valiasr 12",
      street: "5th",
      city: "Tehran",
      county: "",
      province: "Tehran",
      mailbox: "",
    });
    expect(result.shipping).toBeNull();
  });

  it("requires the billing address without the box when the payment method needs it", () => {
    const needs = { shipping: false, billing: true };
    expect(Object.keys(errorsOf(needs, buyer))).toEqual([
      "billingPostCode",
      "billingAddress",
      "billingCity",
      "billingProvince",
    ]);
    expect(checkoutSchema(needs).parse({ ...buyer, ...billing }).billing?.city).toBe("Tehran");
  });

  it("still limits the length of billing fields", () => {
    expect(errorsOf(eTicket, { ...buyer, invoice: "on", ...billing, billingPostCode: "1".repeat(21) })).toEqual({
      billingPostCode: "validation.max20",
    });
  });

  it("asks a shipping address only for a cart that ships something", () => {
    const ships = { shipping: true, billing: false };
    expect(Object.keys(errorsOf(ships, buyer))).toEqual([
      "shippingPostCode",
      "shippingAddress",
      "shippingCity",
      "shippingProvince",
    ]);
    // "Same as billing" counts only when there is a billing address to ship to.
    expect(Object.keys(errorsOf(ships, { ...buyer, shippingSame: "on" }))).toHaveLength(4);
    expect(checkoutSchema(ships).parse({ ...buyer, ...shipping }).shipping?.city).toBe("Shiraz");
    const same = checkoutSchema({ shipping: true, billing: true }).parse({ ...buyer, ...billing, shippingSame: "on" });
    expect(same.shipping).toEqual(same.billing);
  });

  it("asks the other person's name and e-mail only when the ticket is sent to them", () => {
    expect(errorsOf(eTicket, { ...buyer, sendToName: "", sendToEmail: "" })).toEqual({});
    expect(errorsOf(eTicket, { ...buyer, sendToOther: "on" })).toEqual({
      sendToName: "validation.required",
      sendToEmail: "validation.required",
    });
    expect(errorsOf(eTicket, { ...buyer, sendToOther: "on", sendToName: "Reza", sendToEmail: "nope" })).toEqual({
      sendToEmail: "validation.email",
    });
  });

  it("keeps the buyer's own rules", () => {
    expect(errorsOf(eTicket, { ...buyer, email: "nope", acceptRules: "" })).toEqual({
      email: "validation.email",
      acceptRules: "orders:checkout.acceptRequired",
    });
  });
});

describe("what the checkout reads from the cart", () => {
  it("ships nothing for flights; a kind that declares it ships asks an address", () => {
    expect(productOf("flight").ships).toBe(false);
    registerProduct({ ...productOf("test-printed-voucher"), ships: true });
    expect(["flight", "test-printed-voucher"].some((kind) => productOf(kind).ships)).toBe(true);
  });

  it("prefills the contact given on the traveller step and the first adult's name", () => {
    const line = (payload: Record<string, unknown>) => ({ payload });
    expect(
      contactOfLines([
        line({
          passengers: [
            { type: "child", firstName: "Nika", lastName: "Ahmadi" },
            { type: "adult", firstName: "Sara", lastName: "Ahmadi" },
          ],
          contact: { email: "old@example.com", mobile: "+989120000000" },
        }),
        line({
          passengers: [{ type: "adult", firstName: "Reza", lastName: "Karimi" }],
          contact: { email: "new@example.com", mobile: "+989121111111" },
        }),
      ]),
    ).toEqual({ firstName: "Sara", lastName: "Ahmadi", email: "new@example.com", phone: "+989121111111" });
    expect(contactOfLines([line({ title: "Visa estimate" })])).toEqual({
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
    });
  });
});
