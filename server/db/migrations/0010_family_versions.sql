CREATE TABLE "family_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"number" integer NOT NULL,
	"document" jsonb NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_id" integer,
	"note" text,
	CONSTRAINT "family_versions_number_positive" CHECK ("family_versions"."number" >= 1)
);
--> statement-breakpoint
-- Every quote and order so far was priced by its family's current document, which becomes version 1 (by hand: the backfill).
ALTER TABLE "orders" ADD COLUMN "family_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "family_version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "family_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "family_version" DROP DEFAULT;--> statement-breakpoint
-- Version 1 of every family is its current document, in force since the family's creation (by hand).
INSERT INTO "family_versions" ("family_id", "number", "document", "effective_from", "published_at", "note")
  SELECT "id", 1, "document", "created_at", now(), NULL FROM "families";--> statement-breakpoint
ALTER TABLE "family_versions" ADD CONSTRAINT "family_versions_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_versions" ADD CONSTRAINT "family_versions_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_versions_family_number" ON "family_versions" USING btree ("family_id","number");--> statement-breakpoint
CREATE INDEX "family_versions_in_force_idx" ON "family_versions" USING btree ("family_id","effective_from","number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_family_version_fk" FOREIGN KEY ("family_id","family_version") REFERENCES "public"."family_versions"("family_id","number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_family_version_fk" FOREIGN KEY ("family_id","family_version") REFERENCES "public"."family_versions"("family_id","number") ON DELETE no action ON UPDATE no action;