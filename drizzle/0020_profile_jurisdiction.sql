CREATE TYPE "public"."jurisdiction" AS ENUM('CA', 'US');--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "jurisdiction" "jurisdiction" DEFAULT 'CA' NOT NULL;