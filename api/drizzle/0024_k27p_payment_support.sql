ALTER TABLE "feedback" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "payment_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_open_order_uq" ON "feedback" USING btree ("student_id","order_id") WHERE order_id IS NOT NULL AND status <> 'resolved';
