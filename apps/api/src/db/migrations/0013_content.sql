CREATE TABLE "branches" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"direccion" varchar(160) NOT NULL,
	"localidad" varchar(80) NOT NULL,
	"provincia" varchar(80) NOT NULL,
	"telefono" varchar(40) NOT NULL,
	"horarios" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_phones" (
	"id" integer PRIMARY KEY NOT NULL,
	"orden" smallint NOT NULL,
	"grupo" varchar(20) NOT NULL,
	"descripcion" varchar(160) NOT NULL,
	"numero" varchar(40) NOT NULL,
	"horario" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_page_sections" (
	"ruta" varchar(80) NOT NULL,
	"orden" smallint NOT NULL,
	"titulo" varchar(160) NOT NULL,
	"parrafos" jsonb NOT NULL,
	CONSTRAINT "content_page_sections_ruta_orden_pk" PRIMARY KEY("ruta","orden")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"ruta" varchar(80) PRIMARY KEY NOT NULL,
	"titulo" varchar(120) NOT NULL,
	"resumen" varchar(300) NOT NULL,
	"actualizada" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazine_issues" (
	"numero" integer PRIMARY KEY NOT NULL,
	"titulo" varchar(160) NOT NULL,
	"publicada" date NOT NULL,
	"resumen" text NOT NULL,
	"notas" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_centres" (
	"id" integer PRIMARY KEY NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"direccion" varchar(160) NOT NULL,
	"localidad" varchar(80) NOT NULL,
	"telefono" varchar(40) NOT NULL,
	"horarios" jsonb NOT NULL,
	"servicios" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prevention_programmes" (
	"programa" varchar(40) PRIMARY KEY NOT NULL,
	"orden" smallint NOT NULL,
	"titulo" varchar(120) NOT NULL,
	"descripcion" text NOT NULL,
	"objetivos" jsonb NOT NULL,
	"actividades" jsonb NOT NULL,
	"contactos" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_page_sections" ADD CONSTRAINT "content_page_sections_ruta_content_pages_ruta_fk" FOREIGN KEY ("ruta") REFERENCES "public"."content_pages"("ruta") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_centres_tipo_idx" ON "medical_centres" USING btree ("tipo");