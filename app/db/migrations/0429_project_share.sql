-- Issue 28, beyond the spec (docs/decisions/813-shared-project-links.md): a project's owner can share a read-only,
-- signed link to it with their group. `shared_at` is set while sharing is on; the link carries `share_version`, which
-- "stop sharing" raises, so every link given out so far stops working for good.
ALTER TABLE projects ADD COLUMN shared_at timestamptz;
ALTER TABLE projects ADD COLUMN share_version integer NOT NULL DEFAULT 0;
ALTER TABLE projects ADD CONSTRAINT projects_share_version_check CHECK (share_version >= 0);
