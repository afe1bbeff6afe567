CREATE TABLE "invoice_receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"extension" varchar(10) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"attention_place_id" integer NOT NULL,
	"tipo" varchar(1) NOT NULL,
	"punto_venta" smallint NOT NULL,
	"numero" integer NOT NULL,
	"fecha" date NOT NULL,
	"periodo" date NOT NULL,
	"importe_cents" bigint NOT NULL,
	"estado" varchar(15) NOT NULL,
	"leida" boolean DEFAULT false NOT NULL,
	"payment_id" integer,
	CONSTRAINT "invoices_importe_check" CHECK ("invoices"."importe_cents" > 0),
	CONSTRAINT "invoices_estado_check" CHECK ("invoices"."estado" in ('presentada', 'pendiente', 'enLiquidacion', 'liquidada')),
	CONSTRAINT "invoices_paid_check" CHECK (("invoices"."estado" = 'liquidada') = ("invoices"."payment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"motivo" smallint NOT NULL,
	"empresa" smallint NOT NULL,
	"estado" smallint NOT NULL,
	"observacion" varchar(1000),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"cuit" varchar(11) NOT NULL,
	"fecha" date NOT NULL,
	"orden_pago" varchar(20) NOT NULL,
	"medio" varchar(15) NOT NULL,
	"bruto_cents" bigint NOT NULL,
	"iibb_cents" bigint NOT NULL,
	"ganancias_cents" bigint NOT NULL,
	"iva_cents" bigint NOT NULL,
	"neto_cents" bigint NOT NULL,
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."iibb_cents" >= 0 and "payments"."ganancias_cents" >= 0 and "payments"."iva_cents" >= 0 and "payments"."neto_cents" >= 0),
	CONSTRAINT "payments_net_check" CHECK ("payments"."neto_cents" = "payments"."bruto_cents" - "payments"."iibb_cents" - "payments"."ganancias_cents" - "payments"."iva_cents")
);
--> statement-breakpoint
CREATE TABLE "provider_tax_data" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"condicion_iva" varchar(40) NOT NULL,
	"iibb_numero" varchar(20) NOT NULL,
	"iibb_condicion" varchar(40) NOT NULL,
	"exento_iibb" boolean DEFAULT false NOT NULL,
	"exento_ganancias" boolean DEFAULT false NOT NULL,
	"exento_iva" boolean DEFAULT false NOT NULL,
	"convenio_habilitado" boolean DEFAULT false NOT NULL,
	"canal_electronico_habilitado" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_receipts" ADD CONSTRAINT "invoice_receipts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_receipts" ADD CONSTRAINT "invoice_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_attention_place_id_attention_places_id_fk" FOREIGN KEY ("attention_place_id") REFERENCES "public"."attention_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_inquiries" ADD CONSTRAINT "payment_inquiries_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_inquiries" ADD CONSTRAINT "payment_inquiries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_inquiries" ADD CONSTRAINT "payment_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_tax_data" ADD CONSTRAINT "provider_tax_data_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_receipts_invoice_idx" ON "invoice_receipts" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("provider_id","tipo","punto_venta","numero");--> statement-breakpoint
CREATE INDEX "invoices_provider_estado_fecha_idx" ON "invoices" USING btree ("provider_id","estado","fecha","id");--> statement-breakpoint
CREATE INDEX "invoices_provider_fecha_idx" ON "invoices" USING btree ("provider_id","fecha","id");--> statement-breakpoint
CREATE INDEX "invoices_payment_idx" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_inquiries_provider_idx" ON "payment_inquiries" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_orden_pago_idx" ON "payments" USING btree ("orden_pago");--> statement-breakpoint
CREATE INDEX "payments_provider_cuit_fecha_idx" ON "payments" USING btree ("provider_id","cuit","fecha");