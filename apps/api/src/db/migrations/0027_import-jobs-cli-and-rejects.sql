CREATE TABLE "import_job_rejects" (
	"job_id" integer NOT NULL,
	"part" integer NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "import_job_rejects_job_id_part_pk" PRIMARY KEY("job_id","part")
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ALTER COLUMN "key_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "source" varchar(4) DEFAULT 'http' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "has_rejects" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "import_job_rejects" ADD CONSTRAINT "import_job_rejects_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_source_check" CHECK (("import_jobs"."source" = 'cli') = ("import_jobs"."key_id" is null));