CREATE TABLE "content_news" (
	"clave" varchar(60) PRIMARY KEY NOT NULL,
	"titulo" varchar(160) NOT NULL,
	"fecha" date NOT NULL,
	"parrafos" jsonb NOT NULL,
	"retirada" date
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "retirada" date;--> statement-breakpoint
ALTER TABLE "magazine_issues" ADD COLUMN "enlace" varchar(300);--> statement-breakpoint
ALTER TABLE "magazine_issues" ADD COLUMN "retirada" date;--> statement-breakpoint
ALTER TABLE "practice_guides" ADD COLUMN "retirada" date;