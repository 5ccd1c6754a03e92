import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseWithZod } from "./submission.server";

const schema = z.object({
  email: z.string().email(),
  passengers: z.preprocess((v) => v ?? [], z.array(z.object({ firstName: z.string(), birthYear: z.number() }))),
});

describe("parseWithZod for actions (issue 21 item 1)", () => {
  it("keeps what the person typed in the schema's fields and never echoes a field the schema does not name", () => {
    const form = new FormData();
    form.append("email", "sara@");
    form.append("passengers[0].firstName", "Sara");
    form.append("passengers[1].firstName", "Ali");
    form.append("x[17]", "1");
    form.append("website", "bot");
    form.append("passengers[0].shoeSize", "44");
    const reply = parseWithZod(form, { schema }).reply();
    expect(reply.initialValue).toEqual({
      email: "sara@",
      passengers: [{ firstName: "Sara" }, { firstName: "Ali" }],
    });
    expect(reply.fields).toEqual(["email", "passengers[0].firstName", "passengers[1].firstName"]);
    expect(JSON.stringify(reply)).not.toMatch(/shoeSize|website|"x"/);
    expect(Object.keys(reply.error ?? {})).toContain("email");
  });

  it("reads a query string the same way", () => {
    const submission = parseWithZod(
      new URLSearchParams("email=a%40b.co&passengers%5B0%5D.firstName=A&passengers%5B0%5D.birthYear=1990&utm=x"),
      {
        schema,
      },
    );
    expect(submission.status).toBe("success");
    expect(submission.payload).not.toHaveProperty("utm");
  });
});
