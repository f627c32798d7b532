CREATE TABLE "presentation_acknowledgements" (
	"id" text PRIMARY KEY NOT NULL,
	"presentation_id" text NOT NULL,
	"version_number" integer NOT NULL,
	"page_hash" text NOT NULL,
	"signer_name" text NOT NULL,
	"consent_text" text NOT NULL,
	"viewer_email" text,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The hashes are added empty, filled for every version already on record, then required: a
-- database that already holds versions upgrades in place.
ALTER TABLE "presentation_versions" ADD COLUMN "page_hash" text;--> statement-breakpoint
ALTER TABLE "presentation_versions" ADD COLUMN "chain_hash" text;--> statement-breakpoint
-- The same definition as packages/api/src/domains/records/hash-chain.ts: page_hash is the SHA-256
-- of the page's UTF-8 bytes; chain_hash is the SHA-256 of
-- previous chain_hash | presentation_id | number | page_hash, the previous being '' for the first
-- version. Versions are chained in number order, one presentation at a time.
DO $$
DECLARE
  v record;
  previous text := '';
  presentation text := NULL;
  page text;
BEGIN
  FOR v IN
    SELECT id, presentation_id, number, html_content FROM presentation_versions
    ORDER BY presentation_id, number
  LOOP
    IF presentation IS DISTINCT FROM v.presentation_id THEN
      previous := '';
      presentation := v.presentation_id;
    END IF;
    page := encode(sha256(convert_to(v.html_content, 'UTF8')), 'hex');
    previous := encode(sha256(convert_to(
      previous || '|' || v.presentation_id || '|' || v.number::text || '|' || page, 'UTF8')), 'hex');
    UPDATE presentation_versions SET page_hash = page, chain_hash = previous WHERE id = v.id;
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "presentation_versions" ALTER COLUMN "page_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "presentation_versions" ALTER COLUMN "chain_hash" SET NOT NULL;--> statement-breakpoint
-- 0008's rule, now covering the hashes as well: a version and its place in the chain never change.
-- Only the author link may be cleared (ON DELETE SET NULL when an author's account goes).
CREATE OR REPLACE FUNCTION presentation_versions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.presentation_id, NEW.number, NEW.change, NEW.summary, NEW.document, NEW.client_data, NEW.html_content, NEW.page_hash, NEW.chain_hash, NEW.created_at)
     IS DISTINCT FROM (OLD.id, OLD.presentation_id, OLD.number, OLD.change, OLD.summary, OLD.document, OLD.client_data, OLD.html_content, OLD.page_hash, OLD.chain_hash, OLD.created_at)
     OR NEW.author_id IS NOT NULL AND NEW.author_id IS DISTINCT FROM OLD.author_id THEN
    RAISE EXCEPTION 'presentation versions are immutable' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- A signed acknowledgement is evidence: never updated. It goes only with its presentation (or the
-- account that owns it), by the cascade below.
CREATE FUNCTION presentation_acknowledgements_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'presentation acknowledgements are immutable' USING ERRCODE = 'integrity_constraint_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER presentation_acknowledgements_immutable BEFORE UPDATE ON presentation_acknowledgements
  FOR EACH ROW EXECUTE FUNCTION presentation_acknowledgements_immutable();
--> statement-breakpoint
ALTER TABLE "presentation_acknowledgements" ADD CONSTRAINT "presentation_acknowledgements_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "presentation_acknowledgements_version_idx" ON "presentation_acknowledgements" USING btree ("presentation_id","version_number");
