CREATE TABLE "izest_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"roll_number" text NOT NULL,
	"student_name" text NOT NULL,
	"exam_name" text NOT NULL,
	"score" real NOT NULL,
	"max_score" real NOT NULL,
	"rank" integer NOT NULL,
	"percentile" real NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "izest_results_roll_number_uq" ON "izest_results" USING btree ("roll_number");
