-- Content, help and discovery (issue 6): team, blog articles and comments, FAQ, Q&A,
-- contact messages and job applications. Translations are rows per language, each with
-- its own slug (slugs differ per language).

CREATE TABLE team_members (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  photo text NOT NULL,
  email text NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE TABLE team_member_translations (
  member_id integer NOT NULL REFERENCES team_members (id) ON DELETE CASCADE,
  locale text NOT NULL,
  slug text NOT NULL,
  name text NOT NULL,
  role text NOT NULL,
  bio text NOT NULL,
  PRIMARY KEY (member_id, locale),
  UNIQUE (locale, slug)
);

CREATE TABLE articles (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  author_id integer NOT NULL REFERENCES team_members (id),
  cover text NOT NULL,
  published_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE article_translations (
  article_id integer NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  locale text NOT NULL,
  slug text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL,
  body_markdown text NOT NULL,
  body_html text NOT NULL,
  categories text[] NOT NULL DEFAULT '{}',
  tags text[] NOT NULL DEFAULT '{}',
  reading_minutes integer NOT NULL,
  PRIMARY KEY (article_id, locale),
  UNIQUE (locale, slug)
);
CREATE INDEX article_translations_locale_idx ON article_translations (locale);

CREATE TABLE article_comments (
  id serial PRIMARY KEY,
  article_id integer NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  locale text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  email text NOT NULL,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  moderated_at timestamptz
);
CREATE INDEX article_comments_article_idx ON article_comments (article_id, locale, status);

CREATE TABLE faq_entries (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  topic text NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE TABLE faq_translations (
  entry_id integer NOT NULL REFERENCES faq_entries (id) ON DELETE CASCADE,
  locale text NOT NULL,
  slug text NOT NULL,
  question text NOT NULL,
  answer text NOT NULL,
  PRIMARY KEY (entry_id, locale),
  UNIQUE (locale, slug)
);

CREATE TABLE qa_threads (
  id serial PRIMARY KEY,
  key text UNIQUE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  author_name text NOT NULL,
  author_email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE qa_thread_translations (
  thread_id integer NOT NULL REFERENCES qa_threads (id) ON DELETE CASCADE,
  locale text NOT NULL,
  slug text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  PRIMARY KEY (thread_id, locale),
  UNIQUE (locale, slug)
);
CREATE TABLE qa_answers (
  id serial PRIMARY KEY,
  thread_id integer NOT NULL REFERENCES qa_threads (id) ON DELETE CASCADE,
  locale text NOT NULL,
  author_name text NOT NULL,
  staff boolean NOT NULL DEFAULT false,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX qa_answers_thread_idx ON qa_answers (thread_id, locale);
-- One vote per answer and voter ("user:12" or "visitor:<random id>").
CREATE TABLE qa_votes (
  answer_id integer NOT NULL REFERENCES qa_answers (id) ON DELETE CASCADE,
  voter text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (answer_id, voter)
);

CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  message text NOT NULL,
  locale text NOT NULL,
  ip text,
  delivery text NOT NULL DEFAULT 'pending' CHECK (delivery IN ('pending', 'sent', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE job_applications (
  id serial PRIMARY KEY,
  position text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  cv_url text,
  letter text NOT NULL,
  locale text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
