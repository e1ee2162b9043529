-- Every POST /api/listings/analyze and the dashboard's allowance line ask whether the host bought access, by user id
-- or by e-mail address. Only the address had an index, so the user-id half read every purchase once there were many.
CREATE INDEX purchases_user_id_idx ON purchases (user_id) WHERE user_id IS NOT NULL;
