CREATE TABLE "generations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"provider" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT 'Initializing...' NOT NULL,
	"partial_text" text DEFAULT '' NOT NULL,
	"stream_epoch" integer DEFAULT 0 NOT NULL,
	"notice" jsonb,
	"html" text,
	"error" text,
	"error_reason" text,
	"input" jsonb NOT NULL,
	"input_tokens" bigint,
	"output_tokens" bigint,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_user_created_idx" ON "generations" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "generations_status_heartbeat_idx" ON "generations" USING btree ("status","heartbeat_at");