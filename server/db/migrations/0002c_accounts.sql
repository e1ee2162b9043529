-- Product accounts: profiles, purchases (access is bought), password-reset links and the mail outbox.
-- user_id columns carry no foreign key: in hosted mode the users live in the Supabase project.

CREATE TABLE profiles (
  user_id uuid PRIMARY KEY,
  full_name text,
  phone_number text,
  address text,
  city text,
  state text,
  zip_code text,
  avatar_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE purchases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  source text NOT NULL,
  -- Stripe retries webhooks and sends several events per checkout: both are unique, so a purchase is
  -- recorded once.
  stripe_event_id text UNIQUE,
  stripe_checkout_session_id text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  user_id uuid
);
CREATE INDEX purchases_email_idx ON purchases (email);

CREATE TABLE password_reset_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  error text
);
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC);
