import { describe, expect, it } from "vitest";
import { orderSummary } from "./lines";

describe("orderSummary", () => {
  it("shows the stored amounts and the net as the total less VAT", () => {
    const order = {
      ticketAmount: 9000,
      tax: 500,
      commission: 300,
      otherCosts: 200,
      discount: 1000,
      vat: 900,
      total: 9900,
      id: 7,
    };
    expect(orderSummary(order)).toEqual({
      ticketAmount: 9000,
      tax: 500,
      commission: 300,
      otherCosts: 200,
      discount: 1000,
      net: 9000,
      vat: 900,
      total: 9900,
    });
  });
});
