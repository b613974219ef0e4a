ALTER TABLE "call_requests" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
CREATE INDEX "call_requests_student_type_idx" ON "call_requests" USING btree ("student_id","request_type","created_at");
