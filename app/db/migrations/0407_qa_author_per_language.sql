-- A question's author as its translation shows it (issue 12): a seeded thread exists in four
-- languages and names its author in each one's script ("لیلا" on Persian pages, "Leila" elsewhere).
-- NULL (a visitor's own question, asked in one language) shows qa_threads.author_name as typed.
ALTER TABLE qa_thread_translations ADD COLUMN author_name text;
