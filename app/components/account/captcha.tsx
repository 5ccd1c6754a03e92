import { useTranslation } from "~/i18n/react";
import { ErrorList } from "~/components/error-list";

/**
 * The image puzzle (works without JavaScript): the picture of five digits, and an
 * accessible alternative in words. One answer field accepts either.
 */
export interface CaptchaView {
  id: string;
  image: string;
  a: number;
  b: number;
}

export function Captcha({
  captcha,
  errors,
  solving,
}: {
  captcha: CaptchaView;
  errors?: string[] | null;
  solving?: boolean;
}) {
  const { t } = useTranslation("account");
  const numbers = t<string[]>("captcha.numbers", { returnObjects: true });
  const word = (n: number) => (Array.isArray(numbers) ? numbers[n] : String(n));
  const errorId = errors?.length ? "captcha-error" : undefined;
  return (
    <fieldset className="rounded-lg border border-gray-300 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-800">{t("captcha.legend")}</legend>
      <input type="hidden" name="captchaId" value={captcha.id} />
      <img
        src={captcha.image}
        alt={t("captcha.imageAlt")}
        width={200}
        height={64}
        className="rounded border border-gray-200"
      />
      <p className="mt-2 text-sm text-gray-700">{t("captcha.instructions")}</p>
      <p id="captcha-alternative" className="mt-1 text-sm text-gray-700">
        {t("captcha.alternative")}{" "}
        <span className="font-medium">{t("captcha.question", { a: word(captcha.a), b: word(captcha.b) })}</span>
      </p>
      <label htmlFor="captcha-answer" className="mb-1 mt-3 block text-sm font-medium text-gray-800">
        {t("captcha.answer")}
      </label>
      <input
        id="captcha-answer"
        name="captchaAnswer"
        className="input"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        required
        aria-invalid={errorId ? true : undefined}
        aria-describedby={["captcha-alternative", errorId].filter(Boolean).join(" ")}
      />
      <ErrorList id={errorId} errors={errors} />
      {solving ? (
        <p role="status" className="mt-2 text-sm text-green-800">
          {t("captcha.authenticating")}
        </p>
      ) : null}
    </fieldset>
  );
}
