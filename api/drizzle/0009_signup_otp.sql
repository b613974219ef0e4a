ALTER TABLE "students" ADD COLUMN "standard" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "aspiration" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "city" text;--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"temp_token_hash" text,
	"temp_token_expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "otp_challenges_mobile_purpose_uq" ON "otp_challenges" USING btree ("mobile","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "otp_challenges_temp_token_uq" ON "otp_challenges" USING btree ("temp_token_hash");
