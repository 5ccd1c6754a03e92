import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

/**
 * Sharing the project read-only with a group (decision 813), on its owner's page: a button that creates the link,
 * then the link itself (a read-only field to select and copy, with or without JavaScript) and "stop sharing".
 */
export function ShareBox({ share, action }: { share: { url: string | null; canShare: boolean }; action: string }) {
  const { t } = useTranslation("services");
  return (
    <section aria-labelledby="share-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <h2 id="share-title" className="text-lg font-semibold">
        {t("share.title")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t("share.intro")}</p>
      {!share.canShare ? (
        <p className="mt-3">{t("share.draft")}</p>
      ) : share.url ? (
        <Form method="post" action={action} className="mt-3 grid gap-2">
          <label htmlFor="share-link" className="text-sm font-medium">
            {t("share.link")}
          </label>
          <input
            id="share-link"
            readOnly
            value={share.url}
            dir="ltr"
            className="input font-mono text-sm"
            onFocus={(e) => e.currentTarget.select()}
          />
          <p className="text-sm text-gray-700">{t("share.stopHint")}</p>
          <input type="hidden" name="intent" value="unshare" />
          <button className="btn-secondary">{t("share.stop")}</button>
        </Form>
      ) : (
        <Form method="post" action={action} className="mt-3">
          <input type="hidden" name="intent" value="share" />
          <button className="btn-secondary">{t("share.start")}</button>
        </Form>
      )}
    </section>
  );
}
