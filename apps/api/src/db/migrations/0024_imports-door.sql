CREATE TABLE "import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"key_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"full" boolean NOT NULL,
	"dry_run" boolean NOT NULL,
	"accept_partial" boolean NOT NULL,
	"bytes" bigint NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"report" jsonb,
	"error" text,
	CONSTRAINT "import_jobs_status_check" CHECK ("import_jobs"."status" in ('queued', 'running', 'done', 'refused', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "integration_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" varchar(24) NOT NULL,
	"client" varchar(80) NOT NULL,
	"kinds" text[] NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "integration_keys_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_key_id_integration_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."integration_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_one_active_per_kind" ON "import_jobs" USING btree ("kind") WHERE "import_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "import_jobs_key_idx" ON "import_jobs" USING btree ("key_id","id");