ALTER TABLE "email_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "from_address" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to_address" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to_name" text;