-- UNLOGGED by hand (Drizzle's schema cannot say it): rate-limit counters skip the WAL, so a hit never waits for a disk flush; a crash of PostgreSQL only restarts every window.
CREATE UNLOGGED TABLE "limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
