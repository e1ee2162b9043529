-- Every listing address an account has added, kept when the listing is deleted: an account without a purchase
-- may add FREE_LISTINGS of them (deleting one and adding another would otherwise give endless free analyses).
-- Adding the same address again re-analyses that listing and uses nothing.
CREATE TABLE listing_allowance (
  user_id uuid NOT NULL,
  url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, url)
);
