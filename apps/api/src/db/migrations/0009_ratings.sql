CREATE TABLE "provider_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"estrellas" smallint NOT NULL,
	"comentario" text,
	"rated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_ratings_estrellas_check" CHECK ("provider_ratings"."estrellas" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "rating_place_settings" (
	"provider_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"mostrar_calificacion" boolean NOT NULL,
	CONSTRAINT "rating_place_settings_provider_id_place_id_pk" PRIMARY KEY("provider_id","place_id")
);
--> statement-breakpoint
CREATE TABLE "rating_settings" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"mostrar_comentarios" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "provider_ratings" ADD CONSTRAINT "provider_ratings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_ratings" ADD CONSTRAINT "provider_ratings_place_id_attention_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."attention_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_place_settings" ADD CONSTRAINT "rating_place_settings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_place_settings" ADD CONSTRAINT "rating_place_settings_place_id_attention_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."attention_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_settings" ADD CONSTRAINT "rating_settings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_settings" ADD CONSTRAINT "rating_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_ratings_provider_idx" ON "provider_ratings" USING btree ("provider_id","rated_at");