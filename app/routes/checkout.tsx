import { getFormProps, getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { z } from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { grantAccess } from "~/domains/orders/access.server";
import { contactOfLines, viewLine } from "~/domains/orders/lines";
import { presentLine } from "~/domains/orders/present";
import { CheckoutError, placeOrder } from "~/domains/orders/orders.server";
import { quote, splitLines } from "~/domains/orders/quote.server";
import { checkoutSchema, codesSchema, type CheckoutNeeds } from "~/domains/orders/schema";
import { documentWord, lineMessages, productOf } from "~/domains/booking/products";
import { getProvider } from "~/domains/payments/provider.server";
import { addressFields, charities } from "~/domains/orders/checkout-fields";
import { discoverySources } from "~/utils/choices";
import { ErrorList, Field, useValidatedForm, ErrorSummary } from "~/components/forms";
import { Price } from "~/components/price";
import { LineDescription, PriceSummary } from "~/components/orders/summary";
import { ScreenLink } from "~/components/screen-link";
import { pathFor } from "~/routing/screens";
import { useTranslation } from "~/i18n/react";
import { findCart, listLines } from "~/domains/cart/cart.server";
import { getFixedT } from "~/i18n/i18next.server";
import { getUser } from "~/domains/accounts/session.server";
import { messagesFor } from "~/i18n/resources.server";
import { redirectWithToast } from "~/utils/toast.server";
import { resolveCurrency } from "~/utils/currency.server";
import { clientIp } from "~/domains/content/http.server";

/**
 * What this checkout asks besides the buyer: a shipping address only when a line ships
 * something, a billing address always only when the payment method needs one (otherwise
 * behind "I need an invoice"). Decision 405.
 */
function needsOf(lines: readonly { kind: string }[]): CheckoutNeeds {
  return { shipping: lines.some((l) => productOf(l.kind).ships), billing: getProvider().needsBillingAddress };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
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
  const needs = needsOf(valid);
  // The contact typed on the traveller step wins (it is this booking's); the profile fills the rest.
  const given = contactOfLines(valid);
  return {
    title: t("checkout.title"),
    noindex: true,
    messages: {
      ...messagesFor(locale, "orders"),
      ...lineMessages(locale),
    },
    lines: valid.map((l) => ({ id: l.id, line: presentLine(viewLine(l.kind, l.payload, l.quantity), locale) })),
    quote: q,
    amountLabel: t(
      documentWord(
        valid.map((l) => l.kind),
        "amount",
      ),
    ),
    codes: {
      discountCode: q.discount?.ok ? codes.discountCode : "",
      giftCode: q.gift?.ok ? codes.giftCode : "",
      typedDiscount: codes.discountCode,
      typedGift: codes.giftCode,
    },
    buyer: {
      firstName: user?.firstName || given.firstName,
      lastName: user?.lastName || given.lastName,
      email: given.email || user?.email || "",
      phone: given.phone || user?.phone || "",
    },
    needs,
    // The form's native constraints from its schema; the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(checkoutSchema(needs)),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const formData = await request.formData();
  const cart = await findCart(request);
  if (!cart) return redirectWithToast(pathFor("cart", locale), { type: "error", message: "orders:checkout.empty" });
  const { valid } = splitLines(await listLines(cart.id));
  const submission = parseWithZod(formData, { schema: checkoutSchema(needsOf(valid)) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
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
  const { lines, quote, codes, buyer, needs, constraint, amountLabel } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("orders");
  const [form, fields] = useValidatedForm<
    z.input<ReturnType<typeof checkoutSchema>>,
    z.output<ReturnType<typeof checkoutSchema>>
  >({
    id: "checkout",
    lastResult,
    constraint,
    // The same schema as the action's, built for the same needs.
    schema: () => import("~/domains/orders/schema").then((m) => m.checkoutSchema(needs)),
    defaultValue: { ...buyer, shippingSame: "on", discountCode: codes.discountCode, giftCode: codes.giftCode },
  });
  const discountErrors = [
    ...(fields.discountCode.errors ?? []),
    ...(quote.discount && !quote.discount.ok ? [quote.discount.error] : []),
  ];
  const giftErrors = [...(fields.giftCode.errors ?? []), ...(quote.gift && !quote.gift.ok ? [quote.gift.error] : [])];
  const gift = quote.gift?.ok ? quote.gift.amount : 0;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-8 lg:pb-8">
      <h1 className="text-3xl font-bold">{t("checkout.title")}</h1>
      {/* Block on a phone, so the sticky summary's containing block is the whole page body; a grid beside it on desktop. */}
      <div className="mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8">
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
            <ErrorSummary
              form={form}
              labels={{
                firstName: t("checkout.firstName"),
                lastName: t("checkout.lastName"),
                email: t("checkout.email"),
                phone: t("checkout.phone"),
                invoice: t("checkout.invoice"),
                shippingSame: t("checkout.shippingSame"),
                ...Object.fromEntries(
                  (["billing", "shipping"] as const).flatMap((prefix) =>
                    addressFields.map((f) => [
                      `${prefix}${f[0].toUpperCase()}${f.slice(1)}`,
                      `${t(prefix === "billing" ? "checkout.billing" : "checkout.shipping")} – ${t(`address.${f}`)}`,
                    ]),
                  ),
                ),
                sendToOther: t("checkout.sendToOther"),
                sendToName: t("checkout.sendToName"),
                sendToEmail: t("checkout.sendToEmail"),
                charity: t("checkout.charity"),
                discovery: t("checkout.discovery"),
                acceptRules: `${t("checkout.acceptRules")} ${t("common:screen.rules")}`,
              }}
            />
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
            <div className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
              {needs.billing ? (
                <fieldset>
                  <legend className="px-1 text-lg font-semibold">{t("checkout.billing")}</legend>
                  <AddressFields fields={fields} prefix="billing" />
                </fieldset>
              ) : (
                <Reveal meta={fields.invoice} label={t("checkout.invoice")} hint={t("checkout.invoiceHint")}>
                  <fieldset>
                    <legend className="px-1 text-lg font-semibold">{t("checkout.billing")}</legend>
                    <AddressFields fields={fields} prefix="billing" />
                  </fieldset>
                </Reveal>
              )}
            </div>
            {needs.shipping ? (
              <fieldset className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
                <legend className="px-1 text-lg font-semibold">{t("checkout.shipping")}</legend>
                {needs.billing ? (
                  <Reveal meta={fields.shippingSame} label={t("checkout.shippingSame")} hideWhenChecked>
                    <AddressFields fields={fields} prefix="shipping" />
                  </Reveal>
                ) : (
                  <AddressFields fields={fields} prefix="shipping" />
                )}
              </fieldset>
            ) : null}
            <div className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
              <Reveal meta={fields.sendToOther} label={t("checkout.sendToOther")} hint={t("checkout.sendToFree")}>
                <fieldset>
                  <legend className="px-1 text-lg font-semibold">{t("checkout.sendTo")}</legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <Field meta={fields.sendToName} label={t("checkout.sendToName")} />
                    <Field
                      meta={fields.sendToEmail}
                      type="email"
                      label={t("checkout.sendToEmail")}
                      inputProps={{ dir: "ltr" }}
                    />
                  </div>
                </fieldset>
              </Reveal>
            </div>
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
            </div>
          </Form>
        </div>
        {/*
          The price summary and "Confirm booking" together (the button submits the form by its id): on a phone a bar
          stuck to the bottom of the screen with the total, its details behind a toggle (CSS only, so it works without
          JavaScript); on desktop a column beside the form.
        */}
        <aside
          aria-labelledby="checkout-summary"
          className="sticky bottom-0 z-10 -mx-4 mt-6 grid grid-cols-[1fr_auto] items-baseline border-t border-gray-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] lg:top-4 lg:bottom-auto lg:mx-0 lg:mt-0 lg:rounded-xl lg:border-t-0 lg:p-4 lg:shadow-none lg:ring-1 lg:ring-gray-200"
        >
          <input id="summary-details" type="checkbox" className="peer sr-only lg:hidden" />
          <h2 id="checkout-summary" className="text-lg font-semibold lg:mb-3">
            {t("summary.title")}
          </h2>
          <label
            htmlFor="summary-details"
            className="cursor-pointer justify-self-end text-sm text-green-800 underline peer-focus-visible:outline-2 peer-focus-visible:outline-green-700 lg:hidden"
          >
            {t("checkout.priceDetails")}
          </label>
          <div className="col-span-2 mt-2 max-lg:hidden max-lg:peer-checked:block lg:mt-0">
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
              amountLabel={amountLabel}
              paid={gift ? [{ label: t("summary.giftCard"), amount: gift }] : []}
            />
          </div>
          <p className="col-span-2 mt-1 flex justify-between gap-3 font-semibold peer-checked:hidden lg:hidden">
            <span>{gift ? t("summary.due") : t("summary.total")}</span>
            <Price money={{ amount: quote.due, currency: quote.currency }} own />
          </p>
          <button
            form={form.id}
            className="btn-primary col-span-2 mt-3 w-full lg:mt-4"
            disabled={navigation.state === "submitting"}
          >
            {t("checkout.confirm")}
          </button>
          <ScreenLink to="cart" className="col-span-2 mt-4 hidden text-sm underline lg:block">
            {t("checkout.backToCart")}
          </ScreenLink>
        </aside>
      </div>
    </main>
  );
}

/**
 * A checkbox that reveals what it governs (or hides it, with `hideWhenChecked`) with CSS
 * alone (`peer-checked`), so it works without JavaScript; the schema ignores what is hidden.
 */
function Reveal({
  meta,
  label,
  hint,
  hideWhenChecked = false,
  children,
}: {
  meta: Meta;
  label: string;
  hint?: string;
  hideWhenChecked?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div>
      <input
        {...getInputProps(meta, { type: "checkbox" })}
        key={meta.key}
        className="peer me-2 h-4 w-4 align-middle"
        aria-describedby={hint ? `${meta.id}-hint` : undefined}
      />
      <label htmlFor={meta.id} className="align-middle font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${meta.id}-hint`} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      <div className={`mt-4 ${hideWhenChecked ? "peer-checked:hidden" : "hidden peer-checked:block"}`}>{children}</div>
    </div>
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
