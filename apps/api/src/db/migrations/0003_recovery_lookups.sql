CREATE TABLE "recovery_lookups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ip" varchar(64) NOT NULL,
	"found" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recovery_lookups_ip_idx" ON "recovery_lookups" USING btree ("ip","at");