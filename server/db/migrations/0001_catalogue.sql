CREATE TABLE "catalogue_ids" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"document" jsonb NOT NULL,
	"source_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "families_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "catalogue_ids" ADD CONSTRAINT "catalogue_ids_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_ids_family_kind_key" ON "catalogue_ids" USING btree ("family_id","kind","key");