-- Release health (decision 0014): the host's field figures per app × version × minute — aggregates, never raw events
-- and never a student. Histograms are counts over the shared bounds (shared/src/contract/field-figures-schemas.ts).
CREATE TABLE "field_figures" (
	"app" text NOT NULL,
	"version" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"errored_views" integer DEFAULT 0 NOT NULL,
	"failed_views" integer DEFAULT 0 NOT NULL,
	"lcp_hist" integer[] NOT NULL,
	"inp_hist" integer[] NOT NULL,
	"cls_hist" integer[] NOT NULL,
	"ttfb_hist" integer[] NOT NULL,
	CONSTRAINT "field_figures_pk" PRIMARY KEY ("app","version","minute")
);
--> statement-breakpoint
CREATE INDEX "field_figures_minute_idx" ON "field_figures" USING btree ("minute");
