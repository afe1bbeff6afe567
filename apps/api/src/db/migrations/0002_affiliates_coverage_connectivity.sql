CREATE TABLE "diagnoses" (
	"codigo" varchar(8) PRIMARY KEY NOT NULL,
	"denominacion" text NOT NULL,
	"search_key" text NOT NULL,
	"orden" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreed_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"service_codigo" integer NOT NULL,
	"plan_id" integer,
	"valor" numeric(12, 2) NOT NULL,
	"vigencia_desde" date NOT NULL,
	"vigencia_hasta" date
);
--> statement-breakpoint
CREATE TABLE "attention_place_excluded_plans" (
	"place_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	CONSTRAINT "attention_place_excluded_plans_place_id_plan_id_pk" PRIMARY KEY("place_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "attention_places" (
	"id" integer PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"descripcion" varchar(120) NOT NULL,
	"calle" varchar(120) NOT NULL,
	"numero" varchar(10) NOT NULL,
	"locality_id" integer NOT NULL,
	"telefono" varchar(30),
	"vigencia_desde" date NOT NULL,
	"vigencia_hasta" date
);
--> statement-breakpoint
CREATE TABLE "circles" (
	"id" integer PRIMARY KEY NOT NULL,
	"descripcion" varchar(120) NOT NULL,
	"cuit" varchar(11) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_circles" (
	"provider_id" integer NOT NULL,
	"circle_id" integer NOT NULL,
	CONSTRAINT "provider_circles_provider_id_circle_id_pk" PRIMARY KEY("provider_id","circle_id")
);
--> statement-breakpoint
CREATE TABLE "provider_terminals" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"codigo" varchar(12) NOT NULL,
	"descripcion" varchar(80) NOT NULL,
	"empresa_conectividad" smallint NOT NULL,
	"canal" smallint NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connectivity_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "connectivity_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000001 CACHE 1),
	"provider_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tipo" varchar(2) NOT NULL,
	"parent_id" bigint,
	"affiliate_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"service_codigo" integer,
	"cantidad" smallint DEFAULT 1 NOT NULL,
	"icd" varchar(8),
	"mod_cobert" varchar(2),
	"copago" numeric(12, 2) DEFAULT 0 NOT NULL,
	"terminal_id" integer,
	"circle_id" integer,
	"origen" smallint NOT NULL,
	"fecha_prestacion" varchar(8) NOT NULL,
	"estado" varchar(8) NOT NULL,
	"mensaje" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	CONSTRAINT "connectivity_transactions_tipo_check" CHECK ("connectivity_transactions"."tipo" in ('IP', 'ID', 'II')),
	CONSTRAINT "connectivity_transactions_estado_check" CHECK ("connectivity_transactions"."estado" in ('abierta', 'anulada'))
);
--> statement-breakpoint
ALTER TABLE "plan_coverage" ADD COLUMN "copago" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "cod_cobertura" varchar(8) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "condicion_impuestos" varchar(40) DEFAULT 'Consumidor Final' NOT NULL;--> statement-breakpoint
ALTER TABLE "agreed_services" ADD CONSTRAINT "agreed_services_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreed_services" ADD CONSTRAINT "agreed_services_place_id_attention_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."attention_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreed_services" ADD CONSTRAINT "agreed_services_service_codigo_services_codigo_fk" FOREIGN KEY ("service_codigo") REFERENCES "public"."services"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreed_services" ADD CONSTRAINT "agreed_services_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attention_place_excluded_plans" ADD CONSTRAINT "attention_place_excluded_plans_place_id_attention_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."attention_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attention_place_excluded_plans" ADD CONSTRAINT "attention_place_excluded_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attention_places" ADD CONSTRAINT "attention_places_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attention_places" ADD CONSTRAINT "attention_places_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_circles" ADD CONSTRAINT "provider_circles_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_circles" ADD CONSTRAINT "provider_circles_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_terminals" ADD CONSTRAINT "provider_terminals_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectivity_transactions" ADD CONSTRAINT "connectivity_transactions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectivity_transactions" ADD CONSTRAINT "connectivity_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectivity_transactions" ADD CONSTRAINT "connectivity_transactions_parent_id_connectivity_transactions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."connectivity_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectivity_transactions" ADD CONSTRAINT "connectivity_transactions_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectivity_transactions" ADD CONSTRAINT "connectivity_transactions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectivity_transactions" ADD CONSTRAINT "connectivity_transactions_service_codigo_services_codigo_fk" FOREIGN KEY ("service_codigo") REFERENCES "public"."services"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectivity_transactions" ADD CONSTRAINT "connectivity_transactions_icd_diagnoses_codigo_fk" FOREIGN KEY ("icd") REFERENCES "public"."diagnoses"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectivity_transactions" ADD CONSTRAINT "connectivity_transactions_terminal_id_provider_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."provider_terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectivity_transactions" ADD CONSTRAINT "connectivity_transactions_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectivity_transactions" ADD CONSTRAINT "connectivity_transactions_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diagnoses_search_key_idx" ON "diagnoses" USING btree ("search_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "agreed_services_provider_idx" ON "agreed_services" USING btree ("provider_id","service_codigo");--> statement-breakpoint
CREATE INDEX "attention_places_provider_idx" ON "attention_places" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_terminals_code_idx" ON "provider_terminals" USING btree ("provider_id","codigo");--> statement-breakpoint
CREATE INDEX "connectivity_transactions_provider_idx" ON "connectivity_transactions" USING btree ("provider_id","tipo","created_at");--> statement-breakpoint
CREATE INDEX "connectivity_transactions_parent_idx" ON "connectivity_transactions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "services_search_key_idx" ON "services" USING btree ("search_key" text_pattern_ops);