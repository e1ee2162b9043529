-- A listing's chat goes with it.
ALTER TABLE chat_messages
  ADD CONSTRAINT chat_messages_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES listings (id) ON DELETE CASCADE;
