ALTER TABLE "exams" ADD COLUMN "jee_advanced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "list_one" text[];--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "list_two" text[];--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "answer_decimals" smallint;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "answer_min" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "answer_max" integer;
