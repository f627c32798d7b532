CREATE TYPE "public"."block_kind" AS ENUM('disclaimer', 'about', 'licensing', 'other');--> statement-breakpoint
CREATE TYPE "public"."member_role" AS ENUM('owner', 'admin', 'advisor', 'reviewer', 'assistant');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('pending', 'approved', 'rejected', 'withdrawn');--> statement-breakpoint
CREATE TABLE "test_billing_prorations" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"from_quantity" integer NOT NULL,
	"to_quantity" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"actor_user_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"target_kind" text,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"href" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_blocks" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"kind" "block_kind" NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organization_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" "member_role" NOT NULL,
	"assists_user_id" text,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"role" "member_role" NOT NULL,
	"assists_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"billing_user_id" text NOT NULL,
	"seat_quantity" integer DEFAULT 1 NOT NULL,
	"require_approval" boolean DEFAULT false NOT NULL,
	"allow_personal_brand" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presentation_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"presentation_id" text NOT NULL,
	"version_number" integer NOT NULL,
	"page_hash" text NOT NULL,
	"submitted_by" text,
	"note" text,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presentation_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sections" jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_presentation_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"review_id" text NOT NULL,
	"section_id" text,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every existing account becomes the owner of an organisation of one, billed as it is today (its
-- own profile carries the subscription), and everything it made is filed there: nothing is lost and
-- nothing visible changes. A solo organisation's id is 'org_' and its first owner's id.
INSERT INTO "organizations" ("id", "billing_user_id", "seat_quantity", "created_at", "updated_at")
  SELECT 'org_' || "id", "id", 1, "created_at", now() FROM "users";--> statement-breakpoint
INSERT INTO "organization_members" ("user_id", "organization_id", "role", "created_at")
  SELECT "id", 'org_' || "id", 'owner', "created_at" FROM "users";--> statement-breakpoint
ALTER TABLE "client_collection_links" ADD COLUMN "organization_id" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "organization_id" text;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "organization_id" text;--> statement-breakpoint
UPDATE "client_collection_links" SET "organization_id" = 'org_' || "user_id";--> statement-breakpoint
UPDATE "clients" SET "organization_id" = 'org_' || "user_id";--> statement-breakpoint
UPDATE "presentations" SET "organization_id" = 'org_' || "user_id";--> statement-breakpoint
ALTER TABLE "client_collection_links" ALTER COLUMN "organization_id" SET DEFAULT NULL;--> statement-breakpoint
ALTER TABLE "client_collection_links" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "organization_id" SET DEFAULT NULL;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "presentations" ALTER COLUMN "organization_id" SET DEFAULT NULL;--> statement-breakpoint
ALTER TABLE "presentations" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
-- A new account is made the owner of its own organisation of one, whatever path created it; an
-- accepted invitation then moves its membership.
CREATE OR REPLACE FUNCTION users_make_organization() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organizations (id, billing_user_id) VALUES ('org_' || NEW.id, NEW.id)
    ON CONFLICT (id) DO NOTHING;
  INSERT INTO organization_members (user_id, organization_id, role)
    VALUES (NEW.id, 'org_' || NEW.id, 'owner');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_make_organization AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_make_organization();--> statement-breakpoint
-- A client, link or presentation inserted without an organisation is filed under its owner's.
CREATE OR REPLACE FUNCTION take_owner_organization() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.organization_id IS NULL THEN
    SELECT organization_id INTO NEW.organization_id FROM organization_members
      WHERE user_id = NEW.user_id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER clients_take_owner_organization BEFORE INSERT ON "clients"
  FOR EACH ROW EXECUTE FUNCTION take_owner_organization();--> statement-breakpoint
CREATE TRIGGER links_take_owner_organization BEFORE INSERT ON "client_collection_links"
  FOR EACH ROW EXECUTE FUNCTION take_owner_organization();--> statement-breakpoint
CREATE TRIGGER presentations_take_owner_organization BEFORE INSERT ON "presentations"
  FOR EACH ROW EXECUTE FUNCTION take_owner_organization();--> statement-breakpoint
ALTER TABLE "test_billing_checkouts" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_billing_subscriptions" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_billing_prorations" ADD CONSTRAINT "test_billing_prorations_subscription_id_test_billing_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."test_billing_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_blocks" ADD CONSTRAINT "organization_blocks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_blocks" ADD CONSTRAINT "organization_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_assists_user_id_users_id_fk" FOREIGN KEY ("assists_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_assists_user_id_users_id_fk" FOREIGN KEY ("assists_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_billing_user_id_users_id_fk" FOREIGN KEY ("billing_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_reviews" ADD CONSTRAINT "presentation_reviews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_reviews" ADD CONSTRAINT "presentation_reviews_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_reviews" ADD CONSTRAINT "presentation_reviews_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_reviews" ADD CONSTRAINT "presentation_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_templates" ADD CONSTRAINT "presentation_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_templates" ADD CONSTRAINT "presentation_templates_source_presentation_id_presentations_id_fk" FOREIGN KEY ("source_presentation_id") REFERENCES "public"."presentations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_templates" ADD CONSTRAINT "presentation_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_review_id_presentation_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."presentation_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_billing_prorations_subscription_idx" ON "test_billing_prorations" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_org_idx" ON "audit_log" USING btree ("organization_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_org_action_idx" ON "audit_log" USING btree ("organization_id","action","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "organization_blocks_org_idx" ON "organization_blocks" USING btree ("organization_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_token_unique" ON "organization_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "organization_invitations_org_idx" ON "organization_invitations" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "organization_members_org_idx" ON "organization_members" USING btree ("organization_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "presentation_reviews_one_pending" ON "presentation_reviews" USING btree ("presentation_id") WHERE "presentation_reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "presentation_reviews_queue_idx" ON "presentation_reviews" USING btree ("organization_id","status","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "presentation_reviews_presentation_idx" ON "presentation_reviews" USING btree ("presentation_id","version_number");--> statement-breakpoint
CREATE INDEX "presentation_templates_org_idx" ON "presentation_templates" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_comments_review_idx" ON "review_comments" USING btree ("review_id","created_at");--> statement-breakpoint
ALTER TABLE "client_collection_links" ADD CONSTRAINT "client_collection_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_collection_links_org_created_idx" ON "client_collection_links" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clients_org_created_idx" ON "clients" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "presentations_org_created_idx" ON "presentations" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The audit log is append-only: no update, no delete, no truncation, whoever asks.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'integrity_constraint_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();