CREATE TABLE "census_rows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "census_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"affiliate_id" integer NOT NULL,
	"contra" integer NOT NULL,
	"inte" smallint NOT NULL,
	"recien_nacido" smallint NOT NULL,
	"fecha" date NOT NULL,
	"movimiento" varchar(7) NOT NULL,
	"codigo" integer NOT NULL,
	"attention_place_id" integer NOT NULL,
	"observacion" varchar(500),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "census_rows_movimiento_check" CHECK ("census_rows"."movimiento" in ('ingreso', 'egreso')),
	CONSTRAINT "census_rows_recien_nacido_check" CHECK ("census_rows"."recien_nacido" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "census_rows" ADD CONSTRAINT "census_rows_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "census_rows" ADD CONSTRAINT "census_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "census_rows" ADD CONSTRAINT "census_rows_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "census_rows" ADD CONSTRAINT "census_rows_attention_place_id_attention_places_id_fk" FOREIGN KEY ("attention_place_id") REFERENCES "public"."attention_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "census_rows_patient_day_idx" ON "census_rows" USING btree ("provider_id","contra","inte","recien_nacido","fecha","movimiento");--> statement-breakpoint
CREATE INDEX "census_rows_provider_fecha_idx" ON "census_rows" USING btree ("provider_id","fecha","id");