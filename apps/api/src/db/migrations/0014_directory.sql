CREATE TABLE "directory_listings" (
	"place_id" integer NOT NULL,
	"specialty_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"locality_id" integer NOT NULL,
	"name_key" text NOT NULL,
	CONSTRAINT "directory_listings_place_id_specialty_id_pk" PRIMARY KEY("place_id","specialty_id")
);
--> statement-breakpoint
CREATE TABLE "directory_localities" (
	"locality_id" integer PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"search_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_listings" ADD CONSTRAINT "directory_listings_place_id_attention_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."attention_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_listings" ADD CONSTRAINT "directory_listings_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_listings" ADD CONSTRAINT "directory_listings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_listings" ADD CONSTRAINT "directory_listings_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_localities" ADD CONSTRAINT "directory_localities_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_listings_specialty_idx" ON "directory_listings" USING btree ("specialty_id","locality_id");--> statement-breakpoint
CREATE INDEX "directory_listings_provider_idx" ON "directory_listings" USING btree ("provider_id");