CREATE TABLE "learning_certifications" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"product_line" text NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"course_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exam_required" boolean DEFAULT true NOT NULL,
	"validity_years" integer DEFAULT 2 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_courses" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"product_line" text NOT NULL,
	"level" text NOT NULL,
	"path" text NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_lesson_id" text,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_lessons" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"video_id" text NOT NULL,
	"duration_seconds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lesson_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learning_enrolments" ADD CONSTRAINT "learning_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_enrolments" ADD CONSTRAINT "learning_enrolments_course_id_learning_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."learning_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_lessons" ADD CONSTRAINT "learning_lessons_course_id_learning_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."learning_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_progress" ADD CONSTRAINT "learning_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_progress" ADD CONSTRAINT "learning_progress_lesson_id_learning_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."learning_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_enrolments_user_course" ON "learning_enrolments" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "learning_lessons_course" ON "learning_lessons" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_progress_user_lesson" ON "learning_progress" USING btree ("user_id","lesson_id");