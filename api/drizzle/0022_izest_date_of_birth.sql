-- iZest results need the roll number and the date of birth (docs/decisions/0010-production-profile.md). A result
-- published without a date of birth cannot be looked up until one is set.
ALTER TABLE "izest_results" ADD COLUMN "date_of_birth" date;
