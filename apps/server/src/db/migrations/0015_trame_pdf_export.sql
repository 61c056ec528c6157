ALTER TABLE "trames" ADD COLUMN "pdf_storage_path" text;--> statement-breakpoint
ALTER TABLE "trames" ADD COLUMN "pdf_signed_url" text;--> statement-breakpoint
ALTER TABLE "trames" ADD COLUMN "pdf_signed_url_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trames" ADD COLUMN "pdf_size_bytes" bigint;