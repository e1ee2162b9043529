-- The host's conversations with the assistant: one thread per listing, plus a general thread (listing_id null).
-- The foreign key to listings(id) (ON DELETE CASCADE) is added by its own migration once listings exists.
CREATE TABLE chat_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Insertion order: two messages written in the same instant still read back in the order they were stored.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  user_id uuid NOT NULL,
  listing_id uuid NULL,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text NOT NULL,
  -- The listing section the message was about (e.g. 'Title', 'The space'), when the browser named one.
  section text NULL,
  -- The browser's id for a message it sends; a retried send with the same id is stored once.
  client_message_id uuid NULL,
  -- For an assistant message: the user message it answers (one answer per question).
  reply_to uuid NULL REFERENCES chat_messages (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX chat_messages_thread_idx ON chat_messages (user_id, listing_id, seq);
CREATE UNIQUE INDEX chat_messages_client_message_idx ON chat_messages (user_id, client_message_id) WHERE client_message_id IS NOT NULL;
CREATE UNIQUE INDEX chat_messages_reply_to_idx ON chat_messages (reply_to) WHERE reply_to IS NOT NULL;
