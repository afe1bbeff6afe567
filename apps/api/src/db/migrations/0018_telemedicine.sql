CREATE TABLE "telemedicine_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"service_url" varchar(300),
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "telemedicine_sessions" ADD CONSTRAINT "telemedicine_sessions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemedicine_sessions" ADD CONSTRAINT "telemedicine_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telemedicine_sessions_user_idx" ON "telemedicine_sessions" USING btree ("user_id","created_at");