-- Custom migration (npx drizzle-kit generate --custom): every change to a
-- user, a role or a token is announced on the channel auth_change by the
-- committing transaction itself, whoever makes it (API, CLI, seed, psql), so
-- that each server process drops the sessions it keeps in memory
-- (server/auth/session-cache.ts). Payloads: user:<id>, role:<id>,
-- token:<id>, or all after a TRUNCATE.
CREATE FUNCTION notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('auth_change', 'all');
  ELSE
    PERFORM pg_notify('auth_change', TG_ARGV[0] || ':' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_change_update AFTER UPDATE ON users FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_auth_change('user');
--> statement-breakpoint
CREATE TRIGGER users_auth_change_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_auth_change('user');
--> statement-breakpoint
CREATE TRIGGER users_auth_change_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER roles_auth_change_update AFTER UPDATE ON roles FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_auth_change('role');
--> statement-breakpoint
CREATE TRIGGER roles_auth_change_delete AFTER DELETE ON roles FOR EACH ROW EXECUTE FUNCTION notify_auth_change('role');
--> statement-breakpoint
CREATE TRIGGER roles_auth_change_truncate AFTER TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER tokens_auth_change_update AFTER UPDATE ON tokens FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_auth_change('token');
--> statement-breakpoint
CREATE TRIGGER tokens_auth_change_delete AFTER DELETE ON tokens FOR EACH ROW EXECUTE FUNCTION notify_auth_change('token');
--> statement-breakpoint
CREATE TRIGGER tokens_auth_change_truncate AFTER TRUNCATE ON tokens FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
