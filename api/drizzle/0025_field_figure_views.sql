-- Release health (decision 0014): which page views the field figures have counted, so one page view counts once and
-- one student at most once per release per window. Only the beacon's handler reads it; the figures themselves
-- (field_figures) never name a student.
CREATE TABLE "field_figure_views" (
	"page_view" text NOT NULL,
	"app" text NOT NULL,
	"version" text NOT NULL,
	"student_id" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"errored" boolean NOT NULL,
	"failed" boolean NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "field_figure_views_pk" PRIMARY KEY ("page_view","app","version")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "field_figure_views_student_idx" ON "field_figure_views" USING btree ("student_id","app","version","window_start");
--> statement-breakpoint
CREATE INDEX "field_figure_views_seen_idx" ON "field_figure_views" USING btree ("seen_at");
