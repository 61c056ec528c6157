-- No double booking, ever: a practitioner's non-cancelled events may not overlap (half-open
-- ranges, so back-to-back appointments are allowed). Violations raise SQLSTATE 23P01.
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_no_overlap"
  EXCLUDE USING gist ("user_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" <> 'cancelled');
