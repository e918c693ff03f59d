ALTER TABLE "tenders" ALTER COLUMN "ponderation" SET DATA TYPE json USING "ponderation"::json;--> statement-breakpoint
ALTER TABLE "analyses" ALTER COLUMN "analysis" SET DATA TYPE json USING "analysis"::json;
