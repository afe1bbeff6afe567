CREATE INDEX "authorizations_estado_updated_idx" ON "authorizations" USING btree ("estado","updated_at","id");--> statement-breakpoint
CREATE INDEX "authorizations_estado_provider_idx" ON "authorizations" USING btree ("estado","provider_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "authorizations_created_idx" ON "authorizations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_inquiries_estado_idx" ON "payment_inquiries" USING btree ("estado","created_at");--> statement-breakpoint
CREATE INDEX "support_cases_waiting_idx" ON "support_cases" USING btree (greatest("created_at", coalesce("reply_at", "created_at")),"id") WHERE "support_cases"."estado" in (1, 3);--> statement-breakpoint
CREATE INDEX "support_cases_waiting_provider_idx" ON "support_cases" USING btree ("provider_id",greatest("created_at", coalesce("reply_at", "created_at")),"id") WHERE "support_cases"."estado" in (1, 3);--> statement-breakpoint
CREATE INDEX "support_cases_closed_idx" ON "support_cases" USING btree ("closed_at") WHERE "support_cases"."closed_at" is not null;--> statement-breakpoint
CREATE INDEX "support_cases_created_idx" ON "support_cases" USING btree ("created_at");