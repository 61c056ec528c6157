CREATE TABLE "reminder_sendings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"appointment_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"reason" text,
	"job_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sendings_channel_chk" CHECK ("reminder_sendings"."channel" IN ('email', 'sms')),
	CONSTRAINT "reminder_sendings_status_chk" CHECK ("reminder_sendings"."status" IN ('scheduled', 'sent', 'skipped', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "reminder_sendings" ADD CONSTRAINT "reminder_sendings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sendings" ADD CONSTRAINT "reminder_sendings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sendings" ADD CONSTRAINT "reminder_sendings_appointment_id_calendar_events_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sendings" ADD CONSTRAINT "reminder_sendings_rule_id_reminder_templates_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."reminder_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sendings_appointment_rule_start_uq" ON "reminder_sendings" USING btree ("appointment_id","rule_id","start_at");--> statement-breakpoint
CREATE INDEX "reminder_sendings_rule_idx" ON "reminder_sendings" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "reminder_sendings_user_idx" ON "reminder_sendings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reminder_sendings_org_idx" ON "reminder_sendings" USING btree ("organization_id");