-- A version is a record of what was shown to a client: once written it never changes. Only the
-- author link may be cleared (ON DELETE SET NULL when an author's account goes); deleting the
-- presentation deletes its versions.
CREATE FUNCTION presentation_versions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.presentation_id, NEW.number, NEW.change, NEW.summary, NEW.document, NEW.client_data, NEW.html_content, NEW.created_at)
     IS DISTINCT FROM (OLD.id, OLD.presentation_id, OLD.number, OLD.change, OLD.summary, OLD.document, OLD.client_data, OLD.html_content, OLD.created_at)
     OR NEW.author_id IS NOT NULL AND NEW.author_id IS DISTINCT FROM OLD.author_id THEN
    RAISE EXCEPTION 'presentation versions are immutable' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER presentation_versions_immutable BEFORE UPDATE ON presentation_versions
  FOR EACH ROW EXECUTE FUNCTION presentation_versions_immutable();
