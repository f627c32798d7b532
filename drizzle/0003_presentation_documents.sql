ALTER TABLE "presentations" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "document" jsonb;