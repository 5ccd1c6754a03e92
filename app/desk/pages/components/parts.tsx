import { Form } from "@remix-run/react";
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Field, TextareaField } from "~/components/forms";
import { proseClass } from "~/components/content/stars";
import { labelClass } from "~/components/label-class";
import { dirOf } from "~/i18n/config";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { locales, type Locale } from "~/routing/screens";

/**
 * Parts the desk's job offers, guides and special offers screens share (decision 118): a fieldset of
 * text fields per language (in that language's direction), the rendered preview, the publish form
 * and the picture upload.
 */
type Meta = FieldMetadata<string | undefined>;

/** A language's field by its name (`faTitle`): the schemas build them per language, so their type names none. */
export function fieldOf(fields: object, name: string): Meta {
  return (fields as Record<string, Meta>)[name]!;
}

export interface TextPart {
  /** The field's suffix after the language: "Title" → faTitle. */
  name: string;
  /** The label's message, with {{language}}. */
  label: (language: string) => string;
  kind: "line" | "text" | "markdown";
}

export function useLanguageName() {
  const { t } = useTranslation("deskPages");
  return (l: Locale) => t(keyIn("deskPages:languages", l));
}

/** The labels of every language's fields, for the error summary. */
export function languageLabels(parts: TextPart[], language: (l: Locale) => string) {
  return Object.fromEntries(locales.flatMap((l) => parts.map((p) => [`${l}${p.name}`, p.label(language(l))])));
}

export function LanguageFieldsets({
  parts,
  field,
  labels,
  extra,
}: {
  parts: TextPart[];
  field: (name: string) => Meta;
  labels: Record<string, string>;
  /** Something more in a language's fieldset (a guide's "published in" box). */
  extra?: (l: Locale) => ReactNode;
}) {
  const language = useLanguageName();
  return (
    <>
      {locales.map((l) => (
        <fieldset key={l} lang={l} dir={dirOf(l)} className="grid min-w-0 gap-3 rounded-lg border border-gray-200 p-4">
          <legend className="px-1 font-semibold">{language(l)}</legend>
          {parts.map((p) =>
            p.kind === "line" ? (
              <Field key={p.name} meta={field(`${l}${p.name}`)} label={labels[`${l}${p.name}`]} />
            ) : (
              <TextareaField
                key={p.name}
                meta={field(`${l}${p.name}`)}
                label={labels[`${l}${p.name}`]}
                textareaProps={p.kind === "markdown" ? { className: "input min-h-48 font-mono" } : undefined}
              />
            ),
          )}
          {extra?.(l)}
        </fieldset>
      ))}
    </>
  );
}

export function PreviewSection({
  preview,
}: {
  preview: { locale: Locale; title: string; intro: string; html: string }[] | null;
}) {
  const { t } = useTranslation("deskPages");
  if (!preview) return null;
  return (
    <section
      aria-labelledby="page-preview-title"
      className="mt-8 max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="page-preview-title" className="text-lg font-semibold">
        {t("common.previewTitle")}
      </h2>
      {preview.map((p) => (
        <article key={p.locale} lang={p.locale} dir={dirOf(p.locale)} className="mt-6 border-t border-gray-200 pt-4">
          <h3 className="text-xl font-bold">{p.title}</h3>
          {p.intro ? <p className="mt-2 text-gray-700">{p.intro}</p> : null}
          <div className={`mt-4 ${proseClass}`} dangerouslySetInnerHTML={{ __html: p.html }} />
        </article>
      ))}
    </section>
  );
}

/** Whether it is published, and the button that changes it. */
export function PublishForm({ id, published, children }: { id: number; published: boolean; children?: ReactNode }) {
  const { t } = useTranslation("deskPages");
  return (
    <section
      aria-labelledby="page-state-title"
      className="mt-8 max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="page-state-title" className="text-lg font-semibold">
        {t("common.stateTitle")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{published ? t("common.isPublished") : t("common.isDraft")}</p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="id" value={id} />
        <button name="intent" value={published ? "unpublish" : "publish"} className="btn-primary">
          {published ? t("common.unpublish") : t("common.publish")}
        </button>
      </Form>
      {children}
    </section>
  );
}

/** A picture's upload (JPEG, PNG or WebP by its bytes, resized on the server). */
export function PictureForm({ id, picture }: { id: number; picture: string }) {
  const { t } = useTranslation("deskPages");
  return (
    <>
      {picture ? (
        <img
          src={picture}
          alt=""
          width={600}
          height={300}
          className="mt-4 aspect-[2/1] w-full max-w-md rounded object-cover"
        />
      ) : (
        <p className="mt-4 text-sm text-gray-700">{t("offers.noPicture")}</p>
      )}
      <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="picture" />
        <input type="hidden" name="id" value={id} />
        <div className="min-w-0 max-w-full">
          <label htmlFor="offer-picture" className={labelClass}>
            {t("offers.picture")}
          </label>
          <input
            id="offer-picture"
            name="picture"
            type="file"
            required
            accept="image/jpeg,image/png,image/webp"
            aria-describedby="offer-picture-hint"
            className="block w-full max-w-full text-sm"
          />
          <p id="offer-picture-hint" className="mt-1 text-sm text-gray-700">
            {t("offers.pictureHint")}
          </p>
        </div>
        <button className="btn-secondary">{t("offers.upload")}</button>
      </Form>
    </>
  );
}

/** The list's head: its columns and an unlabeled one for the actions. */
export function ListHead({ columns }: { columns: readonly string[] }) {
  const { t } = useTranslation("deskPages");
  return (
    <thead className="bg-gray-50 text-gray-700">
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col" className="px-3 py-2 text-start">
            {t(keyIn("deskPages:columns", c))}
          </th>
        ))}
        <th scope="col" className="px-3 py-2">
          <span className="sr-only">{t("columns.actions")}</span>
        </th>
      </tr>
    </thead>
  );
}
