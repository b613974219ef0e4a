-- Tokens carry an expiry (docs/decisions/0010-production-profile.md): a token is refused with 401 from expires_at on.
-- Tokens issued before this migration get the default lifetime (36 hours) from their sign-in.
ALTER TABLE "tokens" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "tokens" SET "expires_at" = "created_at" + interval '36 hours';--> statement-breakpoint
ALTER TABLE "tokens" ALTER COLUMN "expires_at" SET NOT NULL;
