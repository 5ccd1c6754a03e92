import crypto from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { captchaChallenges } from "~/db/schema";
import { toAsciiDigits } from "~/utils/digits";
import { captchaPng } from "./captcha-image";
import { captchaWav } from "./captcha-audio";
import { sha256 } from "./codes.server";

/**
 * The image puzzle (docs/decisions/201-captcha.md, 205): five digits in a bent, noisy PNG,
 * and the same digits spoken in the page's language as the accessible alternative (a WAV
 * behind a plain link and an <audio> player, so it needs no JavaScript). A challenge is
 * stored server-side, lives 15 minutes and is used once, right or wrong: each attempt gets
 * a fresh puzzle. The audio can be played until the challenge is used.
 */
export const CAPTCHA_TTL_MS = 15 * 60 * 1000;

export interface CaptchaView {
  id: string;
  image: string;
}

const random = () => crypto.randomInt(0, 1_000_000) / 1_000_000;

export async function createCaptcha(): Promise<CaptchaView> {
  const digits = Array.from({ length: 5 }, () => crypto.randomInt(0, 10)).join("");
  const id = crypto.randomBytes(18).toString("base64url");
  const db = await getDb();
  await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, new Date()));
  await db.insert(captchaChallenges).values({
    id,
    answerHashes: sha256(`img:${digits}`),
    digits,
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
  });
  return { id, image: `data:image/png;base64,${captchaPng(digits, random).toString("base64")}` };
}

/** The digits of a live (unexpired, unused) challenge: for its audio, and for the e2e hook. */
export async function liveCaptchaDigits(id: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ digits: captchaChallenges.digits })
    .from(captchaChallenges)
    .where(
      and(eq(captchaChallenges.id, id), isNull(captchaChallenges.usedAt), gt(captchaChallenges.expiresAt, new Date())),
    );
  return row?.digits ?? null;
}

/** The spoken digits of a live challenge as a WAV file, or null. */
export async function captchaAudio(id: string, lang: string): Promise<Buffer | null> {
  const digits = await liveCaptchaDigits(id);
  return digits ? captchaWav(digits, lang, random) : null;
}

/** Uses up the challenge and says whether the answer (the digits, heard or seen) is right. */
export async function solveCaptcha(id: string | undefined | null, answer: string | undefined | null): Promise<boolean> {
  if (!id || !answer) return false;
  const db = await getDb();
  const [row] = await db
    .update(captchaChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(eq(captchaChallenges.id, id), isNull(captchaChallenges.usedAt), gt(captchaChallenges.expiresAt, new Date())),
    )
    .returning({ answerHashes: captchaChallenges.answerHashes });
  if (!row) return false;
  const typed = toAsciiDigits(answer).replace(/[\s\-–.,،]/g, "");
  return row.answerHashes.split(",").includes(sha256(`img:${typed}`));
}
