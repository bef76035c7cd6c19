//! The worksheet of one exercise (`mlex render`): the kind's template rendered with the typed
//! context [`WorksheetContext`], tidied, made safe; with a solution, the worked key (its
//! answers in bold, `key`). A drawn variant ends with its seed and number (`variant.md`).

use serde::Serialize;
use tera::Context;

use super::key::{AnswerTexts, PartFields, answer_rule, answer_texts, bold_answers, part_fields};
use super::{RenderError, Renderer, one_line, sanitize_markdown, tidy};
use crate::exercise::{Choices, Exercise, PartArg, Solution};
use crate::present::{Fmt, letter};

impl Renderer {
    /// The worksheet of one exercise in Markdown, with the worked solution when given; a drawn
    /// variant ends with its seed and number.
    pub fn markdown(&self, ex: &Exercise, solution: Option<&Solution>) -> Result<String, RenderError> {
        self.markdown_with(ex, solution, None)
    }

    /// The student's worksheet of one exercise whose solution `values` is known but not shown
    /// (the Moodle export's question text): [`Renderer::markdown`] without solving again.
    pub(crate) fn worksheet_with_values(&self, ex: &Exercise, values: &Solution) -> Result<String, RenderError> {
        self.markdown_with(ex, None, Some(values))
    }

    /// [`Renderer::markdown`], with `values` as in [`Renderer::body`].
    fn markdown_with(
        &self,
        ex: &Exercise,
        solution: Option<&Solution>,
        values: Option<&Solution>,
    ) -> Result<String, RenderError> {
        let out = self.body(ex, solution, values, true)?;
        let Some(d) = &ex.variant else {
            return Ok(out);
        };
        // The variant's footer: the seed and number that draw it again.
        let ctx = Context::from_serialize(&VariantFooter {
            lang: ex.lang.code(),
            variant: Drawn {
                number: d.number,
                seed: d.seed,
            },
        })
        .map_err(|e| RenderError::tera(None, e))?;
        let footer = self
            .tera
            .render("variant.md", &ctx)
            .map_err(|e| RenderError::tera(Some("cannot render `variant.md`".into()), e))?;
        Ok(tidy(&format!("{out}\n{footer}")))
    }

    /// The worksheet of one exercise without the variant's footer. `values` is the exercise's
    /// solution when known but not to be shown (the student's exam of a keyed variant): the
    /// answer rule reads it rather than solving again. `own_points`: the exercise's `points`
    /// line is shown (an exam shows its own points instead).
    pub(crate) fn body(
        &self,
        ex: &Exercise,
        solution: Option<&Solution>,
        values: Option<&Solution>,
        own_points: bool,
    ) -> Result<String, RenderError> {
        let texts = solution.map(|s| answer_texts(ex, s));
        let ctx = context(ex, solution.zip(texts.as_deref()), values, own_points)?;
        self.body_of(ex, &ctx, solution.zip(texts.as_deref()))
    }

    /// [`Renderer::body`] before it is made safe ([`Renderer::unsafe_body_of`]).
    pub(super) fn unsafe_body(
        &self,
        ex: &Exercise,
        solution: Option<&Solution>,
        values: Option<&Solution>,
        own_points: bool,
    ) -> Result<String, RenderError> {
        let texts = solution.map(|s| answer_texts(ex, s));
        let ctx = context(ex, solution.zip(texts.as_deref()), values, own_points)?;
        self.unsafe_body_of(ex, &ctx, solution.zip(texts.as_deref()))
    }

    /// An exam question without and with its worked solution (`sol`): the exam's text and the
    /// key's, the texts of [`Renderer::body`] with `(None, Some(sol), false)` and
    /// `(Some(sol), None, false)`. The two contexts differ only in `solution` (the answer rule
    /// and generated choices read the same solve), so the template's context is built once.
    /// With `safe` false, the texts are not yet made safe ([`Renderer::unsafe_body_of`]).
    pub(super) fn question_and_key(
        &self,
        ex: &Exercise,
        sol: &Solution,
        safe: bool,
    ) -> Result<(String, String), RenderError> {
        // the answers' texts formatted once, for the key's template and its answer lines
        let texts = answer_texts(ex, sol);
        let key_ctx = context(ex, Some((sol, &texts)), None, false)?;
        let mut exam_ctx = key_ctx.clone();
        exam_ctx.insert_value("solution", tera::Value::from(()));
        let (question, key) = (
            self.unsafe_body_of(ex, &exam_ctx, None)?,
            self.unsafe_body_of(ex, &key_ctx, Some((sol, &texts)))?,
        );
        Ok(if safe {
            (
                sanitize_markdown(&question).into_owned(),
                sanitize_markdown(&key).into_owned(),
            )
        } else {
            (question, key)
        })
    }

    /// [`Renderer::body`] from the template's context: the kind's template rendered, the
    /// answers in bold when `solution` is shown, made safe.
    fn body_of(
        &self,
        ex: &Exercise,
        ctx: &Context,
        solution: Option<(&Solution, &[AnswerTexts])>,
    ) -> Result<String, RenderError> {
        // Spec text (title, statement, labels, options, stated answers …) is in the output as
        // written: the same rule as for HTML makes it safe to paste into any Markdown renderer.
        let out = self.unsafe_body_of(ex, ctx, solution)?;
        Ok(sanitize_markdown(&out).into_owned())
    }

    /// [`Renderer::body_of`] before it is made safe ([`sanitize_markdown`]): an exam page
    /// parses its questions' texts with the page ([`Renderer::exam_and_key_with_html`]).
    fn unsafe_body_of(
        &self,
        ex: &Exercise,
        ctx: &Context,
        solution: Option<(&Solution, &[AnswerTexts])>,
    ) -> Result<String, RenderError> {
        let out = self
            .tera
            .render(&ex.kind.template_name(), ctx)
            .map_err(|e| RenderError::tera(Some(format!("cannot render `{}`", ex.kind.template_name())), e))?;
        let out = tidy(&out);
        let out = match solution {
            Some((sol, texts)) => {
                let answers: Vec<String> = sol.parts.iter().zip(texts).map(|(p, t)| t.answer_line(p)).collect();
                bold_answers(&out, &answers, ex.lang)
            }
            None => out,
        };
        Ok(out)
    }
}

/// The exercise's title as the worksheet shows it (Markdown, one line).
pub(crate) fn exercise_title(ex: &Exercise) -> String {
    one_line(
        ex.title
            .as_deref()
            .unwrap_or(&ex.lang.ta("exercise-title", &[("id", ex.id.as_str().into())])),
    )
}

/// Splits a worksheet's Markdown before the last line that is `heading` (`## Solution`), when
/// `split`.
pub(crate) fn split_solution<'a>(md: &'a str, split: bool, heading: &str) -> (&'a str, Option<&'a str>) {
    if !split {
        return (md, None);
    }
    let heading = format!("{heading}\n");
    let at = md
        .match_indices(&heading)
        .map(|(i, _)| i)
        .filter(|&i| i == 0 || md.as_bytes()[i - 1] == b'\n')
        .last();
    match at {
        Some(i) => (&md[..i], Some(&md[i..])),
        None => (md, None),
    }
}

fn points_text(f: &Fmt, arg: &PartArg) -> String {
    // One feature: `x = 0 and 7` rather than `x = (0) and (7)`.
    let pts: Vec<String> = arg.points().iter().map(|p| f.point(p)).collect();
    match pts.len() {
        0 => String::new(),
        1 => pts[0].clone(),
        n => f.lang.ta(
            "list-and",
            &[
                ("init", pts[..n - 1].join(", ").into()),
                ("last", pts[n - 1].as_str().into()),
            ],
        ),
    }
}

/// `given`, or the exercise's values ([`Exercise::solve_values`]) kept in `slot`: what a
/// worksheet's context reads (the answer rule and generated choices), solved at most once.
fn values_or_solve<'a>(ex: &Exercise, given: Option<&'a Solution>, slot: &'a mut Option<Solution>) -> &'a Solution {
    match given {
        Some(s) => s,
        None => slot.insert(ex.solve_values()),
    }
}

/// The template's context of one exercise: `solution` is shown; `values`, when `solution` is
/// not given, only saves the answer rule (and generated choices) a solve; without `own_points`
/// the exercise's `points` line is left out (an exam shows its own).
///
/// The context is serialized once into tera's values from borrowed fields: the kind's data
/// straight from its typed view and the worked solution's views from theirs, with true minus
/// signs set as they are serialized ([`crate::present::MinusSigns`]); no JSON tree is built,
/// copied or edited on the way (building and converting one was a tenth of `mlex exam`).
/// The fields are those of the JSON tree it replaced (`typed_context_tests` checks them by
/// name; scripts/compare-outputs.sh shows every output byte the same); docs/adding-a-kind.md
/// says what a template reads.
fn context(
    ex: &Exercise,
    solution: Option<(&Solution, &[AnswerTexts])>,
    values: Option<&Solution>,
    own_points: bool,
) -> Result<Context, RenderError> {
    use crate::present::MinusSigns;
    let (solution, texts) = solution.unzip();
    let f = ex.fmt();
    // the values (the answer rule reads them, and generated choices are worked out with them):
    // the solution's, or one solve
    let mut solved = None;
    let sol = values_or_solve(ex, solution.or(values), &mut solved);
    let rule = answer_rule(ex, sol);
    let data = ex.data_value();
    let field = |name: &str| data_field(&data, name);
    let generated: Vec<Option<&crate::choices::Generated>> = sol.parts.iter().map(|p| p.generated.as_ref()).collect();
    // the options of the kind's data (`options`), for the parts answered with an option number
    let data_options: &[tera::Value] = field("options").and_then(tera::Value::as_array).unwrap_or_default();
    let questions: Vec<QuestionFields> = ex
        .parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let (options, intervals) = choice_texts(ex, &f, p, generated.get(i).copied().flatten());
            // a part answered with the number of an option of the kind's data (`options`)
            let option_count = ex
                .kind
                .part(p.name)
                .filter(|d| d.option_number)
                .map_or(0, |_| data_options.len());
            let letters: Vec<String> = (1..=options.len() + intervals.len() + option_count)
                .map(letter)
                .collect();
            QuestionFields {
                n: i + 1,
                name: p.name,
                x: points_text(&f, &p.arg),
                many: matches!(p.arg, PartArg::Points(_)),
                points: p.points.as_ref().filter(|x| !x.is_zero()).map(|x| f.num(x)),
                options: lettered(options),
                intervals: lettered(intervals),
                // the student's answer space: the letters to circle for a part posed with
                // choices; otherwise the kind's blank table for this part, if any, or a line
                blank: if p.choices.is_some() {
                    None
                } else {
                    answer_table(&data, p.name, &p.arg, &f)
                },
                letters: letters.join("   "),
                option_number: option_count > 0,
            }
        })
        .collect();
    let solution = solution.map(|s| SolutionFields {
        parts: s
            .parts
            .iter()
            .zip(texts.unwrap_or_default())
            .map(|(p, t)| part_fields(ex, s, p, t))
            .collect(),
        view: MinusSigns(&s.view),
        notes: &s.notes,
    });
    let fields = WorksheetContext {
        lang: ex.lang.code(),
        options: if ex.kind.parts.iter().any(|d| d.option_number) {
            data_options
                .iter()
                .enumerate()
                .map(|(k, text)| Lettered {
                    letter: letter(k + 1),
                    text,
                })
                .collect()
        } else {
            Vec::new()
        },
        exercise: ExerciseFields {
            id: &ex.id,
            kind: ex.kind.name,
            title: exercise_title(ex),
            statement: ex.statement.as_deref(),
            source: ex.source_note.as_deref().map(crate::present::inline_text),
            digits: ex.digits,
            points: ex.points.as_ref().filter(|_| own_points).map(|x| f.num(x)),
            rule,
        },
        data: &data,
        questions,
        solution,
    };
    Context::from_serialize(&fields).map_err(|e| RenderError::tera(None, e))
}

/// The texts of a part's options and of its intervals, as posed (`choices:`) or generated
/// (`generated`, the part's generated choices).
fn choice_texts(
    ex: &Exercise,
    f: &Fmt,
    p: &crate::exercise::Part,
    generated: Option<&crate::choices::Generated>,
) -> (Vec<String>, Vec<String>) {
    match &p.choices {
        // an option that is one of mlex's answer words (`none`) in the exercise's language
        Some(Choices::Options(options)) => (
            options
                .iter()
                .map(|o| crate::i18n::shown_word(ex.lang, &o.text))
                .collect(),
            Vec::new(),
        ),
        Some(Choices::Below(bounds)) => {
            let b: Vec<String> = bounds.iter().map(|x| f.num(x)).collect();
            let lang = ex.lang;
            let mut iv = vec![lang.ta("interval-below", &[("b", b[0].as_str().into())])];
            for w in b.windows(2) {
                iv.push(lang.ta(
                    "interval-between",
                    &[("a", w[0].as_str().into()), ("b", w[1].as_str().into())],
                ));
            }
            iv.push(lang.ta("interval-above", &[("a", b[b.len() - 1].as_str().into())]));
            (Vec::new(), iv)
        }
        Some(Choices::Auto(_)) => match generated {
            Some(g) => {
                let texts = g.options.iter().map(|o| o.text.clone()).collect();
                match g.style {
                    crate::part::AutoStyle::Values => (texts, Vec::new()),
                    crate::part::AutoStyle::Intervals => (Vec::new(), texts),
                }
            }
            None => (Vec::new(), Vec::new()),
        },
        None => (Vec::new(), Vec::new()),
    }
}

/// A part's answer table (the worksheet's "Answers", the practice page's boxes): the kind's
/// `blank_{part}`, with a row per asked point (`x = (1, 2)`, `x = 3`) when the part is asked at
/// points, whatever rows the kind's table has (the kind's table then gives its columns: `f(x)`,
/// `c(x)`, a class's `a₁`); `None` when the kind has none, or when its table has rows only
/// for the asked points and none are asked.
pub(crate) fn answer_table(data: &tera::Value, part: &str, arg: &PartArg, f: &Fmt) -> Option<tera::Value> {
    let t = data_field(data, &format!("blank_{part}"))?;
    let points = arg.points();
    let rows = data_field(t, "rows").and_then(tera::Value::as_array);
    if points.is_empty() {
        return rows.is_some_and(|r| !r.is_empty()).then(|| t.clone());
    }
    let mut header: Vec<String> = data_field(t, "header")?
        .as_array()?
        .iter()
        .map(|c| c.as_str().map(str::to_string))
        .collect::<Option<_>>()?;
    // the rows' names are the points themselves; the header's cells are kept as the kind's
    // table escaped them
    *header.first_mut()? = String::new();
    let rows = points
        .iter()
        .map(|p| {
            let mut row = vec![crate::present::cell(&format!("x = {}", f.point(p)))];
            row.resize(header.len(), String::new());
            row
        })
        .collect();
    tera::Value::try_from_serializable(&crate::present::Table { header, rows }).ok()
}

/// The field `name` of a kind's data value (found by its name among a few fields: a hash
/// lookup would borrow `name` for as long as the value).
pub(crate) fn data_field<'a>(data: &'a tera::Value, name: &str) -> Option<&'a tera::Value> {
    data.as_map()?
        .iter()
        .find_map(|(k, v)| (k.as_str() == Some(name)).then_some(v))
}

/// The context of `variant.md`, the footer of a drawn variant.
#[derive(Serialize)]
struct VariantFooter {
    lang: &'static str,
    variant: Drawn,
}

/// The seed and number that draw a variant again.
#[derive(Serialize)]
struct Drawn {
    number: u64,
    seed: u64,
}

/// The fields of [`context`].
#[derive(serde::Serialize)]
struct WorksheetContext<'a> {
    lang: &'static str,
    options: Vec<Lettered<&'a tera::Value>>,
    exercise: ExerciseFields<'a>,
    data: &'a tera::Value,
    questions: Vec<QuestionFields>,
    solution: Option<SolutionFields<'a>>,
}

#[derive(serde::Serialize)]
struct ExerciseFields<'a> {
    id: &'a str,
    kind: &'static str,
    title: String,
    statement: Option<&'a str>,
    source: Option<String>,
    digits: u32,
    points: Option<String>,
    rule: String,
}

/// An option with its letter (`A`, `B` …).
#[derive(serde::Serialize)]
struct Lettered<T> {
    letter: String,
    text: T,
}

fn lettered(items: Vec<String>) -> Vec<Lettered<String>> {
    items
        .into_iter()
        .enumerate()
        .map(|(k, text)| Lettered {
            letter: letter(k + 1),
            text,
        })
        .collect()
}

#[derive(serde::Serialize)]
struct QuestionFields {
    n: usize,
    name: &'static str,
    x: String,
    many: bool,
    points: Option<String>,
    options: Vec<Lettered<String>>,
    intervals: Vec<Lettered<String>>,
    blank: Option<tera::Value>,
    letters: String,
    option_number: bool,
}

#[derive(serde::Serialize)]
struct SolutionFields<'a> {
    parts: Vec<PartFields<'a>>,
    view: crate::present::MinusSigns<'a, serde_json::Value>,
    notes: &'a [String],
}

#[cfg(test)]
mod contract {
    //! The template contract: every part of every kind, asked alone on a shipped example of the
    //! kind, renders a question and a worked answer through the kind's template with the kind's
    //! typed views (tera fails on a field the view lacks).

    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    use std::path::Path;

    use super::*;
    use crate::exercise::{Part, PartArg};
    use crate::kinds::KINDS;
    use crate::num::Number;

    fn examples(kind: &str) -> Vec<Exercise> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("exercises").join(kind);
        let mut paths: Vec<_> = std::fs::read_dir(&dir)
            .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
            .unwrap_or_default();
        paths.sort();
        paths
            .iter()
            .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
            .filter_map(|p| crate::read_source(p).ok())
            .filter_map(|s| crate::load::exercises(s).ok())
            .flatten()
            // the headings this contract looks for are the English ones (some exercises say
            // `lang: it`)
            .map(|e| e.with_lang(crate::i18n::Lang::En))
            .collect()
    }

    /// The text of question 1 and the worked solution of a rendered worksheet.
    /// The first question and the solution of a worksheet in `lang` (an exercise's own language:
    /// the seed 000 svm exercises are Italian).
    fn question_and_solution(md: &str, lang: crate::i18n::Lang) -> (String, String) {
        let (questions, solution) = (
            format!("## {}", lang.t("heading-questions")),
            format!("## {}", lang.t("heading-solution")),
        );
        let question = md
            .lines()
            .skip_while(|l| !l.starts_with(&questions))
            .find_map(|l| l.strip_prefix("1. "))
            .unwrap_or_default()
            .trim()
            .to_string();
        let solution: Vec<&str> = md.lines().skip_while(|l| !l.starts_with(&solution)).collect();
        (question, solution.join("\n"))
    }

    fn leaves(v: &serde_json::Value, out: &mut Vec<String>) {
        match v {
            serde_json::Value::String(s) => out.push(s.clone()),
            serde_json::Value::Array(items) => items.iter().for_each(|i| leaves(i, out)),
            serde_json::Value::Object(m) => m.values().for_each(|i| leaves(i, out)),
            _ => {}
        }
    }

    #[test]
    fn a_worksheet_with_generated_choices_works_its_mistakes_out_once() {
        use crate::kinds::solves;
        let ex = crate::kinds::probabilistic::testing::exercise(
            "kind: logistic-regression\nsamples: [{x: [1], y: 1}, {x: [-2], y: 0}]\nweights: [0, 1]\nask:\n  - loss: { choices: { auto: 4 } }\n  - gradient: { choices: { auto: 4 } }\n",
        );
        solves::take();
        solves::take_mistakes();
        let r = Renderer::new().unwrap();
        let sheet = r.markdown(&ex, None).unwrap();
        assert!(sheet.contains("   D) "), "{sheet}");
        // the loader's solve, and the mistakes once for the answer rule and both parts' options
        // (they were worked out twice, each time on a solve of its own)
        assert_eq!((solves::take(), solves::take_mistakes()), (0, 1));
        // the key's solve is the same loader's solve, and so has the same mistakes, already
        // worked out for the worksheet (once more until they were shared, 2026-11-27)
        let key = r.markdown(&ex, Some(&ex.solve())).unwrap();
        assert!(key.len() > sheet.len());
        assert_eq!((solves::take(), solves::take_mistakes()), (0, 0));
        // in Italian, the hints are worked out once more, in Italian
        let other = ex.clone().with_lang(crate::i18n::Lang::It);
        r.markdown(&other, None).unwrap();
        assert_eq!((solves::take(), solves::take_mistakes()), (0, 1));
    }

    #[test]
    fn every_part_of_every_kind_renders_a_question_and_an_answer() {
        let r = Renderer::new().unwrap();
        let mut missing = Vec::new();
        for kind in KINDS {
            let exs = examples(kind.name);
            assert!(!exs.is_empty(), "no shipped example of `{}`", kind.name);
            for def in kind.parts {
                let mut rendered = false;
                let mut last = String::new();
                for ex in &exs {
                    // in English, whatever the example's `lang:` (the headings are found by name)
                    let mut one = ex.clone().with_lang(crate::i18n::Lang::En);
                    let arg = match def.arg {
                        crate::kinds::Arg::None => PartArg::None,
                        crate::kinds::Arg::Points => match ex.problem.dimension() {
                            Some(d) => PartArg::Point(vec![Number::one(); d]),
                            None => continue,
                        },
                    };
                    one.parts = vec![Part {
                        name: def.name,
                        arg,
                        choices: None,
                        points: None,
                        span: ex.span,
                    }];
                    one.stated.clear();
                    let mut none = one.clone();
                    none.parts.clear();
                    let rendered_with = r.markdown(&one, Some(&one.solve()));
                    let rendered_without = r.markdown(&none, Some(&none.solve()));
                    match (rendered_with, rendered_without) {
                        (Ok(md), Ok(base)) => {
                            let (q, with) = question_and_solution(&md, one.lang());
                            let (_, without) = question_and_solution(&base, one.lang());
                            // The worked answer shows something of the part's own: its answer or
                            // a string of its view occurs more often than in the solution of the
                            // same exercise with no part asked.
                            let sol = one.solve();
                            let mut shown = vec![one.fmt().value(&sol.parts[0].computed)];
                            leaves(&sol.parts[0].view, &mut shown);
                            let shown: Vec<&String> = shown.iter().filter(|t| !t.trim().is_empty()).collect();
                            let grows = shown
                                .iter()
                                .any(|t| with.matches(t.as_str()).count() > without.matches(t.as_str()).count());
                            // …or the shared view already shows all of the part's own view (a
                            // trace table, a table of every loss).
                            let shared = shown.iter().skip(1).all(|t| without.contains(t.as_str()));
                            if !q.is_empty() && (grows || shared) {
                                rendered = true;
                                break;
                            }
                            last = format!("question {q:?}; the solution shows nothing of the part's answer or view");
                        }
                        (Err(e), _) | (_, Err(e)) => last = e.to_string(),
                    }
                }
                if !rendered {
                    missing.push(format!("{}.{}: {last}", kind.name, def.name));
                }
            }
        }
        assert!(
            missing.is_empty(),
            "parts whose template renders no question or no answer:\n{}",
            missing.join("\n")
        );
    }
}

#[cfg(test)]
mod minus_sign_tests {
    //! The views' true minus signs, set as they are serialized, against a JSON tree's.

    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    /// `a` and `b` are the same value: the same kinds (an unsigned 3 is not a signed 3), the
    /// same keys, strings and safety.
    fn same(a: &tera::Value, b: &tera::Value, path: &str) -> Result<(), String> {
        if a.kind() != b.kind() {
            return Err(format!("{path}: {:?} {a} against {:?} {b}", a.kind(), b.kind()));
        }
        match (a.as_map(), b.as_map(), a.as_array(), b.as_array()) {
            (Some(x), Some(y), _, _) => {
                let mut keys: Vec<String> = x.keys().map(ToString::to_string).collect();
                let mut other: Vec<String> = y.keys().map(ToString::to_string).collect();
                keys.sort();
                other.sort();
                if keys != other {
                    return Err(format!("{path}: keys {keys:?} against {other:?}"));
                }
                for (k, v) in x {
                    same(v, &y[k], &format!("{path}.{k}"))?;
                }
                Ok(())
            }
            (_, _, Some(x), Some(y)) => {
                if x.len() != y.len() {
                    return Err(format!("{path}: {} items against {}", x.len(), y.len()));
                }
                x.iter()
                    .zip(y)
                    .enumerate()
                    .try_for_each(|(i, (v, w))| same(v, w, &format!("{path}[{i}]")))
            }
            _ if a == b && a.is_safe() == b.is_safe() => Ok(()),
            _ => Err(format!("{path}: {a} against {b}")),
        }
    }

    /// Every string of a view with true minus signs ([`crate::present::minus`]): the numbers the
    /// kinds format themselves (labels such as `-1`, products such as `1·-1·x̄`) read like those
    /// formatted by [`crate::present::Fmt`]: the oracle of [`crate::present::MinusSigns`], which sets them as it
    /// serializes.
    fn minus_signs(mut v: serde_json::Value) -> serde_json::Value {
        minus_signs_in_place(&mut v);
        v
    }

    /// [`minus_signs`] where the value is: only the strings with a `-` are rebuilt (rebuilding
    /// every map and array of a data view cost more than the rest of the context).
    fn minus_signs_in_place(v: &mut serde_json::Value) {
        use serde_json::Value as J;
        match v {
            J::String(s) if s.contains('-') => *s = crate::present::minus(std::mem::take(s)),
            J::Array(items) => items.iter_mut().for_each(minus_signs_in_place),
            J::Object(m) => m.values_mut().for_each(minus_signs_in_place),
            _ => {}
        }
    }

    /// The strings of a view get true minus signs wherever they are (maps, lists, options,
    /// variants), the keys do not, and numbers come out as `serde_json` holds them.
    #[test]
    fn minus_signs_as_serialized() {
        #[derive(serde::Serialize)]
        enum Shape {
            Unit,
            Newtype(String),
            Tuple(String, i32),
            Struct { s: String },
        }
        #[derive(serde::Serialize)]
        struct View {
            text: String,
            list: Vec<Option<String>>,
            map: std::collections::BTreeMap<String, String>,
            numbers: std::collections::BTreeMap<i32, i64>,
            shapes: Vec<Shape>,
            signed: (i8, i16, i32, i64, u8, u32, u64),
            tex: &'static str,
            unit: (),
        }
        let view = View {
            text: "x = -1, x-1".into(),
            list: vec![Some("(-0.5, 2)".into()), None],
            map: [("-1".to_string(), "-2".to_string())].into(),
            numbers: [(-3, -4), (5, 6)].into(),
            shapes: vec![
                Shape::Unit,
                Shape::Newtype("-7".into()),
                Shape::Tuple("-8".into(), -9),
                Shape::Struct { s: "1e-3".into() },
            ],
            signed: (-1, 2, -3, 4, 5, 6, 7),
            tex: "$-1$ `-1` -1",
            unit: (),
        };
        let direct = tera::Value::try_from_serializable(&crate::present::MinusSigns(&view)).unwrap();
        let by_json = tera::Value::try_from_serializable(&minus_signs(serde_json::to_value(&view).unwrap())).unwrap();
        same(&direct, &by_json, "view").unwrap();
        assert!(direct.to_string().contains("\"−2\""), "{direct}");
        // and through a JSON view as the solution's are held
        let json = serde_json::to_value(&view).unwrap();
        let through = tera::Value::try_from_serializable(&crate::present::MinusSigns(&json)).unwrap();
        same(&through, &by_json, "json view").unwrap();
    }
}

#[cfg(test)]
mod split_tests {
    use super::*;

    #[test]
    fn the_solution_is_split_at_the_last_heading_of_the_level() {
        let md = "# T\n\n## Solution\n\nin a statement\n\n## Questions\n\n## Solution\n\nx\n";
        let (q, s) = split_solution(md, true, "## Solution");
        assert!(q.ends_with("## Questions\n\n"), "{q}");
        assert_eq!(s, Some("## Solution\n\nx\n"));
        assert_eq!(split_solution(md, false, "## Solution"), (md, None));
        assert_eq!(split_solution("# T\n", true, "## Solution"), ("# T\n", None));
    }
}

#[cfg(test)]
mod typed_context_tests {
    //! The worksheet's typed context has the fields of the JSON tree it replaced (`context_json`
    //! of 5bcb2d9, the oracle that compared them value by value until the typed context was
    //! the only path), by name, at every level a template reads.

    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    use super::*;

    fn keys(v: &tera::Value) -> Vec<String> {
        let mut k: Vec<String> = v.as_map().unwrap().keys().map(ToString::to_string).collect();
        k.sort();
        k
    }

    #[test]
    fn the_context_has_the_fields_templates_read() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("exercises/perceptron/upv-2023-01-26.yaml");
        let ex = crate::read_source(&path)
            .ok()
            .and_then(|s| crate::load::exercises(s).ok())
            .and_then(|e| e.into_iter().next())
            .unwrap();
        let sol = ex.solve();
        let texts = answer_texts(&ex, &sol);
        let ctx = context(&ex, Some((&sol, &texts)), None, true).unwrap();
        let get =
            |v: &tera::Value, k: &'static str| v.as_map().unwrap().get(&tera::value::Key::Str(k)).cloned().unwrap();
        for key in ["data", "lang", "options"] {
            assert!(ctx.get(key).is_some(), "{key}");
        }
        assert_eq!(
            keys(ctx.get("exercise").unwrap()),
            ["digits", "id", "kind", "points", "rule", "source", "statement", "title"]
        );
        let question = ctx.get("questions").unwrap().as_array().unwrap()[0].clone();
        assert_eq!(
            keys(&question),
            [
                "blank",
                "intervals",
                "letters",
                "many",
                "n",
                "name",
                "option_number",
                "options",
                "points",
                "x"
            ]
        );
        let solution = ctx.get("solution").unwrap();
        assert_eq!(keys(solution), ["notes", "parts", "view"]);
        let part = get(solution, "parts").as_array().unwrap()[0].clone();
        assert_eq!(
            keys(&part),
            [
                "answer",
                "choice_note",
                "errata",
                "letter",
                "name",
                "option",
                "rounded",
                "view"
            ]
        );
        assert_eq!(
            get(&part, "answer").as_str(),
            Some(ex.fmt().value(&sol.parts[0].computed).as_str())
        );
        // the student's sheet: no solution, and no points line when the exam shows its own
        let sheet = context(&ex, None, Some(&sol), false).unwrap();
        assert!(
            sheet.get("solution").unwrap().is_none(),
            "a solution on the student's sheet"
        );
        assert!(get(sheet.get("exercise").unwrap(), "points").is_none());
        assert_eq!(sheet.get("lang").unwrap().as_str(), Some(ex.lang.code()));
    }
}
