CREATE TABLE "page_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"page_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_views_student_idx" ON "page_views" USING btree ("student_id","created_at");