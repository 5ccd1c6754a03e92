import { runtimeKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";

/** A field's or form's error messages (message keys, translated here). Light: no form library. */
export function ErrorList({ id, errors }: { id?: string; errors?: (string | null | undefined)[] | null }) {
  const { t } = useTranslation();
  const list = (errors ?? []).filter(Boolean) as string[];
  if (!list.length) return null;
  return (
    <ul id={id} className="mt-1 flex flex-col gap-0.5 text-sm text-red-700">
      {list.map((e) => (
        <li key={e}>{t(runtimeKey(e))}</li>
      ))}
    </ul>
  );
}
