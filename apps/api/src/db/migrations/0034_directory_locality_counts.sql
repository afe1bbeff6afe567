CREATE TABLE "directory_locality_counts" (
	"specialty_id" integer NOT NULL,
	"locality_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "directory_locality_counts_specialty_id_locality_id_pk" PRIMARY KEY("specialty_id","locality_id")
);
--> statement-breakpoint
ALTER TABLE "directory_locality_counts" ADD CONSTRAINT "directory_locality_counts_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_locality_counts" ADD CONSTRAINT "directory_locality_counts_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The counts move with every statement that writes cards, in its transaction (docs/decisions/0069).
-- Statement triggers with transition tables: a bulk import's 60,000 cards are one grouped delta,
-- applied in key order so two concurrent writers lock the rows they share in the same order.
CREATE FUNCTION directory_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_locality_counts AS c (specialty_id, locality_id, n)
  SELECT specialty_id, locality_id, count(*)::int FROM added GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (specialty_id, locality_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION directory_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_locality_counts AS c (specialty_id, locality_id, n)
  SELECT specialty_id, locality_id, -count(*)::int FROM removed GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (specialty_id, locality_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION directory_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_locality_counts AS c (specialty_id, locality_id, n)
  SELECT specialty_id, locality_id, sum(d)::int FROM (
    SELECT specialty_id, locality_id, 1 AS d FROM added
    UNION ALL SELECT specialty_id, locality_id, -1 FROM removed
  ) x GROUP BY 1, 2 HAVING sum(d) <> 0
  ORDER BY 1, 2
  ON CONFLICT (specialty_id, locality_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION directory_counts_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM directory_locality_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER directory_listings_counted_insert AFTER INSERT ON directory_listings
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION directory_counts_added();--> statement-breakpoint
CREATE TRIGGER directory_listings_counted_delete AFTER DELETE ON directory_listings
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION directory_counts_removed();--> statement-breakpoint
CREATE TRIGGER directory_listings_counted_update AFTER UPDATE ON directory_listings
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION directory_counts_moved();--> statement-breakpoint
CREATE TRIGGER directory_listings_counted_truncate AFTER TRUNCATE ON directory_listings
  FOR EACH STATEMENT EXECUTE FUNCTION directory_counts_emptied();--> statement-breakpoint
INSERT INTO directory_locality_counts (specialty_id, locality_id, n)
SELECT specialty_id, locality_id, count(*)::int FROM directory_listings GROUP BY 1, 2;
