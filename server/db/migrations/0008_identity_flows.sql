-- Embedded identity, second step: invitations, e-mail change and reauthentication (GoTrue's users columns of
-- the same names). The one-time tokens of these flows live in auth_one_time_tokens with their own kinds:
-- email_change_current, email_change_new and reauthentication.

ALTER TABLE auth_users ADD COLUMN invited_at timestamptz;
-- The address a pending e-mail change moves to (lower-cased); null when no change is pending.
ALTER TABLE auth_users ADD COLUMN email_change text;
ALTER TABLE auth_users ADD COLUMN email_change_sent_at timestamptz;
ALTER TABLE auth_users ADD COLUMN reauthentication_sent_at timestamptz;
