-- Custom migration (npx drizzle-kit generate --custom): a session kept in
-- memory also holds the user's company and reference client
-- (server/auth/session-cache.ts), so a changed or deleted company is
-- announced on auth_change too: company:<id>, or all after a TRUNCATE.
-- notify_auth_change() comes from 0003_auth_change.
CREATE TRIGGER companies_auth_change_update AFTER UPDATE ON companies FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_auth_change('company');
--> statement-breakpoint
CREATE TRIGGER companies_auth_change_delete AFTER DELETE ON companies FOR EACH ROW EXECUTE FUNCTION notify_auth_change('company');
--> statement-breakpoint
CREATE TRIGGER companies_auth_change_truncate AFTER TRUNCATE ON companies FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
