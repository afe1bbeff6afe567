CREATE TABLE "practice_guides" (
	"id" integer PRIMARY KEY NOT NULL,
	"titulo" varchar(160) NOT NULL,
	"especialidad" varchar(80) NOT NULL,
	"clave_busqueda" varchar(160) NOT NULL,
	"revisada" date NOT NULL,
	"alcance" text NOT NULL,
	"recomendaciones" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "practice_guides_especialidad_idx" ON "practice_guides" USING btree ("especialidad");