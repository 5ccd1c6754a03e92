import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field, useValidatedForm } from "~/components/forms";
import { useTranslation } from "~/i18n/react";
import {
  acceptOf,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIN_SIDE,
  uploadFormId,
  type TravellerDocumentKind,
} from "~/domains/traveller-documents/kinds";
import { formatDigits } from "~/utils/format";
import type { Locale } from "~/routing/screens";

/** What the booking page's loader gives: the lines that ask for documents, presented (documents.server.ts). */
export interface DocumentsOfLine {
  lineId: number;
  title: string;
  travellers: {
    index: number;
    name: string;
    documents: { kind: TravellerDocumentKind; uploaded: { fileName: string; date: string; href: string } | null }[];
  }[];
}

export type DocumentFormResult = { form: string | null; result: SubmissionResult<string[]> } | undefined;

/**
 * "Documents" on the booking page (decision 412): per line, per traveller, each document the line asks for,
 * what was uploaded (its name as given — shown as text only —, the day, a link that opens it for this
 * viewer), a form to upload or replace it (multipart, works without JavaScript), and what is still missing.
 */
export function TravellerDocuments({
  lines,
  constraint,
  last,
  locale,
}: {
  lines: DocumentsOfLine[];
  constraint: Record<string, unknown>;
  last: DocumentFormResult;
  locale: Locale;
}) {
  const { t } = useTranslation("orders");
  if (!lines.length) return null;
  const missing = lines.some((l) => l.travellers.some((tr) => tr.documents.some((d) => !d.uploaded)));
  return (
    <section id="documents" aria-labelledby="documents-title" className="no-print mt-8">
      <h2 id="documents-title" className="text-xl font-semibold">
        {t("documents.title")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t("documents.intro")}</p>
      <p className="mt-2 font-medium" data-testid="documents-status">
        {missing ? t("documents.someMissing") : t("documents.allUploaded")}
      </p>
      {lines.map((line) => (
        <div key={line.lineId} className="mt-4 rounded-xl bg-white p-4 ring-1 ring-gray-200">
          <h3 className="text-lg font-semibold">
            <bdi>{line.title}</bdi>
          </h3>
          {line.travellers.map((traveller) => {
            const name =
              traveller.name || t("documents.traveller", { number: formatDigits(traveller.index + 1, locale) });
            return (
              <div key={traveller.index} className="mt-3" data-testid={`documents-${line.lineId}-${traveller.index}`}>
                <h4 className="font-semibold">
                  <bdi>{name}</bdi>
                </h4>
                <ul className="mt-2 grid gap-3">
                  {traveller.documents.map((d) => (
                    <li key={d.kind} className="rounded-lg bg-gray-50 p-3">
                      <p>
                        <span className="font-medium">{t(`documents.kinds.${d.kind}`)}</span>
                        {" · "}
                        <span className={d.uploaded ? "text-green-800" : "text-red-800"}>
                          {d.uploaded ? t("documents.uploaded") : t("documents.missing")}
                        </span>
                      </p>
                      {d.uploaded ? (
                        <p className="mt-1 text-sm">
                          {t("documents.uploadedOn", { file: d.uploaded.fileName, date: d.uploaded.date })}{" "}
                          <a
                            href={d.uploaded.href}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="text-green-800 underline"
                            aria-label={t("documents.viewNamed", { kind: t(`documents.kinds.${d.kind}`), name })}
                          >
                            {t("documents.view")}
                          </a>
                        </p>
                      ) : null}
                      <UploadForm
                        id={uploadFormId(line.lineId, traveller.index, d.kind)}
                        lineId={line.lineId}
                        traveller={traveller.index}
                        kind={d.kind}
                        name={name}
                        replace={Boolean(d.uploaded)}
                        constraint={constraint}
                        last={last}
                        locale={locale}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      ))}
    </section>
  );
}

function UploadForm({
  id,
  lineId,
  traveller,
  kind,
  name,
  replace,
  constraint,
  last,
  locale,
}: {
  id: string;
  lineId: number;
  traveller: number;
  kind: TravellerDocumentKind;
  name: string;
  replace: boolean;
  constraint: Record<string, unknown>;
  last: DocumentFormResult;
  locale: Locale;
}) {
  const { t } = useTranslation("orders");
  const [form, fields] = useValidatedForm({
    id,
    lastResult: last?.form === id ? last.result : undefined,
    constraint: constraint as never,
    schema: () => import("~/domains/traveller-documents/schema").then((m) => m.documentUploadSchema),
  });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="mt-2 flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="intent" value="uploadDocument" />
      <input type="hidden" name="line" value={lineId} />
      <input type="hidden" name="traveller" value={traveller} />
      <input type="hidden" name="kind" value={kind} />
      <Field
        meta={fields.file as never}
        type="file"
        className="min-w-0 max-w-full"
        label={t("documents.fileLabel", { kind: t(`documents.kinds.${kind}`), name })}
        hint={t(`documents.hints.${kind}`, {
          size: formatDigits(DOCUMENT_MAX_BYTES / 1024 / 1024, locale),
          min: formatDigits(DOCUMENT_MIN_SIDE, locale),
        })}
        inputProps={{ accept: acceptOf(kind), className: "block w-full max-w-full text-sm" }}
      />
      <button className="btn-secondary">{replace ? t("documents.replace") : t("documents.upload")}</button>
    </Form>
  );
}
