CREATE TABLE "presentation_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"presentation_id" text NOT NULL,
	"number" integer NOT NULL,
	"change" text NOT NULL,
	"summary" text NOT NULL,
	"author_id" text,
	"document" jsonb,
	"client_data" jsonb NOT NULL,
	"html_content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_assets" (
	"id" text NOT NULL,
	"user_id" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_assets_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "brand_kits" (
	"user_id" text PRIMARY KEY NOT NULL,
	"colours" jsonb,
	"disclaimer" text DEFAULT '' NOT NULL,
	"licence" text DEFAULT '' NOT NULL,
	"contact" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"logo_asset_id" text,
	"headshot_asset_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presentation_views" ADD COLUMN "version_number" integer;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "target" jsonb;--> statement-breakpoint
ALTER TABLE "presentation_versions" ADD CONSTRAINT "presentation_versions_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_versions" ADD CONSTRAINT "presentation_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_assets" ADD CONSTRAINT "brand_assets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_kits" ADD CONSTRAINT "brand_kits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "presentation_versions_number_idx" ON "presentation_versions" USING btree ("presentation_id","number");--> statement-breakpoint
CREATE INDEX "brand_assets_id_idx" ON "brand_assets" USING btree ("id");