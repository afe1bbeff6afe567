CREATE SEQUENCE "public"."prescription_nro_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500001 CACHE 1;--> statement-breakpoint
CREATE TABLE "care_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "care_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"affiliate_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"fecha" date NOT NULL,
	"hasta" date,
	"descripcion" varchar(200) NOT NULL,
	"prestador" varchar(160) NOT NULL,
	"detalle" varchar(300) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_studies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medical_studies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"affiliate_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"performed_on" date NOT NULL,
	"titulo" varchar(160) NOT NULL,
	"prestador" varchar(160) NOT NULL,
	"descripcion" varchar(600) NOT NULL,
	"content_type" varchar(60) NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_vaccines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medical_vaccines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"affiliate_id" integer NOT NULL,
	"applied_on" date NOT NULL,
	"vacuna" varchar(120) NOT NULL,
	"dosis" varchar(60) NOT NULL,
	"lote" varchar(30) NOT NULL,
	"vacunatorio" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_prescription_items" (
	"prescription_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"medicamento" varchar(160) NOT NULL,
	"presentacion" varchar(160) NOT NULL,
	"cantidad" smallint NOT NULL,
	"posologia" varchar(200) NOT NULL,
	CONSTRAINT "patient_prescription_items_prescription_id_position_pk" PRIMARY KEY("prescription_id","position")
);
--> statement-breakpoint
CREATE TABLE "patient_prescriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_prescriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"numero" varchar(20) NOT NULL,
	"affiliate_id" integer NOT NULL,
	"provider_id" integer,
	"user_id" integer,
	"prescriptor" varchar(120) NOT NULL,
	"matricula" varchar(60) NOT NULL,
	"diagnosis_code" varchar(10),
	"diagnostico" varchar(200) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"estado" varchar(12) NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "patient_prescriptions_numero_unique" UNIQUE("numero")
);
--> statement-breakpoint
ALTER TABLE "care_events" ADD CONSTRAINT "care_events_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_studies" ADD CONSTRAINT "medical_studies_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_vaccines" ADD CONSTRAINT "medical_vaccines_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_prescription_items" ADD CONSTRAINT "patient_prescription_items_prescription_id_patient_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."patient_prescriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_prescriptions" ADD CONSTRAINT "patient_prescriptions_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_prescriptions" ADD CONSTRAINT "patient_prescriptions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_prescriptions" ADD CONSTRAINT "patient_prescriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_events_affiliate_idx" ON "care_events" USING btree ("affiliate_id","kind","fecha");--> statement-breakpoint
CREATE INDEX "medical_studies_affiliate_idx" ON "medical_studies" USING btree ("affiliate_id","performed_on");--> statement-breakpoint
CREATE INDEX "medical_vaccines_affiliate_idx" ON "medical_vaccines" USING btree ("affiliate_id","applied_on");--> statement-breakpoint
CREATE INDEX "patient_prescriptions_affiliate_idx" ON "patient_prescriptions" USING btree ("affiliate_id","issued_at");--> statement-breakpoint
CREATE INDEX "patient_prescriptions_provider_idx" ON "patient_prescriptions" USING btree ("provider_id");