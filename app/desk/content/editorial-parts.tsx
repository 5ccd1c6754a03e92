import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ErrorList, Field, TextareaField } from "~/components/forms";
import { labelClass } from "~/components/label-class";
import { dirOf } from "~/i18n/config";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { locales, type Locale } from "~/routing/screens";
import { useLocale } from "~/utils/root-data";
import { fieldName } from "./editorial";

/**
 * Pieces the desk's FAQ, team and Q&A screens share (decision 117): the words of each language in
 * its own fieldset (written in that language's direction), the publish and unpublish form, the
 * list of languages an entry is written in, and the section frame.
 */
export const sectionClass = "mt-8 max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200";

type Meta = FieldMetadata<string | undefined>;

/** The label of a part in a language: "Question (Persian)". */
export function useLabels(parts: readonly { name: string }[]) {
  const { t } = useTranslation("deskEditorial");
  const labels: Record<string, string> = {};
  for (const l of locales)
    for (const p of parts)
      labels[fieldName(l, p.name)] = t("fields.in", {
        part: t(keyIn("deskEditorial:fields.parts", p.name)),
        language: t(keyIn("deskEditorial:languages", l)),
      });
  return labels;
}

export function LanguageFieldsets({
  parts,
  fields,
  labels,
}: {
  parts: readonly { name: string; long?: boolean }[];
  fields: Record<string, unknown>;
  labels: Record<string, string>;
}) {
  const { t } = useTranslation("deskEditorial");
  return (
    <>
      {locales.map((l) => (
        <fieldset key={l} lang={l} dir={dirOf(l)} className="grid min-w-0 gap-3 rounded-lg border border-gray-200 p-4">
          <legend className="px-1 font-semibold">{t(keyIn("deskEditorial:languages", l))}</legend>
          {parts.map((p) => {
            const name = fieldName(l, p.name);
            const meta = fields[name] as Meta;
            return p.long ? (
              <TextareaField key={name} meta={meta} label={labels[name]} />
            ) : (
              <Field key={name} meta={meta} label={labels[name]} />
            );
          })}
        </fieldset>
      ))}
    </>
  );
}

/** The languages an entry is written in, as a list in the desk's language. */
export function Languages({ of }: { of: readonly Locale[] }) {
  const { t } = useTranslation("deskEditorial");
  const locale = useLocale();
  return <>{new Intl.ListFormat(locale).format(of.map((l) => t(keyIn("deskEditorial:languages", l))))}</>;
}

/** Whether an entry is on the site, and the one button that changes it. */
export function PublishSection({
  id,
  published,
  shown,
  hidden,
}: {
  id: number;
  published: boolean;
  /** What "published" means for this entry, and what "not published" means. */
  shown: string;
  hidden: string;
}) {
  const { t } = useTranslation("deskEditorial");
  return (
    <section aria-labelledby="publication-title" className={sectionClass}>
      <h2 id="publication-title" className="text-lg font-semibold">
        {t("publication")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{published ? shown : hidden}</p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="id" value={id} />
        <button name="intent" value={published ? "unpublish" : "publish"} className="btn-primary">
          {published ? t("unpublishButton") : t("publishButton")}
        </button>
      </Form>
    </section>
  );
}

/** A select with its label and error, for the few selects these forms have. */
export function SelectField({
  meta,
  label,
  options,
}: {
  meta: Meta;
  label: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={meta.id} className={labelClass}>
        {label}
      </label>
      <select {...getSelectProps(meta)} key={meta.key} className="input">
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
