CREATE TABLE "attempt_counters" (
	"scope" text NOT NULL,
	"target" text NOT NULL,
	"client" text NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"tries" integer NOT NULL,
	CONSTRAINT "attempt_counters_scope_target_client_pk" PRIMARY KEY("scope","target","client")
);
--> statement-breakpoint
DROP TABLE "failed_attempts" CASCADE;