CREATE TABLE "follow_ups" (
	"id" text PRIMARY KEY NOT NULL,
	"presentation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"draft_source" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presentation_responses" (
	"id" text PRIMARY KEY NOT NULL,
	"presentation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"message" text,
	"phone" text,
	"preferred_times" text,
	"version_number" integer,
	"view_id" text,
	"viewer_email" text,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "share_events" (
	"id" text PRIMARY KEY NOT NULL,
	"presentation_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_responses" ADD CONSTRAINT "presentation_responses_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_responses" ADD CONSTRAINT "presentation_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_responses" ADD CONSTRAINT "presentation_responses_view_id_presentation_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."presentation_views"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_events" ADD CONSTRAINT "share_events_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_ups_presentation_sent_idx" ON "follow_ups" USING btree ("presentation_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "presentation_responses_request_idx" ON "presentation_responses" USING btree ("presentation_id","request_id");--> statement-breakpoint
CREATE INDEX "presentation_responses_presentation_created_idx" ON "presentation_responses" USING btree ("presentation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "presentation_responses_user_created_idx" ON "presentation_responses" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "share_events_presentation_created_idx" ON "share_events" USING btree ("presentation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presentations_client_idx" ON "presentations" USING btree ("client_id");