CREATE TABLE "catalogue_products" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"insurer" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_products_user_idx" ON "catalogue_products" USING btree ("user_id","insurer","name");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_products_user_insurer_name_unique" ON "catalogue_products" USING btree ("user_id",lower("insurer"),lower("name"));