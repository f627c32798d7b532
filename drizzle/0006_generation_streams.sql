CREATE TABLE "generation_streams" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generation_streams" ADD CONSTRAINT "generation_streams_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_streams_session_idx" ON "generation_streams" USING btree ("session_id","opened_at");