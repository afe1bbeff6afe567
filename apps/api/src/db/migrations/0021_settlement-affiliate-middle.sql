-- The middle part of the affiliate number (spec §3, issue 28). An existing database's lines get 1,
-- every seeded affiliate's middle part, then the register's where the register holds the affiliate
-- with another one (the lowest, as affiliates/middle-part.ts reads it); most settled affiliates are
-- not in the register. The default is dropped after: a new line must name its middle part.
-- ADD COLUMN with a constant default rewrites no rows (PostgreSQL 11 and later).
ALTER TABLE "settlement_copays" ADD COLUMN "middle" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_debits" ADD COLUMN "middle" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_errors" ADD COLUMN "middle" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "middle" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "settlement_copays" AS "line" SET "middle" = "register"."middle"
FROM (SELECT "contra", "inte", min("middle") AS "middle" FROM "affiliates" GROUP BY "contra", "inte" HAVING min("middle") <> 1) AS "register"
WHERE "line"."contra" = "register"."contra" AND "line"."inte" = "register"."inte";--> statement-breakpoint
UPDATE "settlement_debits" AS "line" SET "middle" = "register"."middle"
FROM (SELECT "contra", "inte", min("middle") AS "middle" FROM "affiliates" GROUP BY "contra", "inte" HAVING min("middle") <> 1) AS "register"
WHERE "line"."contra" = "register"."contra" AND "line"."inte" = "register"."inte";--> statement-breakpoint
UPDATE "settlement_errors" AS "line" SET "middle" = "register"."middle"
FROM (SELECT "contra", "inte", min("middle") AS "middle" FROM "affiliates" GROUP BY "contra", "inte" HAVING min("middle") <> 1) AS "register"
WHERE "line"."contra" = "register"."contra" AND "line"."inte" = "register"."inte";--> statement-breakpoint
UPDATE "settlement_lines" AS "line" SET "middle" = "register"."middle"
FROM (SELECT "contra", "inte", min("middle") AS "middle" FROM "affiliates" GROUP BY "contra", "inte" HAVING min("middle") <> 1) AS "register"
WHERE "line"."contra" = "register"."contra" AND "line"."inte" = "register"."inte";--> statement-breakpoint
ALTER TABLE "settlement_copays" ALTER COLUMN "middle" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "settlement_debits" ALTER COLUMN "middle" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "settlement_errors" ALTER COLUMN "middle" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "settlement_lines" ALTER COLUMN "middle" DROP DEFAULT;