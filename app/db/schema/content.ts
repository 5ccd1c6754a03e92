import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** Content, help and discovery (migration 0300): team, blog, FAQ, Q&A, contact, job applications. */
export const teamMembers = pgTable("team_members", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  photo: text("photo").notNull(),
  email: text("email").notNull(),
  position: integer("position").notNull().default(0),
  /** Shown on the site (migration 0421, decision 117); an unpublished member is kept for the desk only. */
  published: boolean("published").notNull().default(true),
});

export const teamMemberTranslations = pgTable(
  "team_member_translations",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => teamMembers.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    bio: text("bio").notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.locale] }), unique().on(t.locale, t.slug)],
);

export const articles = pgTable("articles", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  authorId: integer("author_id")
    .notNull()
    .references(() => teamMembers.id),
  cover: text("cover").notNull(),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** False: kept on the desk, shown nowhere on the site (migration 0420). */
  published: boolean("published").notNull().default(true),
});

/** Pictures uploaded on the desk (migration 0420): one row per picture, its variants by width. */
export const contentImages = pgTable("content_images", {
  id: serial("id").primaryKey(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A picture resized to one width the site serves, as WebP (base64, like user_photos). */
export const contentImageVariants = pgTable(
  "content_image_variants",
  {
    imageId: integer("image_id")
      .notNull()
      .references(() => contentImages.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    data: text("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);

export const articleTranslations = pgTable(
  "article_translations",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    bodyHtml: text("body_html").notNull(),
    categories: text("categories").array().notNull().default([]),
    tags: text("tags").array().notNull().default([]),
    readingMinutes: integer("reading_minutes").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.locale] }),
    unique().on(t.locale, t.slug),
    index("article_translations_locale_idx").on(t.locale),
  ],
);

export const articleComments = pgTable(
  "article_comments",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    /** pending (held for moderation), approved (shown), rejected, spam (migration 0418) */
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
  },
  (t) => [
    index("article_comments_article_idx").on(t.articleId, t.locale, t.status),
    check("article_comments_rating_check", sql`((rating >= 1) AND (rating <= 5))`),
    check(
      "article_comments_status_check",
      sql`(status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text, 'spam'::text]))`,
    ),
  ],
);

export const faqEntries = pgTable("faq_entries", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  topic: text("topic").notNull(),
  position: integer("position").notNull().default(0),
  /** Shown on the site (migration 0421, decision 117); an unpublished entry is kept for the desk only. */
  published: boolean("published").notNull().default(true),
});

export const faqTranslations = pgTable(
  "faq_translations",
  {
    entryId: integer("entry_id")
      .notNull()
      .references(() => faqEntries.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    slug: text("slug").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.locale] }), unique().on(t.locale, t.slug)],
);

const moderationStatus = (table: string) =>
  check(
    `${table}_status_check`,
    sql`(status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text, 'spam'::text]))`,
  );

export const qaThreads = pgTable(
  "qa_threads",
  {
    id: serial("id").primaryKey(),
    key: text("key").unique(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    authorEmail: text("author_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** pending (held for moderation), approved (published), rejected, spam (migrations 0408, 0418) */
    status: text("status").notNull().default("pending"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
  },
  () => [moderationStatus("qa_threads")],
);

export const qaThreadTranslations = pgTable(
  "qa_thread_translations",
  {
    threadId: integer("thread_id")
      .notNull()
      .references(() => qaThreads.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The author's name as this language shows it (seeded threads); null: the thread's author_name (migration 0407). */
    authorName: text("author_name"),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.locale] }), unique().on(t.locale, t.slug)],
);

export const qaAnswers = pgTable(
  "qa_answers",
  {
    id: serial("id").primaryKey(),
    threadId: integer("thread_id")
      .notNull()
      .references(() => qaThreads.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    authorName: text("author_name").notNull(),
    staff: boolean("staff").notNull().default(false),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** pending (held for moderation), approved (published), rejected, spam (migrations 0408, 0418) */
    status: text("status").notNull().default("pending"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    /** A visitor's answer: under their account, or with an address that is never published. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    authorEmail: text("author_email"),
  },
  (t) => [index("qa_answers_thread_idx").on(t.threadId, t.locale), moderationStatus("qa_answers")],
);

export const qaVotes = pgTable(
  "qa_votes",
  {
    answerId: integer("answer_id")
      .notNull()
      .references(() => qaAnswers.id, { onDelete: "cascade" }),
    /** "user:12" or "visitor:<random id>" */
    voter: text("voter").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.voter] })],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    locale: text("locale").notNull(),
    ip: text("ip"),
    /** pending → sent | failed (the message is stored before it is e-mailed) */
    delivery: text("delivery").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check(
      "contact_messages_delivery_check",
      sql`(delivery = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text]))`,
    ),
  ],
);

export const jobApplications = pgTable("job_applications", {
  id: serial("id").primaryKey(),
  position: text("position").notNull(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  cvUrl: text("cv_url"),
  letter: text("letter").notNull(),
  locale: text("locale").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
