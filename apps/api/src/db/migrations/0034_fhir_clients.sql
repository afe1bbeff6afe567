CREATE TABLE "fhir_access_tokens" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"client_id" varchar(40) NOT NULL,
	"scopes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fhir_assertion_ids" (
	"client_id" varchar(40) NOT NULL,
	"jti" varchar(200) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fhir_assertion_ids_client_id_jti_pk" PRIMARY KEY("client_id","jti")
);
--> statement-breakpoint
CREATE TABLE "fhir_clients" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"jwks" jsonb NOT NULL,
	"scopes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer
);
--> statement-breakpoint
ALTER TABLE "fhir_access_tokens" ADD CONSTRAINT "fhir_access_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_access_tokens" ADD CONSTRAINT "fhir_access_tokens_client_id_fhir_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."fhir_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_assertion_ids" ADD CONSTRAINT "fhir_assertion_ids_client_id_fhir_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."fhir_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_clients" ADD CONSTRAINT "fhir_clients_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_clients" ADD CONSTRAINT "fhir_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_clients" ADD CONSTRAINT "fhir_clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_clients" ADD CONSTRAINT "fhir_clients_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fhir_access_tokens_client_idx" ON "fhir_access_tokens" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "fhir_assertion_ids_expiry_idx" ON "fhir_assertion_ids" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "fhir_clients_provider_idx" ON "fhir_clients" USING btree ("provider_id");