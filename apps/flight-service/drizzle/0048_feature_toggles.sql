CREATE TABLE "feature_toggles" (
	"feature" text NOT NULL,
	"target" text NOT NULL,
	"enabled" boolean NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feature_toggles_feature_target_pk" PRIMARY KEY("feature","target")
);
