import { getFormProps, getSelectProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import {
  DateField,
  ErrorList,
  ErrorSummary,
  Field,
  NumberField,
  RadioGroupField,
  useValidatedForm,
} from "~/components/forms";
import { labelClass } from "~/components/label-class";
import { ScreenLink } from "~/components/screen-link";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn, messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { locales, pathFor } from "~/routing/screens";
import { formatDate, formatNumber } from "~/utils/format";
import { toMajor } from "~/utils/money";
import { parseWithZod } from "~/utils/submission.server";
import { useLocale } from "~/utils/root-data";
import { redirectWithToast } from "~/utils/toast.server";
import { DeskPage } from "../../components/desk-page";
import { actorOf, deskPage, staffOf } from "../../frame.server";
import {
  LanguageFieldsets,
  ListHead,
  PictureForm,
  PublishForm,
  fieldOf,
  languageLabels,
  useLanguageName,
  type TextPart,
} from "../components/parts";
import { deskOffer, listDeskOffers, offerChoices, saveOffer, setOfferPicture, setPublished } from "../pages.server";
import { offerSchema } from "../schemas";

/**
 * Special offers on the desk (content editor, administrator; decision 118): every offer in its order, with
 * its languages, the agency days it is shown and whether it is published; a form that writes one — a
 * product's offer (the product and its search: the card shows the product's live fare, and is left out when
 * nothing is bookable) or one priced by the travel desk (the page it opens, its price and the usual one, EUR
 * net of VAT) — with a title and a text per language; publish, unpublish; a picture for its card.
 */
const EUR = { decimals: 2 };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const editId = Number(new URL(request.url).searchParams.get("edit"));
  const [list, editing] = await Promise.all([listDeskOffers(locale), editId > 0 ? deskOffer(editId) : null]);
  const choices = offerChoices();
  const day = (iso: string | null) => (iso ? formatDate(iso, locale) : null);
  return {
    ...deskPage(locale, staff, t("screen.deskSpecialOffers"), "deskPages"),
    offers: list.map((o) => ({
      id: o.id,
      title: o.title,
      languages: o.languages,
      order: formatNumber(o.position, locale),
      from: day(o.startsOn),
      until: day(o.endsOn),
      kind: o.product ? ("product" as const) : ("priced" as const),
      published: o.published,
    })),
    products: choices.products,
    screens: choices.screens.map((s) => ({ id: s, name: t(keyIn("common:screen", s)) })),
    editing: editing
      ? {
          id: editing.id,
          published: editing.published,
          picture: editing.picture,
          defaults: {
            id: String(editing.id),
            position: String(editing.position),
            startsOn: editing.startsOn ?? undefined,
            endsOn: editing.endsOn ?? undefined,
            kind: editing.product ? "product" : "priced",
            product: editing.product ?? undefined,
            search: new URLSearchParams(editing.params).toString(),
            screen: editing.screen ?? undefined,
            price: editing.price === null ? "" : String(toMajor(editing.price, EUR)),
            was: editing.was === null ? "" : String(toMajor(editing.was, EUR)),
            ...Object.fromEntries(
              locales.flatMap((l) => [
                [`${l}Title`, editing.texts[l].title],
                [`${l}Text`, editing.texts[l].text],
              ]),
            ),
          },
        }
      : null,
    constraint: getZodConstraint(offerSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const actor = actorOf(staffOf(context));
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = Number(formData.get("id"));
  const list = pathFor("deskSpecialOffers", locale);
  const back = id > 0 ? `${list}?edit=${id}` : list;
  if (intent === "publish" || intent === "unpublish") {
    const outcome = await setPublished(actor, "specialOffer", id, intent === "publish");
    return redirectWithToast(back, {
      type: outcome === "published" || outcome === "unpublished" ? "success" : "error",
      message: keyIn("deskPages:publish", outcome),
    });
  }
  if (intent === "picture") {
    const file = formData.get("picture");
    const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    const outcome = await setOfferPicture(actor, id, bytes);
    return redirectWithToast(back, {
      type: outcome === "saved" ? "success" : "error",
      message: keyIn("deskPages:picture", outcome),
    });
  }
  const submission = parseWithZod(formData, { schema: offerSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const saved = await saveOffer(actor, submission.value);
  if (saved.outcome === "saved")
    return redirectWithToast(`${list}?edit=${saved.id}`, { type: "success", message: "deskPages:common.saved" });
  const [field, message] =
    saved.outcome === "notFound"
      ? ["faTitle", messageKey("deskPages:validation.notFound")]
      : [saved.field, messageKey(`deskPages:validation.${saved.field === "was" ? "price" : saved.field}`)];
  return data({ result: submission.reply({ fieldErrors: { [field]: [message] } }) }, { status: 400 });
}

export default function DeskSpecialOffers() {
  const { title, frame, offers, products, screens, editing, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("deskPages");
  const locale = useLocale();
  const language = useLanguageName();
  const [form, fields] = useValidatedForm<z.input<typeof offerSchema>>({
    id: `offer-${editing?.id ?? "new"}`,
    lastResult: actionData?.result,
    constraint,
    defaultValue: editing?.defaults ?? { position: "0", kind: "product", product: products[0] },
    schema: () => import("../schemas").then((m) => m.offerSchema),
  });
  const parts: TextPart[] = [
    { name: "Title", label: (language) => t("offers.titleIn", { language }), kind: "line" },
    { name: "Text", label: (language) => t("offers.textIn", { language }), kind: "text" },
  ];
  const labels: Record<string, string> = {
    position: t("common.order"),
    startsOn: t("offers.startsOn"),
    endsOn: t("offers.endsOn"),
    kind: t("offers.kind"),
    product: t("offers.product"),
    search: t("offers.search"),
    screen: t("offers.screen"),
    price: t("offers.price"),
    was: t("offers.was"),
    ...languageLabels(parts, language),
  };
  const field = (name: string) => fieldOf(fields, name);
  return (
    <DeskPage current="deskSpecialOffers" frame={frame} title={title}>
      <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{title}</caption>
          <ListHead columns={["title", "languages", "order", "kind", "window", "status"]} />
          <tbody>
            {offers.map((o) => (
              <tr key={o.id} className="border-t border-gray-200">
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  {o.title}
                </th>
                <td className="px-3 py-2">{new Intl.ListFormat(locale).format(o.languages.map(language))}</td>
                <td className="px-3 py-2">{o.order}</td>
                <td className="px-3 py-2">{t(keyIn("deskPages:offers.kinds", o.kind))}</td>
                <td className="px-3 py-2">
                  {o.from || o.until
                    ? t("offers.windowText", { from: o.from ?? "…", until: o.until ?? "…" })
                    : t("offers.always")}
                </td>
                <td className="px-3 py-2">{o.published ? t("common.published") : t("common.draft")}</td>
                <td className="px-3 py-2">
                  <ScreenLink
                    to="deskSpecialOffers"
                    search={`?edit=${o.id}`}
                    className="text-green-800 underline"
                    aria-label={t("common.editNamed", { title: o.title })}
                  >
                    {t("common.edit")}
                  </ScreenLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {editing ? (
        <PublishForm id={editing.id} published={editing.published}>
          <PictureForm id={editing.id} picture={editing.picture} />
        </PublishForm>
      ) : null}

      <section
        aria-labelledby="offer-form-title"
        className="mt-8 max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        <h2 id="offer-form-title" className="text-lg font-semibold">
          {editing ? t("offers.editTitle") : t("offers.newTitle")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t("common.languagesHint")}</p>
        {editing ? (
          <p className="mt-1 text-sm">
            <ScreenLink to="deskSpecialOffers" className="text-green-800 underline">
              {t("offers.writeNew")}
            </ScreenLink>
          </p>
        ) : null}
        <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <ErrorSummary form={form} labels={labels} />
          <div className="grid gap-4 sm:grid-cols-3">
            <NumberField meta={fields.position} label={labels.position} />
            <DateField meta={fields.startsOn} label={labels.startsOn} />
            <DateField meta={fields.endsOn} label={labels.endsOn} />
          </div>
          <RadioGroupField
            meta={fields.kind}
            legend={labels.kind}
            options={(["product", "priced"] as const).map((k) => ({
              value: k,
              label: t(keyIn("deskPages:offers.kinds", k)),
            }))}
          />
          <fieldset className="grid min-w-0 gap-4 rounded-lg border border-gray-200 p-4 sm:grid-cols-2">
            <legend className="px-1 font-semibold">{t("offers.kinds.product")}</legend>
            <div>
              <label htmlFor={fields.product.id} className={labelClass}>
                {labels.product}
              </label>
              <select {...getSelectProps(fields.product)} key={fields.product.key} className="input">
                {products.map((p) => (
                  <option key={p} value={p}>
                    {t(keyIn("deskPages:offers.products", p))}
                  </option>
                ))}
              </select>
              <ErrorList id={fields.product.errorId} errors={fields.product.errors} />
            </div>
            <Field
              meta={fields.search}
              label={labels.search}
              hint={t("offers.searchHint")}
              inputProps={{ dir: "ltr" }}
            />
          </fieldset>
          <fieldset className="grid min-w-0 gap-4 rounded-lg border border-gray-200 p-4 sm:grid-cols-3">
            <legend className="px-1 font-semibold">{t("offers.kinds.priced")}</legend>
            <div>
              <label htmlFor={fields.screen.id} className={labelClass}>
                {labels.screen}
              </label>
              <select {...getSelectProps(fields.screen)} key={fields.screen.key} className="input">
                <option value="">{t("offers.chooseScreen")}</option>
                {screens.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
              <ErrorList id={fields.screen.errorId} errors={fields.screen.errors} />
            </div>
            <Field meta={fields.price} label={labels.price} inputProps={{ inputMode: "decimal", dir: "ltr" }} />
            <Field meta={fields.was} label={labels.was} inputProps={{ inputMode: "decimal", dir: "ltr" }} />
          </fieldset>
          <LanguageFieldsets parts={parts} field={field} labels={labels} />
          <div className="flex flex-wrap gap-3">
            <button name="intent" value="save" className="btn-primary">
              {t("common.save")}
            </button>
          </div>
        </Form>
      </section>
    </DeskPage>
  );
}
