ALTER TABLE "students" ADD COLUMN "parent_relation" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "parent_email" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "parent_contact_mobile" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;
