import type { LoaderFunctionArgs } from "@remix-run/node";
import { captchaAudio } from "~/domains/accounts/captcha.server";
import { isLocale } from "~/routing/screens";

/**
 * The image puzzle's spoken alternative (decision 205): the challenge's digits as a WAV in
 * the page's language, playable until the challenge is used; 404 after that.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = new URL(request.url).searchParams.get("lang");
  const wav = await captchaAudio(String(params.id ?? ""), isLocale(lang) ? lang : "fa");
  if (!wav) throw new Response(null, { status: 404 });
  return new Response(new Uint8Array(wav), {
    headers: {
      "Content-Type": "audio/wav",
      "Content-Disposition": 'inline; filename="security-check.wav"',
      "Cache-Control": "private, no-store",
    },
  });
}
