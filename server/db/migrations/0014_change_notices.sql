-- A notice for every change to a user's listings or sessions, so that a server on PostgreSQL can keep what the
-- browser polls (its session check, its listing cards) in memory until a notice says that user's rows changed,
-- whichever process changed them. The payload is the table and the user: 'listings <uuid>'.
CREATE OR REPLACE FUNCTION notify_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('row_changes', TG_TABLE_NAME || ' ' || OLD.user_id::text);
  ELSE
    PERFORM pg_notify('row_changes', TG_TABLE_NAME || ' ' || NEW.user_id::text);
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('row_changes', TG_TABLE_NAME || ' ' || OLD.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER listings_row_changes AFTER INSERT OR UPDATE OR DELETE ON listings
  FOR EACH ROW EXECUTE FUNCTION notify_row_change();
CREATE TRIGGER auth_sessions_row_changes AFTER INSERT OR UPDATE OR DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION notify_row_change();
