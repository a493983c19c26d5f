CREATE INDEX "leads_email_search_idx" ON "leads" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "leads_first_name_search_idx" ON "leads" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "leads_last_name_search_idx" ON "leads" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "leads_full_name_search_idx" ON "leads" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "leads_zip_search_idx" ON "leads" USING btree (lower("zip_code") text_pattern_ops);