ALTER TABLE "web_vitals" ALTER COLUMN "rating" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "web_vitals_created_at_idx" ON "web_vitals" USING btree ("created_at");