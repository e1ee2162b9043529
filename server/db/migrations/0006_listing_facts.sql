-- What a host told the assistant about one of their listings, kept per listing and user and used by every later
-- suggestion. A fact has a key (e.g. 'internet', 'nearby:the metro'): telling the same thing again replaces it.
CREATE TABLE listing_facts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL,
  listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  kind text NOT NULL,
  fact_key text NOT NULL,
  -- The fact as the assistant writes it into text (one sentence), and the host's own words it was read from.
  text text NOT NULL,
  host_words text NOT NULL,
  -- True when the sentence could not be read into a fact: it is quoted as the host wrote it.
  verbatim boolean NOT NULL DEFAULT false,
  -- The chat message the fact came from (null when typed in the facts panel).
  source_message_id uuid NULL REFERENCES chat_messages (id) ON DELETE SET NULL,
  -- Insertion order, so facts read back in the order the host gave them.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE UNIQUE INDEX listing_facts_key_idx ON listing_facts (user_id, listing_id, fact_key);
CREATE INDEX listing_facts_listing_idx ON listing_facts (user_id, listing_id, seq);
