CREATE TABLE "affiliate_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"affiliate_id" integer NOT NULL,
	"desde" date NOT NULL,
	"hasta" date,
	"plan_id" integer NOT NULL,
	"estado" varchar(1) NOT NULL,
	"estado_desc" varchar(40) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "fecha_nacimiento" date;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "sexo" varchar(1);--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "ambito" varchar(1) DEFAULT 'A' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "vigencia_desde" date;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "vigencia_hasta" date;--> statement-breakpoint
ALTER TABLE "affiliate_periods" ADD CONSTRAINT "affiliate_periods_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_periods" ADD CONSTRAINT "affiliate_periods_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_periods_affiliate_idx" ON "affiliate_periods" USING btree ("affiliate_id","desde");