CREATE SEQUENCE "public"."authorization_nro_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 7100001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."authorization_trm_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 950001 CACHE 1;--> statement-breakpoint
CREATE TABLE "authorization_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authorization_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authorization_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"estado" smallint NOT NULL,
	"etapa" smallint NOT NULL,
	"origen" varchar(10) NOT NULL,
	"autor" varchar(160) NOT NULL,
	"mensaje" text
);
--> statement-breakpoint
CREATE TABLE "authorization_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authorization_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authorization_id" integer NOT NULL,
	"event_id" integer,
	"origen" varchar(10) NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"name" varchar(100) NOT NULL,
	"extension" varchar(10) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"operator" varchar(120)
);
--> statement-breakpoint
CREATE TABLE "authorization_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authorization_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authorization_id" integer NOT NULL,
	"codigo" integer NOT NULL,
	"descripcion" text NOT NULL,
	"cantidad" smallint NOT NULL,
	"cobertura" varchar(2) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authorization_survey_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authorization_survey_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"puntaje" smallint NOT NULL,
	"comentario" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authorization_surveys" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"saved_since_answer" integer DEFAULT 0 NOT NULL,
	"last_answer_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "authorizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authorizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nro_autorizacion" integer DEFAULT nextval('authorization_nro_seq') NOT NULL,
	"nro_trm" integer DEFAULT nextval('authorization_trm_seq') NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer,
	"tipo" varchar(40) NOT NULL,
	"tipo_prestacion" varchar(2) NOT NULL,
	"proceso" varchar(10) NOT NULL,
	"etapa" smallint NOT NULL,
	"estado" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"fecha_orden" date NOT NULL,
	"validez_hasta" date,
	"contra" integer NOT NULL,
	"inte" smallint NOT NULL,
	"nombre_ape_afi" varchar(160) NOT NULL,
	"lugar_atencion_id" integer,
	"resumen" varchar(200) NOT NULL,
	"observacion" text DEFAULT '' NOT NULL,
	"observacion_auditor" text,
	"datos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"medio_id" smallint DEFAULT 27 NOT NULL,
	"sucursal_id" smallint DEFAULT 1 NOT NULL,
	"workflow" varchar(60) NOT NULL,
	CONSTRAINT "authorizations_nro_autorizacion_unique" UNIQUE("nro_autorizacion")
);
--> statement-breakpoint
-- An existing database keeps the support centre's authorizations: one table, one owner.
INSERT INTO "authorizations" ("nro_autorizacion", "nro_trm", "provider_id", "tipo", "tipo_prestacion", "proceso", "etapa", "estado", "created_at", "updated_at", "fecha_orden", "contra", "inte", "nombre_ape_afi", "resumen", "workflow")
SELECT "nro_autorizacion", "nro_trm", "provider_id",
  CASE "workflow" WHEN 'AMB_CAP_PROTESIS' THEN 'autorizacion-con-materiales' WHEN 'AMB_CAP_FARMACIA_AUT' THEN 'autorizacion-medicacion-unica' ELSE 'autorizacion' END,
  'C', 'estandar', CASE "estado_desc" WHEN 'Finalizado' THEN 2 ELSE 1 END,
  CASE "estado_desc" WHEN 'Observado' THEN 2 WHEN 'Finalizado' THEN 3 ELSE 1 END,
  "fecha", "fecha", "fecha"::date, "contra", "inte", "nombre_ape_afi", left("prestacion", 200), "workflow"
FROM "support_authorizations";--> statement-breakpoint
DROP TABLE "support_authorizations" CASCADE;--> statement-breakpoint
ALTER TABLE "authorization_events" ADD CONSTRAINT "authorization_events_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_files" ADD CONSTRAINT "authorization_files_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_files" ADD CONSTRAINT "authorization_files_event_id_authorization_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."authorization_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_files" ADD CONSTRAINT "authorization_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_services" ADD CONSTRAINT "authorization_services_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_survey_answers" ADD CONSTRAINT "authorization_survey_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_surveys" ADD CONSTRAINT "authorization_surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authorization_events_request_idx" ON "authorization_events" USING btree ("authorization_id","id");--> statement-breakpoint
CREATE INDEX "authorization_files_request_idx" ON "authorization_files" USING btree ("authorization_id");--> statement-breakpoint
CREATE INDEX "authorization_services_request_idx" ON "authorization_services" USING btree ("authorization_id");--> statement-breakpoint
CREATE INDEX "authorization_survey_answers_user_idx" ON "authorization_survey_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "authorizations_provider_created_idx" ON "authorizations" USING btree ("provider_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "authorizations_provider_affiliate_idx" ON "authorizations" USING btree ("provider_id","contra","inte");--> statement-breakpoint
CREATE INDEX "authorizations_provider_estado_idx" ON "authorizations" USING btree ("provider_id","estado","updated_at");--> statement-breakpoint
CREATE INDEX "authorizations_estado_created_idx" ON "authorizations" USING btree ("estado","created_at");