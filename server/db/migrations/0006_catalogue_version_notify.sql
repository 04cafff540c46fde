-- The bump also announces the new version on the "catalogue_changed" channel. On the embedded database
-- this process is the only writer, and the notice arrives with the commit, so search caches can hold the
-- version in memory instead of reading it on every search (server/db/catalogue-version.ts).
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  PERFORM pg_notify('catalogue_changed', next_version::text);
  RETURN NULL;
END;
$$;
