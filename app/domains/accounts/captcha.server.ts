import crypto from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { captchaChallenges } from "~/db/schema";
import { toAsciiDigits } from "~/utils/digits";
import { captchaSvg } from "./captcha-image";
import { sha256 } from "./codes.server";

/**
 * The image puzzle (docs/decisions/201-captcha.md): five digits drawn in an SVG, and an
 * accessible alternative — a sum written in words in the page's language. Either answer
 * passes. A challenge is stored server-side (answers hashed), lives 15 minutes and is used
 * once, right or wrong: each attempt gets a fresh puzzle.
 */
export const CAPTCHA_TTL_MS = 15 * 60 * 1000;

export interface CaptchaView {
  id: string;
  image: string;
  /** The accessible alternative: "what is {a} plus {b}?" */
  a: number;
  b: number;
}

const random = () => crypto.randomInt(0, 1_000_000) / 1_000_000;

export async function createCaptcha(): Promise<CaptchaView> {
  const digits = Array.from({ length: 5 }, () => crypto.randomInt(0, 10)).join("");
  const a = crypto.randomInt(1, 10);
  const b = crypto.randomInt(1, 10);
  const id = crypto.randomBytes(18).toString("base64url");
  const db = await getDb();
  await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, new Date()));
  await db.insert(captchaChallenges).values({
    id,
    answerHashes: [sha256(`img:${digits}`), sha256(`alt:${a + b}`)].join(","),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
  });
  const image = `data:image/svg+xml;base64,${Buffer.from(captchaSvg(digits, random)).toString("base64")}`;
  return { id, image, a, b };
}

/** Uses up the challenge and says whether the answer (image digits or the sum) is right. */
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
  const typed = toAsciiDigits(answer).replace(/\s/g, "");
  const hashes = row.answerHashes.split(",");
  return hashes.includes(sha256(`img:${typed}`)) || hashes.includes(sha256(`alt:${typed}`));
}
