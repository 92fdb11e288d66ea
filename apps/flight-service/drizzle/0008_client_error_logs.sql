CREATE TABLE "client_error_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_error_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text,
	"err_code" text,
	"message" text NOT NULL,
	"stack" text,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_error_logs_bounded" CHECK (char_length("client_error_logs"."message") <= 500
        and char_length(coalesce("client_error_logs"."stack", '')) <= 4000
        and char_length(coalesce("client_error_logs"."url", '')) <= 500
        and char_length(coalesce("client_error_logs"."err_code", '')) <= 20)
);
