ALTER TABLE "scheduled_exams" ADD COLUMN "practice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
DROP INDEX "scheduled_exams_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_exams_uq" ON "scheduled_exams" USING btree ("exam_id","student_id","practice");--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "difficulty" smallint;
