ALTER TABLE "leads" ADD COLUMN "selected_company_name" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "selected_monthly_premium" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "selected_coverage_amount" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "selected_term_length" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "selected_am_best_rating" text;