-- UNLOGGED: a live buffer a restarted job rewrites at a new epoch; it needs no write-ahead log.
CREATE UNLOGGED TABLE "generation_chunks" (
	"generation_id" text NOT NULL,
	"seq" integer NOT NULL,
	"epoch" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"progress" smallint NOT NULL,
	CONSTRAINT "generation_chunks_generation_id_seq_pk" PRIMARY KEY("generation_id","seq")
);
--> statement-breakpoint
DROP INDEX "generations_status_heartbeat_idx";--> statement-breakpoint
ALTER TABLE "generation_chunks" ADD CONSTRAINT "generation_chunks_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generations" DROP COLUMN "heartbeat_at";