-- Issue 26 (docs/decisions/117-desk-faq-qa-team.md): editors write the FAQ and the team on the desk. An
-- FAQ entry and a team member can be unpublished (kept, shown nowhere on the site); what the seeds wrote
-- stays published.
ALTER TABLE faq_entries ADD COLUMN published boolean NOT NULL DEFAULT true;
ALTER TABLE team_members ADD COLUMN published boolean NOT NULL DEFAULT true;
