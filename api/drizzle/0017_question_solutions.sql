ALTER TABLE "questions" ADD COLUMN "solution" text;
