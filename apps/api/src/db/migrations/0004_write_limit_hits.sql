CREATE TABLE "write_limit_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" varchar(100) NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "write_limit_hits_key_at_idx" ON "write_limit_hits" USING btree ("key","at");