import { getFormProps, getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { grantAccess } from "~/domains/orders/access.server";
import { viewLine } from "~/domains/orders/lines";
import { presentLine } from "~/domains/orders/present";
import { CheckoutError, placeOrder, quote, splitLines } from "~/domains/orders/orders.server";
import { checkoutSchema, codesSchema } from "~/domains/orders/schema";
import { addressFields, charities } from "~/domains/orders/checkout-fields";
import { discoverySources } from "~/utils/choices";
import { ErrorList, Field, useValidatedForm } from "~/components/forms";
import { LineDescription, PriceSummary } from "~/components/orders/summary";
import { ScreenLink } from "~/components/screen-link";
import { pathFor } from "~/routing/screens";
import { useTranslation } from "~/i18n/react";
import { findCart, listLines } from "~/domains/cart/cart.server";
import { getFixedT } from "~/i18n/i18next.server";
import { getUser } from "~/domains/accounts/session.server";
import { messagesFor } from "~/i18n/resources.server";
import { redirectWithToast } from "~/utils/toast.server";
import { localeOf } from "~/utils/locale.server";
import { resolveCurrency } from "~/utils/currency.server";
import { clientIp } from "~/domains/content/http.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = await localeOf(request);
  const cart = await findCart(request);
  const rows = cart ? await listLines(cart.id) : [];
  const { valid, expired } = splitLines(rows);
  if (!valid.length || expired.length) throw redirect(pathFor("cart", locale));
  const user = await getUser(request);
  const url = new URL(request.url);
  const codes = codesSchema.parse({
    discountCode: url.searchParams.get("discountCode") ?? undefined,
    giftCode: url.searchParams.get("giftCode") ?? undefined,
  });
  // Priced in the customer's currency as the order will be: what is shown here is what is charged.
  const { currency } = await resolveCurrency(request, clientIp(context));
  const q = await quote(valid, codes, { userId: user?.id ?? null, email: user?.email ?? null }, new Date(), currency);
  const t = await getFixedT(locale, "orders");
  return {
    title: t("checkout.title"),
    noindex: true,
    messages: messagesFor(locale, "orders"),
    lines: valid.map((l) => ({ id: l.id, line: presentLine(viewLine(l.kind, l.payload, l.quantity), locale) })),
    quote: q,
    codes: {
      discountCode: q.discount?.ok ? codes.discountCode : "",
      giftCode: q.gift?.ok ? codes.giftCode : "",
      typedDiscount: codes.discountCode,
      typedGift: codes.giftCode,
    },
    buyer: user
      ? { firstName: user.firstName, lastName: user.lastName, email: user.email ?? "", phone: user.phone ?? "" }
      : null,
    // The form's native constraints from its schema; the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(checkoutSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = await localeOf(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: checkoutSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const cart = await findCart(request);
  if (!cart) return redirectWithToast(pathFor("cart", locale), { type: "error", message: "orders:checkout.empty" });
  const user = await getUser(request);
  try {
    const ip = clientIp(context);
    const { currency } = await resolveCurrency(request, ip);
    const order = await placeOrder({
      cartId: cart.id,
      userId: user?.id ?? null,
      locale,
      input: submission.value,
      currency,
      clientIp: ip,
    });
    return redirectWithToast(
      `${pathFor("payment", locale)}?order=${encodeURIComponent(order.number)}`,
      { type: "success", message: "orders:checkout.created", values: { number: order.number } },
      { headers: { "Set-Cookie": await grantAccess(request, order.number) } },
    );
  } catch (error) {
    if (!(error instanceof CheckoutError)) throw error;
    if (error.key === "orders:checkout.empty" || error.key === "orders:checkout.linesExpired")
      return redirectWithToast(pathFor("cart", locale), { type: "error", message: error.key });
    const reply = error.field
      ? submission.reply({ fieldErrors: { [error.field]: [error.key] } })
      : submission.reply({ formErrors: [error.key] });
    return data(reply, { status: 409 });
  }
}

export default function CheckoutScreen() {
  const { lines, quote, codes, buyer, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("orders");
  const [form, fields] = useValidatedForm<z.input<typeof checkoutSchema>, z.output<typeof checkoutSchema>>({
    lastResult,
    constraint,
    schema: () => import("~/domains/orders/schema").then((m) => m.checkoutSchema),
    defaultValue: { ...buyer, shippingSame: "on", discountCode: codes.discountCode, giftCode: codes.giftCode },
  });
  const discountErrors = [
    ...(fields.discountCode.errors ?? []),
    ...(quote.discount && !quote.discount.ok ? [quote.discount.error] : []),
  ];
  const giftErrors = [...(fields.giftCode.errors ?? []), ...(quote.gift && !quote.gift.ok ? [quote.gift.error] : [])];
  const shippingSame =
    fields.shippingSame.value === "on" ||
    (fields.shippingSame.value === undefined && fields.shippingSame.initialValue === "on");
  const sendToOther = fields.sendToOther.value === "on";
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("checkout.title")}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="grid gap-6">
          <section aria-labelledby="codes-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
            <h2 id="codes-title" className="text-lg font-semibold">
              {t("checkout.codes")}
            </h2>
            <Form method="get" className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
              <div>
                <label htmlFor="apply-discount" className="mb-1 block text-sm font-medium">
                  {t("checkout.discountCode")}
                </label>
                <input
                  id="apply-discount"
                  name="discountCode"
                  className="input"
                  defaultValue={codes.typedDiscount}
                  dir="ltr"
                  aria-invalid={discountErrors.length ? true : undefined}
                  aria-describedby={discountErrors.length ? "discount-errors" : undefined}
                />
                <ErrorList id="discount-errors" errors={discountErrors} />
                {quote.discount?.ok ? (
                  <p className="mt-1 text-sm text-green-800">{t("checkout.discountApplied")}</p>
                ) : null}
              </div>
              <div>
                <label htmlFor="apply-gift" className="mb-1 block text-sm font-medium">
                  {t("checkout.giftCode")}
                </label>
                <input
                  id="apply-gift"
                  name="giftCode"
                  className="input"
                  defaultValue={codes.typedGift}
                  dir="ltr"
                  aria-invalid={giftErrors.length ? true : undefined}
                  aria-describedby={giftErrors.length ? "gift-errors" : undefined}
                />
                <ErrorList id="gift-errors" errors={giftErrors} />
              </div>
              <button className="btn-secondary sm:mt-6">{t("checkout.apply")}</button>
            </Form>
          </section>

          <Form method="post" {...getFormProps(form)} className="grid gap-6">
            <input type="hidden" name="discountCode" value={codes.discountCode} />
            <input type="hidden" name="giftCode" value={codes.giftCode} />
            <fieldset className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
              <legend className="px-1 text-lg font-semibold">{t("checkout.buyer")}</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field
                  meta={fields.firstName}
                  label={t("checkout.firstName")}
                  inputProps={{ autoComplete: "given-name" }}
                />
                <Field
                  meta={fields.lastName}
                  label={t("checkout.lastName")}
                  inputProps={{ autoComplete: "family-name" }}
                />
                <Field
                  meta={fields.email}
                  type="email"
                  label={t("checkout.email")}
                  inputProps={{ autoComplete: "email", dir: "ltr" }}
                />
                <Field
                  meta={fields.phone}
                  type="tel"
                  label={t("checkout.phone")}
                  inputProps={{ autoComplete: "tel", dir: "ltr" }}
                />
              </div>
            </fieldset>
            <fieldset className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
              <legend className="px-1 text-lg font-semibold">{t("checkout.billing")}</legend>
              <AddressFields fields={fields} prefix="billing" />
              <div className="mt-4">
                <Checkbox meta={fields.shippingSame} label={t("checkout.shippingSame")} />
              </div>
            </fieldset>
            <fieldset className="rounded-xl bg-white p-4 ring-1 ring-gray-200" data-same={shippingSame ? "1" : "0"}>
              <legend className="px-1 text-lg font-semibold">{t("checkout.shipping")}</legend>
              <p className="mb-3 text-sm text-gray-600">{t("checkout.shippingHint")}</p>
              <AddressFields fields={fields} prefix="shipping" />
            </fieldset>
            <fieldset className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
              <legend className="px-1 text-lg font-semibold">{t("checkout.sendTo")}</legend>
              <p className="mb-3 text-sm text-gray-600">{t("checkout.sendToFree")}</p>
              <Checkbox meta={fields.sendToOther} label={t("checkout.sendToOther")} />
              <div className={`mt-3 grid gap-3 sm:grid-cols-2 ${sendToOther || fields.sendToName.errors ? "" : ""}`}>
                <Field meta={fields.sendToName} label={t("checkout.sendToName")} />
                <Field
                  meta={fields.sendToEmail}
                  type="email"
                  label={t("checkout.sendToEmail")}
                  inputProps={{ dir: "ltr" }}
                />
              </div>
            </fieldset>
            <fieldset className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
              <legend className="px-1 text-lg font-semibold">{t("checkout.surveys")}</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                <Select
                  meta={fields.charity}
                  label={t("checkout.charity")}
                  hint={t("checkout.charityFree")}
                  options={charities.map((c) => [c, t(`charity.${c}`)])}
                />
                <Select
                  meta={fields.discovery}
                  label={t("checkout.discovery")}
                  options={discoverySources.map((c) => [c, t(`discovery.${c}`)])}
                />
              </div>
            </fieldset>
            <div className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
              <Checkbox
                meta={fields.acceptRules}
                label={
                  <>
                    {t("checkout.acceptRules")}{" "}
                    <ScreenLink to="rules" className="underline">
                      {t("common:screen.rules")}
                    </ScreenLink>
                  </>
                }
              />
              <ErrorList errors={form.errors} />
              <button className="btn-primary mt-4 w-full sm:w-auto" disabled={navigation.state === "submitting"}>
                {t("checkout.confirm")}
              </button>
            </div>
          </Form>
        </div>
        <aside
          aria-labelledby="checkout-summary"
          className="h-fit rounded-xl bg-white p-4 ring-1 ring-gray-200 lg:sticky lg:top-4"
        >
          <h2 id="checkout-summary" className="mb-3 text-lg font-semibold">
            {t("summary.title")}
          </h2>
          <ul className="mb-4 grid gap-3 border-b border-gray-200 pb-4">
            {lines.map((l) => (
              <li key={l.id}>
                <LineDescription line={l.line} />
              </li>
            ))}
          </ul>
          <PriceSummary
            summary={quote.summary}
            currency={quote.currency}
            paid={quote.gift?.ok ? [{ label: t("summary.giftCard"), amount: quote.gift.amount }] : []}
          />
          <ScreenLink to="cart" className="mt-4 inline-block text-sm underline">
            {t("checkout.backToCart")}
          </ScreenLink>
        </aside>
      </div>
    </main>
  );
}

type Meta = FieldMetadata<string | undefined>;

function AddressFields({ fields, prefix }: { fields: Record<string, Meta>; prefix: "billing" | "shipping" }) {
  const { t } = useTranslation("orders");
  const auto: Record<string, string> = {
    postCode: "postal-code",
    address: "address-line1",
    street: "address-line2",
    city: "address-level2",
    province: "address-level1",
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {addressFields.map((f) => {
        const name = `${prefix}${f[0].toUpperCase()}${f.slice(1)}`;
        return (
          <Field
            key={name}
            meta={fields[name]}
            label={t(`address.${f}`)}
            inputProps={{ autoComplete: auto[f] ? `${prefix} ${auto[f]}` : "off" }}
          />
        );
      })}
    </div>
  );
}

function Checkbox({ meta, label }: { meta: Meta; label: React.ReactNode }) {
  return (
    <div>
      <div className="flex items-center gap-2">
        <input {...getInputProps(meta, { type: "checkbox" })} key={meta.key} className="h-4 w-4" />
        <label htmlFor={meta.id}>{label}</label>
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

function Select({
  meta,
  label,
  hint,
  options,
}: {
  meta: Meta;
  label: string;
  hint?: string;
  options: [string, string][];
}) {
  const { t } = useTranslation("orders");
  return (
    <div>
      <label htmlFor={meta.id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        {...getSelectProps(meta)}
        key={meta.key}
        className="input"
        aria-describedby={hint ? `${meta.id}-hint` : undefined}
      >
        <option value="">{t("checkout.noAnswer")}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${meta.id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
