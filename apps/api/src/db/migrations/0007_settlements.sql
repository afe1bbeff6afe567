CREATE TABLE "settlement_copays" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_copays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"settlement_id" bigint NOT NULL,
	"fecha" date NOT NULL,
	"contra" integer NOT NULL,
	"inte" smallint NOT NULL,
	"affiliate_name" varchar(80) NOT NULL,
	"service_code" varchar(12) NOT NULL,
	"service_name" varchar(120) NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_debits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_debits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"settlement_id" bigint NOT NULL,
	"fecha" date NOT NULL,
	"contra" integer NOT NULL,
	"inte" smallint NOT NULL,
	"affiliate_name" varchar(80) NOT NULL,
	"service_code" varchar(12) NOT NULL,
	"service_name" varchar(120) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason_code" varchar(6) NOT NULL,
	"reason_text" varchar(160) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_errors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"settlement_id" bigint NOT NULL,
	"fecha" date NOT NULL,
	"contra" integer NOT NULL,
	"inte" smallint NOT NULL,
	"affiliate_name" varchar(80) NOT NULL,
	"service_code" varchar(12) NOT NULL,
	"service_name" varchar(120) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason_code" varchar(6) NOT NULL,
	"reason_text" varchar(160) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"settlement_id" bigint NOT NULL,
	"fecha" date NOT NULL,
	"contra" integer NOT NULL,
	"inte" smallint NOT NULL,
	"affiliate_name" varchar(80) NOT NULL,
	"service_code" varchar(12) NOT NULL,
	"service_name" varchar(120) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"service_type" varchar(40) NOT NULL,
	"place_name" varchar(120) NOT NULL,
	"quantity" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_vouchers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"settlement_id" bigint NOT NULL,
	"kind" varchar(24) NOT NULL,
	"number" varchar(16) NOT NULL,
	"issued_on" date NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"expediente" integer NOT NULL,
	"period" integer NOT NULL,
	"settled_on" date NOT NULL,
	"state" varchar(12) NOT NULL,
	"gross_cents" bigint NOT NULL,
	"debits_cents" bigint NOT NULL,
	"copay_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	CONSTRAINT "settlements_expediente_unique" UNIQUE("expediente"),
	CONSTRAINT "settlements_net_check" CHECK ("settlements"."net_cents" = "settlements"."gross_cents" - "settlements"."debits_cents" - "settlements"."copay_cents"),
	CONSTRAINT "settlements_period_check" CHECK ("settlements"."period" % 100 between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "settlement_copays" ADD CONSTRAINT "settlement_copays_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_debits" ADD CONSTRAINT "settlement_debits_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_errors" ADD CONSTRAINT "settlement_errors_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_vouchers" ADD CONSTRAINT "settlement_vouchers_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_copays_settlement_idx" ON "settlement_copays" USING btree ("settlement_id","id");--> statement-breakpoint
CREATE INDEX "settlement_debits_settlement_idx" ON "settlement_debits" USING btree ("settlement_id","id");--> statement-breakpoint
CREATE INDEX "settlement_errors_settlement_idx" ON "settlement_errors" USING btree ("settlement_id","id");--> statement-breakpoint
CREATE INDEX "settlement_lines_settlement_idx" ON "settlement_lines" USING btree ("settlement_id","id");--> statement-breakpoint
CREATE INDEX "settlement_vouchers_settlement_idx" ON "settlement_vouchers" USING btree ("settlement_id","id");--> statement-breakpoint
CREATE INDEX "settlements_provider_period_idx" ON "settlements" USING btree ("provider_id","period");