CREATE TABLE "recent_validations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recent_validations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"contra" integer NOT NULL,
	"middle" smallint NOT NULL,
	"inte" smallint NOT NULL,
	"valido" boolean NOT NULL,
	"nombre" varchar(120) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recent_validations" ADD CONSTRAINT "recent_validations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recent_validations_user_at_idx" ON "recent_validations" USING btree ("user_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);