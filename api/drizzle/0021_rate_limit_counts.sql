-- The public calls' rate-limit counts, shared by every API process and machine (api/src/http/rate-limits.ts;
-- docs/decisions/0010-production-profile.md): one row per key, its count and its window's end.
CREATE TABLE "rate_limit_counts" (
  "key" text PRIMARY KEY NOT NULL,
  "count" integer NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
