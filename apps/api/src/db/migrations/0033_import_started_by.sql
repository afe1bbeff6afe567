ALTER TABLE "import_jobs" DROP CONSTRAINT "import_jobs_source_check";--> statement-breakpoint
ALTER TABLE "import_jobs" ALTER COLUMN "source" SET DATA TYPE varchar(7);--> statement-breakpoint
ALTER TABLE "import_jobs" ALTER COLUMN "source" SET DEFAULT 'http';--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_console_check" CHECK (("import_jobs"."source" = 'console') = ("import_jobs"."staff_id" is not null));--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_source_check" CHECK (("import_jobs"."source" = 'http') = ("import_jobs"."key_id" is not null));