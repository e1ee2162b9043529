-- A score made before the listing's photos were measured is provisional: the dashboard card and the detail screen
-- say so until the photo run's score replaces it (issue 39). The card is read without the recommendations, so the
-- mark is a column of its own.
ALTER TABLE listings ADD COLUMN score_provisional boolean NOT NULL DEFAULT false;
