-- The foreign key's check locked the generation's logged row for every batch of the unlogged stream,
-- writing WAL each time; the batch checks the generation exists and the sweep drops orphans instead.
ALTER TABLE "generation_chunks" DROP CONSTRAINT "generation_chunks_generation_id_generations_id_fk";
