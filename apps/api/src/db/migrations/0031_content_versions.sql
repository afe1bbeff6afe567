CREATE TABLE "content_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"clave" varchar(80) NOT NULL,
	"nombre" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"creada" timestamp with time zone NOT NULL,
	"autor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"clave" varchar(80) NOT NULL,
	"numero" integer NOT NULL,
	"estado" varchar(10) NOT NULL,
	"campos" jsonb NOT NULL,
	"creada" timestamp with time zone NOT NULL,
	"autor" integer,
	"publicada" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_autor_staff_users_id_fk" FOREIGN KEY ("autor") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_autor_staff_users_id_fk" FOREIGN KEY ("autor") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_files_item_idx" ON "content_files" USING btree ("tipo","clave");--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_item_idx" ON "content_versions" USING btree ("tipo","clave","numero");