CREATE TABLE "presentation_view_sections" (
	"view_id" text NOT NULL,
	"presentation_id" text NOT NULL,
	"name" text NOT NULL,
	"visible_ms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "presentation_view_sections_view_id_name_pk" PRIMARY KEY("view_id","name")
);
--> statement-breakpoint
CREATE TABLE "presentation_views" (
	"id" text PRIMARY KEY NOT NULL,
	"presentation_id" text NOT NULL,
	"visitor_id" text,
	"anonymous" boolean DEFAULT false NOT NULL,
	"device" text,
	"referrer_host" text,
	"viewer_email" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active_ms" integer DEFAULT 0 NOT NULL,
	"heartbeats" integer DEFAULT 0 NOT NULL,
	"section_events" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"presentation_id" text NOT NULL,
	"viewer_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "share_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "share_passcode_hash" text;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "share_require_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "notify_on_view" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "first_view_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "last_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "presentation_view_sections" ADD CONSTRAINT "presentation_view_sections_view_id_presentation_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."presentation_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_view_sections" ADD CONSTRAINT "presentation_view_sections_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_views" ADD CONSTRAINT "presentation_views_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_grants" ADD CONSTRAINT "share_grants_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presentation_view_sections_presentation_idx" ON "presentation_view_sections" USING btree ("presentation_id");--> statement-breakpoint
CREATE INDEX "presentation_views_presentation_started_idx" ON "presentation_views" USING btree ("presentation_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "share_grants_presentation_idx" ON "share_grants" USING btree ("presentation_id");