-- Embedded identity: the Supabase Auth (GoTrue) subset the browser's supabase-js relies on.
-- Unused in hosted mode, where the Supabase project keeps its own users.

CREATE TABLE auth_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Always stored trimmed and lower-cased.
  email text NOT NULL UNIQUE,
  -- bcrypt; null for users who only sign in with Google.
  encrypted_password text,
  email_confirmed_at timestamptz,
  confirmation_sent_at timestamptz,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  user_metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  app_metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  banned_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE auth_identities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_id text NOT NULL,
  identity_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  last_sign_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_id)
);
CREATE INDEX auth_identities_user_idx ON auth_identities (user_id);

-- A session is one sign-in on one device; access tokens name it in their session_id claim.
CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  aal text NOT NULL DEFAULT 'aal1',
  amr jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  refreshed_at timestamptz
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

-- Refresh tokens rotate: each use revokes the token and issues a child. Only a hash is kept; the token
-- itself is an HMAC of the row id under the server secret, so the server can hand out the active one again.
CREATE TABLE auth_refresh_tokens (
  id uuid PRIMARY KEY,
  -- Issue order: the session's active token is its newest unrevoked one.
  seq bigserial NOT NULL,
  token_hash text NOT NULL UNIQUE,
  parent_id uuid,
  session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  revoked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_refresh_tokens_session_idx ON auth_refresh_tokens (session_id);

-- PKCE flows: e-mail links and OAuth sign-ins that end in ?code=..., exchanged with the code verifier.
CREATE TABLE auth_flow_states (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES auth_users (id) ON DELETE CASCADE,
  auth_code_hash text UNIQUE,
  code_challenge text,
  code_challenge_method text,
  provider_type text NOT NULL,
  authentication_method text NOT NULL,
  redirect_to text,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz NOT NULL DEFAULT now(),
  auth_code_issued_at timestamptz
);

-- E-mail link and OTP tokens (confirmation, recovery, magic link, invite): at most one live token per kind
-- and user, stored as a SHA-256 of the link token.
CREATE TABLE auth_one_time_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  token_type text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  flow_state_id uuid REFERENCES auth_flow_states (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, token_type)
);
