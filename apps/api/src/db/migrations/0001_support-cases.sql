CREATE SEQUENCE "public"."support_case_nro_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 4100001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."support_case_jbpm_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 880000001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."support_rudi_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "support_areas" (
	"id" smallint PRIMARY KEY NOT NULL,
	"area" varchar(20) NOT NULL,
	"descripcion" varchar(80) NOT NULL,
	"ambito" varchar(1)
);
--> statement-breakpoint
CREATE TABLE "support_authorizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_authorizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"nro_autorizacion" integer NOT NULL,
	"nro_trm" integer NOT NULL,
	"contra" integer NOT NULL,
	"inte" smallint NOT NULL,
	"nombre_ape_afi" varchar(160) NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"workflow" varchar(60) NOT NULL,
	"estado_desc" varchar(20) NOT NULL,
	"prestacion" varchar(160) NOT NULL,
	CONSTRAINT "support_authorizations_nro_autorizacion_unique" UNIQUE("nro_autorizacion")
);
--> statement-breakpoint
CREATE TABLE "support_case_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_case_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"case_id" integer,
	"stage_id" integer,
	"origin" varchar(4) NOT NULL,
	"rudi_nro" integer,
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
CREATE TABLE "support_case_stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_case_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"accion" varchar(40) NOT NULL,
	"estado_anterior" smallint,
	"estado" smallint NOT NULL,
	"workflow" varchar(60) NOT NULL,
	"obs_web" text,
	"obs_colaborador" text,
	"user_id" integer,
	"operator" varchar(120)
);
--> statement-breakpoint
CREATE TABLE "support_case_states" (
	"id" smallint PRIMARY KEY NOT NULL,
	"descripcion" varchar(40)
);
--> statement-breakpoint
CREATE TABLE "support_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nro_tramite" integer DEFAULT nextval('support_case_nro_seq') NOT NULL,
	"tramite_jbpm" integer DEFAULT nextval('support_case_jbpm_seq') NOT NULL,
	"provider_id" integer NOT NULL,
	"request_id" integer,
	"area_id" smallint NOT NULL,
	"workflow" varchar(60) NOT NULL,
	"submotivo" smallint NOT NULL,
	"motivo_web_id" smallint NOT NULL,
	"estado" smallint NOT NULL,
	"detalle" text NOT NULL,
	"observacion" text NOT NULL,
	"info1" varchar(200) DEFAULT '' NOT NULL,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expediente_numero" varchar(20),
	"comprobante_numero" varchar(30),
	"comprobante_tipo" varchar(4),
	"nro_autorizacion" integer,
	"nro_trm_autorizacion" integer,
	"contra_afi" integer,
	"inte_afi" smallint,
	"nombre_ape_afi" varchar(160),
	"fecha_autorizacion" timestamp with time zone,
	"rudi_nro" integer,
	"rudi_sgi" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"last_contact_at" timestamp with time zone NOT NULL,
	"reply_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "support_cases_nro_tramite_unique" UNIQUE("nro_tramite"),
	CONSTRAINT "support_cases_tramite_jbpm_unique" UNIQUE("tramite_jbpm")
);
--> statement-breakpoint
CREATE TABLE "support_reasons" (
	"id" smallint PRIMARY KEY NOT NULL,
	"area" varchar(20) NOT NULL,
	"descripcion" varchar(120) NOT NULL,
	"tipos_prestador" varchar(4) DEFAULT 'PEIC' NOT NULL,
	"solo_odonto" boolean DEFAULT false NOT NULL,
	"sort" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"user_id" integer,
	"medio_id" smallint NOT NULL,
	"sucursal_id" smallint NOT NULL,
	"estado_id" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_authorizations" ADD CONSTRAINT "support_authorizations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_case_files" ADD CONSTRAINT "support_case_files_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_case_files" ADD CONSTRAINT "support_case_files_case_id_support_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."support_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_case_files" ADD CONSTRAINT "support_case_files_stage_id_support_case_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."support_case_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_case_files" ADD CONSTRAINT "support_case_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_case_stages" ADD CONSTRAINT "support_case_stages_case_id_support_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."support_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_case_stages" ADD CONSTRAINT "support_case_stages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_request_id_support_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_area_id_support_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."support_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_motivo_web_id_support_reasons_id_fk" FOREIGN KEY ("motivo_web_id") REFERENCES "public"."support_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_estado_support_case_states_id_fk" FOREIGN KEY ("estado") REFERENCES "public"."support_case_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_authorizations_provider_idx" ON "support_authorizations" USING btree ("provider_id","fecha");--> statement-breakpoint
CREATE INDEX "support_case_files_case_idx" ON "support_case_files" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "support_case_files_rudi_idx" ON "support_case_files" USING btree ("provider_id","rudi_nro");--> statement-breakpoint
CREATE INDEX "support_case_stages_case_idx" ON "support_case_stages" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "support_cases_provider_created_idx" ON "support_cases" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "support_cases_provider_estado_idx" ON "support_cases" USING btree ("provider_id","estado","last_contact_at");