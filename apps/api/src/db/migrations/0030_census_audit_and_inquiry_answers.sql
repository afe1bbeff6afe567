ALTER TABLE "census_rows" ADD COLUMN "estado" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "census_rows" ADD COLUMN "audited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "census_rows" ADD COLUMN "audited_by" integer;--> statement-breakpoint
ALTER TABLE "census_rows" ADD COLUMN "mensaje_auditoria" varchar(1000);--> statement-breakpoint
ALTER TABLE "payment_inquiries" ADD COLUMN "respuesta" varchar(1000);--> statement-breakpoint
ALTER TABLE "payment_inquiries" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_inquiries" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "census_rows" ADD CONSTRAINT "census_rows_audited_by_staff_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_inquiries" ADD CONSTRAINT "payment_inquiries_answered_by_staff_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "census_rows_estado_idx" ON "census_rows" USING btree ("estado","created_at","id");--> statement-breakpoint
CREATE INDEX "census_rows_audited_idx" ON "census_rows" USING btree ("audited_at") WHERE "census_rows"."audited_at" is not null;--> statement-breakpoint
-- Rows from before the audit month were accepted as notices when they came: they stay approved,
-- unaudited (no auditor, no audit instant), so they count in no turnaround (docs/decisions/0060).
UPDATE "census_rows" SET "estado" = 3 WHERE "created_at" < now() - interval '30 days';
