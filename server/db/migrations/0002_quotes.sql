CREATE TABLE "quote_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"answer_id" integer,
	"answer_text_value" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_data_one_value" CHECK (("quote_data"."answer_id" is null) <> ("quote_data"."answer_text_value" is null))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"external_company_id" integer,
	"family_id" integer NOT NULL,
	"name" text NOT NULL,
	"reference" text NOT NULL,
	"project_number" text NOT NULL,
	"billing" text NOT NULL,
	"billing_client_id" integer,
	"installer_id" integer,
	"end_customer_reference" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_step_id" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"currency" text,
	"exchange_rate" text,
	"vat_rate_bp" integer,
	"user_id" integer NOT NULL,
	"user_default_client_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"validated_at" timestamp with time zone,
	"order_id" integer,
	"rejection_reason" text,
	CONSTRAINT "quotes_reference_unique" UNIQUE("reference"),
	CONSTRAINT "quotes_vat_range" CHECK ("quotes"."vat_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "quote_data" ADD CONSTRAINT "quote_data_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_external_company_id_companies_id_fk" FOREIGN KEY ("external_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_billing_client_id_companies_id_fk" FOREIGN KEY ("billing_client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_installer_id_companies_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_default_client_id_companies_id_fk" FOREIGN KEY ("user_default_client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_data_quote_idx" ON "quote_data" USING btree ("quote_id","question_id");--> statement-breakpoint
CREATE INDEX "quotes_client_idx" ON "quotes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_billing_client_idx" ON "quotes" USING btree ("billing_client_id");