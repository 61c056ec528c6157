-- Trigram indexes write their entries at once instead of into GIN's pending list (fastupdate).
-- With a pending list, every search reads the whole list until a vacuum flushes it: after an
-- import of 10,000 patients a name search took 7.4 ms instead of 0.95 ms (docs/performance.md).
-- These tables are searched far more often than written. Same state as DROP/CREATE ... WITH
-- (fastupdate=false) without rebuilding the indexes; the entries already pending are flushed.
ALTER INDEX "knowledge_items_title_trgm_idx" SET (fastupdate = false);
--> statement-breakpoint
ALTER INDEX "user_documents_title_trgm_idx" SET (fastupdate = false);
--> statement-breakpoint
ALTER INDEX "patients_first_name_trgm_idx" SET (fastupdate = false);
--> statement-breakpoint
ALTER INDEX "patients_last_name_trgm_idx" SET (fastupdate = false);
--> statement-breakpoint
ALTER INDEX "test_definitions_search_trgm_idx" SET (fastupdate = false);
--> statement-breakpoint
ALTER INDEX "trames_name_trgm_idx" SET (fastupdate = false);
--> statement-breakpoint
SELECT gin_clean_pending_list('"knowledge_items_title_trgm_idx"'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('"user_documents_title_trgm_idx"'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('"patients_first_name_trgm_idx"'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('"patients_last_name_trgm_idx"'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('"test_definitions_search_trgm_idx"'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('"trames_name_trgm_idx"'::regclass);
