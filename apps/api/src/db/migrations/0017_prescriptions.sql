CREATE TABLE "vademecum" (
	"id" integer PRIMARY KEY NOT NULL,
	"marca" varchar(80) NOT NULL,
	"generico" varchar(120) NOT NULL,
	"presentacion" varchar(80) NOT NULL,
	"search_key" varchar(220) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vademecum_search_idx" ON "vademecum" USING btree ("search_key");