import type { Locale } from "~/routing/screens";

/** Shapes of the seeded content (one entry, four languages). */
export type PerLocale<T> = Record<Locale, T>;

export interface TeamSeed {
  key: string;
  photo: string;
  email: string;
  t: PerLocale<{ slug: string; name: string; role: string; bio: string }>;
}

export interface ArticleSeed {
  key: string;
  author: string;
  publishedAt: string;
  categories: string[];
  t: PerLocale<{ slug: string; title: string; summary: string; tags: string[]; body: string }>;
}

export interface FaqSeed {
  key: string;
  topic: string;
  t: PerLocale<{ slug: string; q: string; a: string }>;
}

export interface QaSeed {
  key: string;
  author: string;
  /** The author's name in Persian script, shown on Persian pages. */
  authorFa: string;
  email: string;
  createdAt: string;
  t: PerLocale<{
    slug: string;
    title: string;
    body: string;
    answers: { author: string; staff?: boolean; body: string }[];
  }>;
}
