CREATE TABLE "user_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sector" smallint,
	"rol" smallint,
	"tipo_documento" varchar(2),
	"numero_documento" varchar(20),
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_profiles_sector_idx" ON "user_profiles" USING btree ("sector");--> statement-breakpoint
-- The team activity view (user management) reads audit_log by provider and date, newest first.
CREATE INDEX IF NOT EXISTS "audit_log_provider_at_idx" ON "audit_log" USING btree ("provider_id","at");