-- Indexes for many hosts (issue 20). Deleting a listing deletes its chat thread (ON DELETE CASCADE), which looks
-- chat_messages up by listing_id alone: without this index that is a sequential scan of every host's messages.
CREATE INDEX chat_messages_listing_idx ON chat_messages (listing_id) WHERE listing_id IS NOT NULL;

-- How many analyses one host has waiting or running (the per-host limit and the queue's fair order read it on
-- every POST /api/listings/analyze), without reading every analysis in flight when a burst is running.
CREATE INDEX listings_user_analyzing_idx ON listings (user_id) WHERE is_analyzing;
