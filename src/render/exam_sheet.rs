//! An exam variant's pages (`Renderer::exam` …): the plain data of an exam page ([`ExamSheet`])
//! made of the exam and the variant, and rendered by `exam_page`. The one file of the renderer
//! that knows exams: it belongs above the renderer (src/exam/), where it can now move alone (the
//! practice page, which made exam → render → exam a cycle, moved to src/practice/).

use super::{ExamHeader, ExamSheet, ExamStudent, Format, RenderError, Renderer, one_line};
use crate::exam::{Exam, ExamVariant, points_of, show};
use crate::exercise::Solution;

/// What the renderer needs of an exam variant's pages.
fn sheet<'a>(exam: &'a Exam, v: &'a ExamVariant) -> ExamSheet<'a> {
    ExamSheet {
        title: &exam.title,
        lang: exam.lang,
        header: ExamHeader {
            count: v.exercises.len(),
            course: exam.course.as_deref().map(one_line),
            date: exam.date.as_deref().map(one_line),
            fields: exam.fields.iter().map(|f| one_line(f)).collect(),
            instructions: exam.instructions.as_deref(),
            key: false,
            seed: v.seed,
            student: v.student.as_ref().map(|(id, name)| ExamStudent {
                id: one_line(id),
                name: one_line(name),
            }),
            title: one_line(&exam.title),
            total: show(&v.total()),
            variant: v.number,
        },
        questions: v
            .exercises
            .iter()
            .map(|(ex, points)| (ex, show(&points_of(ex, points.as_ref()))))
            .collect(),
    }
}

impl Renderer {
    /// One variant of an exam: the header (title, course, date, fields to fill in,
    /// instructions, total points), then every exercise as a numbered question with its points;
    /// with `solutions`, the worked key.
    pub fn exam(&self, exam: &Exam, v: &ExamVariant, solutions: bool, format: Format) -> Result<String, RenderError> {
        let solved = solutions.then(|| v.solve());
        self.exam_solved(exam, v, solved.as_deref(), format)
    }

    /// [`Renderer::exam`] with the variant's solutions given ([`ExamVariant::solve`], one per
    /// exercise) for the key, or `None` for the student's exam: a run that writes the key,
    /// `key.json` and `key.csv` of a variant solves it once.
    pub(crate) fn exam_solved(
        &self,
        exam: &Exam,
        v: &ExamVariant,
        solved: Option<&[Solution]>,
        format: Format,
    ) -> Result<String, RenderError> {
        self.exam_sheet_page(&sheet(exam, v), solved, solved.is_some(), format)
    }

    /// The student's exam and its worked key of one variant, from one solve of it
    /// ([`ExamVariant::solve`]): the same texts as [`Renderer::exam_solved`] with `None` and
    /// with the solutions, without solving the variant again for the exam's answer rules.
    #[doc(hidden)]
    pub fn exam_and_key(
        &self,
        exam: &Exam,
        v: &ExamVariant,
        solved: &[Solution],
        format: Format,
    ) -> Result<(String, String), RenderError> {
        self.exam_sheet_and_key(&sheet(exam, v), solved, format)
    }

    /// [`Renderer::exam_and_key`] in Markdown and as HTML pages at once: for the exam and for
    /// the key, (Markdown, HTML page), the texts of `exam_and_key` with [`Format::Markdown`] and
    /// of [`Renderer::html_page_of_safe`] of it. Each page's whole text is parsed once for both;
    /// a page whose questions' texts need nothing made safe is converted from their pieces.
    #[doc(hidden)]
    pub fn exam_and_key_with_html(
        &self,
        exam: &Exam,
        v: &ExamVariant,
        solved: &[Solution],
    ) -> Result<[(String, String); 2], RenderError> {
        self.exam_sheet_and_key_with_html(&sheet(exam, v), solved)
    }
}
