CREATE TABLE "fhir_subscription_deliveries" (
	"subscription_id" integer NOT NULL,
	"authorization_id" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"event_number" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fhir_subscription_deliveries_subscription_id_authorization_id_changed_at_pk" PRIMARY KEY("subscription_id","authorization_id","changed_at")
);
--> statement-breakpoint
CREATE TABLE "fhir_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fhir_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" varchar(40) NOT NULL,
	"provider_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"headers" jsonb NOT NULL,
	"reason" varchar(200) NOT NULL,
	"end_at" timestamp with time zone,
	"status" varchar(10) NOT NULL,
	"error" text,
	"events_since_start" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fhir_subscription_deliveries" ADD CONSTRAINT "fhir_subscription_deliveries_subscription_id_fhir_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."fhir_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_subscriptions" ADD CONSTRAINT "fhir_subscriptions_client_id_fhir_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."fhir_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_subscriptions" ADD CONSTRAINT "fhir_subscriptions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fhir_subscriptions_provider_idx" ON "fhir_subscriptions" USING btree ("provider_id","status");