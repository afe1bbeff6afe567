CREATE TABLE "localities" (
	"id" integer PRIMARY KEY NOT NULL,
	"province_id" smallint NOT NULL,
	"partido" varchar(120) NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"codigo_postal" varchar(8) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "management_units" (
	"id" smallint PRIMARY KEY NOT NULL,
	"descripcion" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_coverage" (
	"plan_id" integer NOT NULL,
	"service_codigo" integer NOT NULL,
	"mod_cobert" varchar(2) NOT NULL,
	"exceptuada" varchar(1) DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"prepaga_id" smallint NOT NULL,
	"descripcion" varchar(120) NOT NULL,
	"descuento_farmacia" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" smallint PRIMARY KEY NOT NULL,
	"nombre" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"codigo" integer PRIMARY KEY NOT NULL,
	"nomenclador" varchar(8) NOT NULL,
	"descripcion" text NOT NULL,
	"tipo" varchar(2) NOT NULL,
	"carac" varchar(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specialties" (
	"id" integer PRIMARY KEY NOT NULL,
	"descripcion" varchar(120) NOT NULL,
	"seccion" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_management_units" (
	"provider_id" integer NOT NULL,
	"unit_id" smallint NOT NULL,
	CONSTRAINT "provider_management_units_provider_id_unit_id_pk" PRIMARY KEY("provider_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" integer PRIMARY KEY NOT NULL,
	"cuit" varchar(11) NOT NULL,
	"ape_razon_social" varchar(160) NOT NULL,
	"nombre_abre" varchar(80) NOT NULL,
	"tipo" varchar(1) NOT NULL,
	"email" varchar(254) NOT NULL,
	"province_id" smallint NOT NULL,
	"locality_id" integer NOT NULL,
	"is_circle" boolean DEFAULT false NOT NULL,
	"medical_history_enable" boolean DEFAULT false NOT NULL,
	"hospitalization_in_affiliate_validation" boolean DEFAULT false NOT NULL,
	"es_odonto" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contra" integer NOT NULL,
	"middle" smallint NOT NULL,
	"inte" smallint NOT NULL,
	"prepaga_id" smallint NOT NULL,
	"plan_id" integer NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"apellido" varchar(80) NOT NULL,
	"documento" varchar(11) NOT NULL,
	"estado" varchar(1) NOT NULL,
	"estado_desc" varchar(40) NOT NULL,
	"requiere_token" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" varchar(60) PRIMARY KEY NOT NULL,
	"titulo" varchar(120) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"disponible" boolean DEFAULT false NOT NULL,
	"sort" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_modules" (
	"user_id" integer NOT NULL,
	"module_id" varchar(60) NOT NULL,
	"habilitado" boolean NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "user_modules_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" varchar(200) NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"apellido" varchar(100) NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"habilitar_todo" boolean DEFAULT false NOT NULL,
	"doc24_permission" boolean DEFAULT false NOT NULL,
	"cap_active" boolean DEFAULT false NOT NULL,
	"survey_response_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "external_auth_grants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"mode" varchar(12) NOT NULL,
	"operator" varchar(120) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "external_auth_grants_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mode" varchar(12) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"operator" varchar(120)
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"entidad" smallint NOT NULL,
	"canal" smallint NOT NULL,
	"version" varchar(20) NOT NULL,
	"texto" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"user_id" integer NOT NULL,
	"terms_id" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"device_id" varchar(200) NOT NULL,
	"device_name" varchar(200) NOT NULL,
	CONSTRAINT "terms_acceptances_user_id_terms_id_pk" PRIMARY KEY("user_id","terms_id")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" varchar(80) NOT NULL,
	"operator" varchar(120),
	"user_id" integer,
	"provider_id" integer,
	"session_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"success" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pin_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"reset_token_hash" varchar(64),
	"reset_expires_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_coverage" ADD CONSTRAINT "plan_coverage_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_coverage" ADD CONSTRAINT "plan_coverage_service_codigo_services_codigo_fk" FOREIGN KEY ("service_codigo") REFERENCES "public"."services"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_management_units" ADD CONSTRAINT "provider_management_units_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_management_units" ADD CONSTRAINT "provider_management_units_unit_id_management_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."management_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_modules" ADD CONSTRAINT "user_modules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_modules" ADD CONSTRAINT "user_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_auth_grants" ADD CONSTRAINT "external_auth_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_terms_id_terms_id_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "localities_province_idx" ON "localities" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "plan_coverage_pk_idx" ON "plan_coverage" USING btree ("plan_id","service_codigo");--> statement-breakpoint
CREATE INDEX "providers_cuit_idx" ON "providers" USING btree ("cuit");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_number_idx" ON "affiliates" USING btree ("contra","middle","inte");--> statement-breakpoint
CREATE INDEX "affiliates_documento_idx" ON "affiliates" USING btree ("documento");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_provider_idx" ON "users" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_session_idx" ON "audit_log" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");