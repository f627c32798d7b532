-- Ties each presentation saved without its client (a client typed into the wizard was never passed
-- on) to the advisor's client it was made for, where exactly one of that advisor's clients has the
-- same name and the same e-mail address (or, for a presentation with no address, no address either:
-- '-' or a placeholder on the reserved domain).
UPDATE "presentations" AS p
SET "client_id" = m.client_id
FROM (
  SELECT p2."id" AS presentation_id, min(c."id") AS client_id, count(*) AS matches
  FROM "presentations" AS p2
  JOIN "clients" AS c
    ON c."user_id" = p2."user_id"
   AND lower(trim(c."full_name")) = lower(trim(p2."client_name"))
   -- A client saved without an address holds '-' or a placeholder on the reserved .invalid domain.
   AND (CASE WHEN c."email" = '-' OR lower(c."email") LIKE '%@clients.pitchcraft.invalid' THEN '-' ELSE lower(trim(c."email")) END)
     = coalesce(nullif(nullif(lower(trim(p2."client_data"->>'email')), ''), '-'), '-')
  WHERE p2."client_id" IS NULL
  GROUP BY p2."id"
) AS m
WHERE p."id" = m.presentation_id AND m.matches = 1;
