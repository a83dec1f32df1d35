ALTER TABLE "access_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "answered_by_id" integer;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;