import { useTranslation } from "~/i18n/react";
import { ErrorList } from "~/components/error-list";
import { resources } from "~/routing/screens";

/**
 * The image puzzle (works without JavaScript, decision 205): a picture of five digits, and
 * the same digits spoken in the page's language as the accessible alternative — a native
 * audio player and a plain link to the sound. One answer field.
 */
export interface CaptchaView {
  id: string;
  image: string;
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
  const { t, i18n } = useTranslation("account");
  const errorId = errors?.length ? "captcha-error" : undefined;
  const audio = `${resources.captchaAudio.path.replace(":id", captcha.id)}?lang=${i18n.language}`;
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
      <div id="captcha-alternative" className="mt-2 text-sm text-gray-700">
        <p>{t("captcha.alternative")}</p>
        {/* No captions: the words are the answer; the picture is the other way to it (decision 205). */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <audio controls preload="none" src={audio} className="mt-1 h-10 max-w-full">
          <a href={audio}>{t("captcha.listen")}</a>
        </audio>
        <p className="mt-1">
          <a href={audio} className="underline" download="security-check.wav">
            {t("captcha.listen")}
          </a>
        </p>
      </div>
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
