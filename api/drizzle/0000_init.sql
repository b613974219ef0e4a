CREATE TABLE "allotted_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"scheduled_exam_id" integer NOT NULL,
	"exam_section_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"serial_no" integer NOT NULL,
	"ans_given" text,
	"is_option1_selected" boolean DEFAULT false NOT NULL,
	"is_option2_selected" boolean DEFAULT false NOT NULL,
	"is_option3_selected" boolean DEFAULT false NOT NULL,
	"is_option4_selected" boolean DEFAULT false NOT NULL,
	"review_status" boolean DEFAULT false NOT NULL,
	"total_seconds" integer DEFAULT 0 NOT NULL,
	"current_attempt_seconds" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"visited" boolean DEFAULT false NOT NULL,
	"color_id" smallint DEFAULT 0 NOT NULL,
	"client_seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"chapter_name" text NOT NULL,
	"class_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"lecture" text NOT NULL,
	"class_type" text NOT NULL,
	"schedule_type" text DEFAULT 'regular' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes_file" text,
	"replay_url" text,
	"live_class_link" text
);
--> statement-breakpoint
CREATE TABLE "corner_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"corner_class_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"chapter_name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corner_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"corner_type" text NOT NULL,
	"class_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corner_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"corner_chapter_id" integer NOT NULL,
	"note_name" text NOT NULL,
	"question_id" integer,
	"notes_pdf_url" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corner_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"corner_chapter_id" integer NOT NULL,
	"video_name" text NOT NULL,
	"video_icon_url" text,
	"video_url" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_section_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"section_name" text NOT NULL,
	"section_instructions" text DEFAULT '' NOT NULL,
	"num_compulsory_questions" integer DEFAULT 0 NOT NULL,
	"sort_order" integer NOT NULL,
	"positive_marks" real DEFAULT 4 NOT NULL,
	"negative_marks" real DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_name" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"exam_type_id" smallint NOT NULL,
	"theme_id" smallint NOT NULL,
	"duration_minutes" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"result_on" timestamp with time zone,
	"max_marks" integer NOT NULL,
	"monitoring_type" smallint DEFAULT 0 NOT NULL,
	"timer_status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mpps" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"section_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"total_questions" integer NOT NULL,
	"max_exam_marks" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_type_id" smallint NOT NULL,
	"question" text NOT NULL,
	"option1" text,
	"option2" text,
	"option3" text,
	"option4" text,
	"answer_key" text NOT NULL,
	"tolerance" real DEFAULT 0 NOT NULL,
	"subject_id" integer NOT NULL,
	"chapter_id" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"started_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"attending_status" text,
	"score" real
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_name" text NOT NULL,
	"class_name" text NOT NULL,
	"is_enable" boolean DEFAULT true NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"is_enable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_mpps" (
	"id" serial PRIMARY KEY NOT NULL,
	"mpp_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"num_attempted" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"subject_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"school_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"student_course_id" integer,
	"fee_pending" integer DEFAULT 0 NOT NULL,
	"fee_due_date" date,
	"gender" text,
	"profile_pic" text,
	"enable_learning_module" boolean DEFAULT false NOT NULL,
	"switch_class" boolean DEFAULT true NOT NULL,
	"date_joined" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_name" text NOT NULL,
	"is_main_subject" boolean DEFAULT true NOT NULL,
	"logo" text,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"thumbnail" text
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
ALTER TABLE "allotted_questions" ADD CONSTRAINT "allotted_questions_scheduled_exam_id_scheduled_exams_id_fk" FOREIGN KEY ("scheduled_exam_id") REFERENCES "public"."scheduled_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allotted_questions" ADD CONSTRAINT "allotted_questions_exam_section_id_exam_sections_id_fk" FOREIGN KEY ("exam_section_id") REFERENCES "public"."exam_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allotted_questions" ADD CONSTRAINT "allotted_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corner_chapters" ADD CONSTRAINT "corner_chapters_corner_class_id_corner_classes_id_fk" FOREIGN KEY ("corner_class_id") REFERENCES "public"."corner_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corner_chapters" ADD CONSTRAINT "corner_chapters_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corner_notes" ADD CONSTRAINT "corner_notes_corner_chapter_id_corner_chapters_id_fk" FOREIGN KEY ("corner_chapter_id") REFERENCES "public"."corner_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corner_videos" ADD CONSTRAINT "corner_videos_corner_chapter_id_corner_chapters_id_fk" FOREIGN KEY ("corner_chapter_id") REFERENCES "public"."corner_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_section_id_exam_sections_id_fk" FOREIGN KEY ("exam_section_id") REFERENCES "public"."exam_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sections" ADD CONSTRAINT "exam_sections_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sections" ADD CONSTRAINT "exam_sections_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpps" ADD CONSTRAINT "mpps_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpps" ADD CONSTRAINT "mpps_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpps" ADD CONSTRAINT "mpps_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpps" ADD CONSTRAINT "mpps_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_exams" ADD CONSTRAINT "scheduled_exams_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_exams" ADD CONSTRAINT "scheduled_exams_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_courses" ADD CONSTRAINT "student_courses_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_courses" ADD CONSTRAINT "student_courses_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_mpps" ADD CONSTRAINT "student_mpps_mpp_id_mpps_id_fk" FOREIGN KEY ("mpp_id") REFERENCES "public"."mpps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_mpps" ADD CONSTRAINT "student_mpps_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_subjects" ADD CONSTRAINT "student_subjects_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_subjects" ADD CONSTRAINT "student_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allotted_questions_uq" ON "allotted_questions" USING btree ("scheduled_exam_id","question_id");--> statement-breakpoint
CREATE INDEX "allotted_questions_attempt_idx" ON "allotted_questions" USING btree ("scheduled_exam_id","serial_no");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_questions_uq" ON "exam_questions" USING btree ("exam_section_id","question_id");--> statement-breakpoint
CREATE INDEX "exam_sections_exam_idx" ON "exam_sections" USING btree ("exam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_exams_uq" ON "scheduled_exams" USING btree ("exam_id","student_id");--> statement-breakpoint
CREATE INDEX "scheduled_exams_student_idx" ON "scheduled_exams" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_courses_uq" ON "student_courses" USING btree ("student_id","section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_mpps_uq" ON "student_mpps" USING btree ("mpp_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_subjects_uq" ON "student_subjects" USING btree ("student_id","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_mobile_uq" ON "students" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "tokens_hash_uq" ON "tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "tokens_one_active_uq" ON "tokens" USING btree ("student_id") WHERE revoked_at IS NULL;