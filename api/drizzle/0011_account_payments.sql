ALTER TABLE "students" ADD COLUMN "parent_relation" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "parent_email" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "parent_contact_mobile" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "status" = 'failed', "failure_reason" = 'superseded' WHERE "status" = 'created' AND "id" NOT IN (SELECT max("id") FROM "orders" WHERE "status" = 'created' GROUP BY "student_id", "course_offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_uq" ON "orders" USING btree ("student_id","course_offer_id") WHERE "status" = 'created';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_id_uq" ON "orders" USING btree ("payment_id") WHERE "payment_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "course_offer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'course' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "installment_id" integer;--> statement-breakpoint
CREATE TABLE "fee_installments" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL REFERENCES "students"("id") ON DELETE cascade,
	"label" text NOT NULL,
	"amount_rupees" integer NOT NULL,
	"due_date" date,
	"paid_at" timestamp with time zone,
	"order_id" text,
	"receipt_no" text
);--> statement-breakpoint
CREATE INDEX "fee_installments_student_idx" ON "fee_installments" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_installment_uq" ON "orders" USING btree ("installment_id") WHERE "status" = 'created';
