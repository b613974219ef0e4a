CREATE TABLE "solution_bank" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"question" text NOT NULL,
	"solution" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doubt_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"doubt_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "solution_bank" ADD CONSTRAINT "solution_bank_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_bank" ADD CONSTRAINT "solution_bank_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubt_photos" ADD CONSTRAINT "doubt_photos_doubt_id_doubts_id_fk" FOREIGN KEY ("doubt_id") REFERENCES "public"."doubts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solution_bank_chapter_idx" ON "solution_bank" USING btree ("chapter_id","sort_order");--> statement-breakpoint
CREATE INDEX "solution_bank_fts_idx" ON "solution_bank" USING gin (to_tsvector('english', "question" || ' ' || "solution"));--> statement-breakpoint
CREATE INDEX "doubt_photos_doubt_idx" ON "doubt_photos" USING btree ("doubt_id");
