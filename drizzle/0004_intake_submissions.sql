CREATE TABLE "intake_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"link_id" text,
	"client_id" text,
	"status" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"client_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submission_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"applied_fields" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "intake_submissions" ADD CONSTRAINT "intake_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_submissions" ADD CONSTRAINT "intake_submissions_link_id_client_collection_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."client_collection_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_submissions" ADD CONSTRAINT "intake_submissions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intake_submissions_link_created_idx" ON "intake_submissions" USING btree ("link_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "intake_submissions_user_status_idx" ON "intake_submissions" USING btree ("user_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "intake_submissions_client_idx" ON "intake_submissions" USING btree ("client_id");