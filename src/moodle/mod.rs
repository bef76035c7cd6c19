//! Moodle XML export (`mlex export moodle`, issue 15; docs/moodle.md): one question category per
//! exercise, one question per variant, in the format Moodle's question bank imports
//! (Question bank → Import → Moodle XML).
//!
//! * An exercise with one part whose answer is one number is a `numerical` question: the right
//!   value with mlex's tolerance (docs/moodle.md), and the values of the kind's common mistakes as
//!   0 % answers carrying the mistake's feedback.
//! * An exercise with one multiple-choice part is a `multichoice` question (single answer, the
//!   options in mlex's order and letters), each option with its fraction and feedback.
//! * Any other exercise is one `cloze` (`multianswer`) question: the worksheet, then one embedded
//!   answer per number (a vector or a trace is several numeric blanks), class or word. One
//!   question per variant keeps an exercise's parts together, so a Moodle quiz that draws a
//!   random question of the category gives each student one whole variant.
//!
//! The worked solution is the question's `generalfeedback`. Texts are HTML in CDATA sections;
//! formulas are MathML or, with [`Math::Tex`], TeX in `\(…\)` for Moodle's MathJax filter. This
//! module only builds the XML text: the command line writes it.

use crate::choices::Origin;
use crate::exercise::{Choices, Exercise, Solution, SolvedPart};
use crate::kinds::Misconception;
use crate::num::Number;
use crate::num::real;
use crate::present::Fmt;
use crate::render::{RenderError, Renderer};
use crate::value::Value;

mod look;

/// How formulas are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Math {
    /// MathML (as mlex's HTML pages).
    MathMl,
    /// TeX between `\(` and `\)`, for Moodle's MathJax filter: the default, as it survives
    /// Moodle's HTML cleaning (docs/moodle.md).
    #[default]
    Tex,
}

/// The questions of one category: the variants of one exercise.
#[derive(Clone, Debug)]
pub struct Category {
    /// The category path under the course (`mlex/sample-exam/holdout-interval`).
    pub path: String,
    /// One exercise per variant (each becomes a question).
    pub variants: Vec<Exercise>,
    /// The points a question is worth (`defaultgrade`), when the exam or spec gives them.
    pub points: Option<Number>,
}

/// The quiz: every category and its questions, as Moodle XML.
pub fn quiz(categories: &[Category], renderer: &Renderer, math: Math) -> Result<String, RenderError> {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n");
    for c in categories {
        out.push_str(&format!(
            "<question type=\"category\">\n<category><text>{}</text></category>\n</question>\n",
            xml_text(&format!("$course$/top/{}", c.path))
        ));
        for ex in &c.variants {
            out.push_str(&question(ex, c.points.as_ref(), renderer, math)?);
        }
    }
    out.push_str("</quiz>\n");
    Ok(out)
}

/// Text in an XML element: `&`, `<`, `>`, `"`, `'` as entities, and nothing XML 1.0 cannot hold.
fn xml_text(s: &str) -> String {
    html_escape(&xml_text_chars(s))
}

/// HTML in a CDATA section (a `]]>` inside is split across two sections).
fn cdata(html: &str) -> String {
    let clean: String = xml_text_chars(html);
    format!("<![CDATA[{}]]>", clean.replace("]]>", "]]]]><![CDATA[>"))
}

/// The characters XML 1.0 can hold (control characters other than tab and newlines replaced).
fn xml_text_chars(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '\t' | '\n' | '\r' => c,
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => '\u{FFFD}',
            c => c,
        })
        .collect()
}

/// Plain text as HTML (the figures' escape: `&`, `<`, `>`, `"`, `'`).
fn html_escape(s: &str) -> String {
    crate::figure::svg::escape(s)
}

/// Text inside an embedded (cloze) answer or its feedback. Moodle reads the answer up to `~`,
/// `#` or `}` (unless after `\` or `&`), the feedback up to `~` or `}` (unless after `\`), and
/// then decodes HTML entities once: so the text is HTML-escaped, escaped once more (`&` →
/// `&amp;`, decoded back to the HTML-escaped text) and its `~ # } \ {` written as numeric
/// entities, which Moodle's patterns do not stop at. An apostrophe stays as it is: HTML-escaped
/// (`&#39;`) it would be `&amp;&#35;39;` here, which Moodle's edit form turns into `&\#35;39;`
/// on a re-save, stored as `&&#35;39;` and shown as `&#39;` (docs/moodle.md, "Saved again in
/// Moodle's editor").
pub(crate) fn cloze_text(s: &str) -> String {
    let mut out = String::with_capacity(s.len() * 2);
    for c in html_escape(s).replace("&#39;", "'").chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '\\' => out.push_str("&#92;"),
            '#' => out.push_str("&#35;"),
            '~' => out.push_str("&#126;"),
            '}' => out.push_str("&#125;"),
            '{' => out.push_str("&#123;"),
            c => out.push(c),
        }
    }
    out
}

/// A short answer's accepted text: as [`cloze_text`], and a `*` (qtype_shortanswer's wildcard)
/// written `\*`, which Moodle matches as the character.
fn short_answer(s: &str) -> String {
    cloze_text(s).replace('*', "&#92;*")
}

/// A number as Moodle reads it (`-0.0495`, `5.185e21`) and the tolerance that matches mlex's
/// rule: an exact value with at most `digits` decimals is exact (tolerance 0); any other value
/// is given at `digits` decimals (or significant digits, in scientific notation) with half a unit
/// of its last digit.
pub(crate) fn tolerance(v: &Value, digits: u32) -> Option<(String, String)> {
    let text = match v {
        Value::Number(n) => match n.to_decimal_string() {
            Some(d) if d.split_once('.').is_none_or(|(_, x)| x.len() <= digits as usize) => {
                return Some((d, "0".into()));
            }
            _ => n.round_to(digits),
        },
        Value::Rounded(r) => real::round_display(r, digits),
        _ => return None,
    };
    Number::parse(&text).ok()?;
    let (mantissa, exp) = match text.split_once(['e', 'E']) {
        Some((m, e)) => (m, e.parse::<i64>().ok()?),
        None => (text.as_str(), 0),
    };
    let decimals = mantissa.split_once('.').map_or(0, |(_, x)| x.len() as i64);
    // half a unit of the last digit, 0.5·10^e
    let e = exp - decimals;
    let zeros = |k: i64| "0".repeat(usize::try_from(k).unwrap_or(0));
    let tol = match e {
        0 => "0.5".to_string(),
        e if e > 0 => format!("5{}", zeros(e - 1)),
        e => format!("0.{}5", zeros(-e)),
    };
    Some((text, tol))
}

/// The worksheet's Markdown as a Moodle question shows it: the answer rule says what Moodle's
/// fields take (decimals with a point, no fractions), and a part answered with an option's
/// letter is answered by choosing it.
fn for_moodle(ex: &Exercise, sheet: &str) -> String {
    let lang = ex.lang();
    let d = ex.fmt().digits;
    let third = Number::ratio(1, 3).map(|n| n.round_to(d)).unwrap_or_default();
    let args = [("d", d.into()), ("third", third.into())];
    sheet
        .replace(&lang.ta("rule-exact", &args), &lang.ta("moodle-rule", &args))
        .replace(&lang.t("answer-with-letter"), &lang.t("moodle-answer-with-letter"))
}

/// What one question is made of.
fn question(ex: &Exercise, points: Option<&Number>, renderer: &Renderer, math: Math) -> Result<String, RenderError> {
    let sol = ex.solve();
    let html = |md: &str| {
        let h = match math {
            Math::MathMl => crate::render::markdown_to_html(md),
            Math::Tex => crate::render::markdown_to_html_tex(md),
        };
        look::styled(&crate::render::accessible_tables(&h))
    };
    // the student's worksheet, from the same solve
    let sheet = renderer.worksheet_with_values(ex, &sol)?;
    // the question without the paper answer space (lines, boxes, blank tables): Moodle asks for
    // the answers itself
    let answers = format!("\n## {}\n", ex.lang().t("heading-answers"));
    let sheet = sheet.find(&answers).map_or(sheet.as_str(), |i| &sheet[..i + 1]);
    let sheet = for_moodle(ex, sheet);
    let worked = renderer.markdown(ex, Some(&sol))?;
    // the worked solution: from its heading on (the statement is the question's)
    let solution = worked
        .find(&format!("\n## {}", ex.lang().t("heading-solution")))
        .map_or(worked.as_str(), |i| &worked[i + 1..]);
    let f = ex.fmt();
    let number = ex.drawn().map(|d| d.number).or(ex.order.map(|(_, n)| n)).unwrap_or(1);
    let name = format!("{}: {} (variant {number})", ex.kind().name, ex.id());
    let grade = points.cloned().or_else(|| ex.points().cloned()).unwrap_or_else(|| {
        sol.parts
            .iter()
            .map(|p| p.part.points.clone().unwrap_or_else(Number::one))
            .sum()
    });
    let head = |kind: &str, text: &str, grade: &Number| {
        let grade = grade.to_decimal_string().unwrap_or_else(|| grade.round_to(4));
        let (text, text_files) = figures_as_files(text);
        let (feedback, feedback_files) = figures_as_files(&html(solution));
        format!(
            "<question type=\"{kind}\">\n<name><text>{}</text></name>\n<questiontext format=\"html\"><text>{}</text>{text_files}</questiontext>\n<generalfeedback format=\"html\"><text>{}</text>{feedback_files}</generalfeedback>\n<defaultgrade>{grade}</defaultgrade>\n<penalty>0</penalty>\n<hidden>0</hidden>\n",
            xml_text(&name),
            cdata(&text),
            cdata(&feedback),
        )
    };
    let one = (sol.parts.len() == 1).then(|| &sol.parts[0]);
    // one multiple-choice part: multichoice
    if let Some(p) = one
        && let Some((options, right)) = options_of(ex, p, &f)
    {
        let mut q = head("multichoice", &html(&sheet), &grade);
        let single = right.len() <= 1;
        q.push_str(&format!("<single>{single}</single>\n<shuffleanswers>false</shuffleanswers>\n<answernumbering>ABCD</answernumbering>\n<showstandardinstruction>0</showstandardinstruction>\n"));
        q.push_str(&choice_answers(&options, &right));
        q.push_str("</question>\n");
        return Ok(q);
    }
    // one part that is one number: numerical, with the mistakes' values as wrong answers
    if let Some(p) = one
        && p.part.choices.is_none()
        && let Some((value, tol)) = tolerance(&p.value, f.digits)
    {
        let mut q = head("numerical", &html(&sheet), &grade);
        q.push_str(&numerical_answers(
            &value,
            &tol,
            &mistakes(sol.misconceptions(), 0, &p.value, f.digits),
        ));
        q.push_str("<unitgradingtype>0</unitgradingtype>\n<unitpenalty>0</unitpenalty>\n<showunits>3</showunits>\n<unitsleft>0</unitsleft>\n</question>\n");
        return Ok(q);
    }
    // anything else: one cloze question, an embedded answer per number
    let shapes: Vec<Shape> = sol.parts.iter().map(|p| shape_of(ex, p, &f)).collect();
    // the spec's class labels are shown as written, even where one is also a kind's key
    let classes: Vec<String> = ex.data_view()["classes"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|c| c.as_str().map_or_else(|| c.to_string(), str::to_string))
                .collect()
        })
        .unwrap_or_default();
    let names = Names {
        kind: ex.kind().name,
        classes: &classes,
    };
    let (weights, total) = blank_weights(&sol, &shapes, &grade);
    let answers = cloze_answers(ex, &sol, &shapes, &weights, &names);
    // the worksheet's text is the spec's: no `{` of it may start an embedded answer
    let text = format!("{}\n{answers}", no_cloze(&html(&sheet)));
    let mut q = head("cloze", &text, &total);
    q.push_str("</question>\n");
    Ok(q)
}

/// The list of a cloze question's parts: each part's label, its embedded answers (weights
/// `weights`) and the note of the words it takes.
fn cloze_answers(ex: &Exercise, sol: &Solution, shapes: &[Shape], weights: &[Vec<String>], names: &Names) -> String {
    let (f, lang) = (ex.fmt(), ex.lang());
    let mut answers = format!("<h2>{}</h2>\n<ol>\n", html_escape(&lang.t("heading-answers")));
    for (i, p) in sol.parts.iter().enumerate() {
        let mut w = weights[i].iter().map(String::as_str);
        let blanks = match &shapes[i] {
            Shape::Options(options, right) => multichoice_blank(w.next().unwrap_or("1"), options, right),
            Shape::Values => {
                let scalar_mistakes = mistakes(sol.misconceptions(), i, &p.value, f.digits);
                blanks(&p.value, &mut w, f.digits, lang, names, &scalar_mistakes)
            }
        };
        let note = match &shapes[i] {
            Shape::Options(..) => String::new(),
            Shape::Values => words_note(lang, &part_words(ex.kind().part(p.part.name), &p.value)),
        };
        answers.push_str(&format!(
            "<li data-part=\"{}\">{}: {blanks}{note}</li>\n",
            html_escape(p.part.name),
            no_cloze(&html_escape(&crate::i18n::part_label(lang, p.part.name))),
        ));
    }
    answers.push_str("</ol>\n");
    answers
}

/// The `<answer>`s of a multiple-choice question: the right option at 100 (several right ones
/// a share each, the wrong ones its negative), each with its feedback.
fn choice_answers(options: &[(String, String)], right: &[usize]) -> String {
    let single = right.len() <= 1;
    let mut out = String::new();
    let share = if single { 100.0 } else { 100.0 / right.len() as f64 };
    for (i, (text, feedback)) in options.iter().enumerate() {
        // several right options: each right one a share, each wrong one its negative
        let fraction = match (right.contains(&i), single) {
            (true, _) => format!("{share:.5}"),
            (false, true) => "0".into(),
            (false, false) => format!("-{share:.5}"),
        };
        let fraction = if fraction.contains('.') {
            fraction.trim_end_matches('0').trim_end_matches('.')
        } else {
            &fraction
        };
        out.push_str(&format!(
            "<answer fraction=\"{fraction}\" format=\"html\">\n<text>{}</text>\n<feedback format=\"html\"><text>{}</text></feedback>\n</answer>\n",
            cdata(&html_escape(text)),
            cdata(&html_escape(feedback)),
        ));
    }
    out
}

/// The `<answer>`s of a numerical question: the far ends of the half unit at 0, the right value
/// with its tolerance, then the mistakes' values at 0 with their feedback.
fn numerical_answers(value: &str, tol: &str, wrong: &[((String, String), String)]) -> String {
    let mut out = String::new();
    // the far end of the half unit first: Moodle takes the first answer a response is within
    for edge in far_edges(value, tol) {
        out.push_str(&format!(
            "<answer fraction=\"0\" format=\"moodle_auto_format\">\n<text>{edge}</text>\n<tolerance>0</tolerance>\n<feedback format=\"html\"><text></text></feedback>\n</answer>\n"
        ));
    }
    out.push_str(&format!(
        "<answer fraction=\"100\" format=\"moodle_auto_format\">\n<text>{value}</text>\n<tolerance>{tol}</tolerance>\n<feedback format=\"html\"><text></text></feedback>\n</answer>\n"
    ));
    for (v, hint) in wrong {
        out.push_str(&format!(
            "<answer fraction=\"0\" format=\"moodle_auto_format\">\n<text>{}</text>\n<tolerance>{}</tolerance>\n<feedback format=\"html\"><text>{}</text></feedback>\n</answer>\n",
            v.0,
            v.1,
            cdata(&html_escape(hint))
        ));
    }
    out
}

/// HTML text with every `{` and `}` as a numeric character reference: Moodle's cloze parser
/// (qtype_multianswer's ANSWER_REGEX, `\{([0-9]*):(TYPE):…\}`) reads an embedded answer only
/// from a literal `{`, and a browser (or MathJax, reading the page's text) shows the character.
/// An instructor's save in Moodle's editor writes the references back as characters, so a `{`
/// that starts what would read as an embedded answer (`{1:SHORTANSWER:`) also gets a word
/// joiner (U+2060, invisible) after it: after a save, the text is still no answer
/// (scripts/moodle/resave.py showed 5 blanks become 8 without it).
pub(crate) fn no_cloze(html: &str) -> String {
    let mut out = String::with_capacity(html.len() + html.len() / 8);
    for (i, c) in html.char_indices() {
        match c {
            '{' if starts_answer(&html[i + 1..]) => out.push_str("&#123;&#8288;"),
            '{' => out.push_str("&#123;"),
            '}' => out.push_str("&#125;"),
            c => out.push(c),
        }
    }
    out
}

/// Whether the text after a `{` reads as the start of a Moodle embedded answer: digits, `:`,
/// one of the cloze types (Moodle's ANSWER_TYPE_DEF_REGEX; any case, to be safe) and `:`.
fn starts_answer(after: &str) -> bool {
    const TYPES: &[&str] = &[
        "NUMERICAL",
        "NM",
        "MULTICHOICE",
        "MC",
        "MULTICHOICE_V",
        "MCV",
        "MULTICHOICE_H",
        "MCH",
        "SHORTANSWER",
        "SA",
        "MW",
        "SHORTANSWER_C",
        "SAC",
        "MWC",
        "MULTICHOICE_S",
        "MCS",
        "MULTICHOICE_VS",
        "MCVS",
        "MULTICHOICE_HS",
        "MCHS",
        "MULTIRESPONSE",
        "MR",
        "MULTIRESPONSE_H",
        "MRH",
        "MULTIRESPONSE_S",
        "MRS",
        "MULTIRESPONSE_HS",
        "MRHS",
    ];
    let rest = after.trim_start_matches(|c: char| c.is_ascii_digit());
    let Some(rest) = rest.strip_prefix(':') else {
        return false;
    };
    let end = rest
        .find(|c: char| !(c.is_ascii_alphabetic() || c == '_'))
        .unwrap_or(rest.len());
    rest[end..].starts_with(':') && TYPES.iter().any(|t| t.eq_ignore_ascii_case(&rest[..end]))
}

/// What the keys of a cloze question's answers are named by.
struct Names<'a> {
    /// The exercise's kind (`surrogate-losses`).
    kind: &'a str,
    /// The spec's class labels, shown as written.
    classes: &'a [String],
}

impl Names<'_> {
    /// A key of an answer's map as a student reads it: the language's name for a kind's key
    /// (`moodle-key-logistic-regression-generative`, else `moodle-key-from`), else the key as
    /// written (class labels, which are the spec's own, even one spelled as a kind's key).
    fn key(&self, lang: crate::i18n::Lang, key: &str) -> String {
        if self.classes.iter().any(|c| c == key) {
            return key.to_string();
        }
        crate::i18n::answer_key(lang, self.kind, key).unwrap_or_else(|| key.to_string())
    }
}

/// The words a part may be answered with (its `PartDef::words`, the same for every variant),
/// and any other word its answer `v` holds (the rare ones too: `too large` for an overflow).
fn part_words(part: Option<&crate::kinds::PartDef>, v: &Value) -> Vec<String> {
    fn held(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::Label(l) => out.push(l.clone()),
            Value::Equation(e) => match e.shape() {
                crate::num::linear::Shape::None => out.push("none".into()),
                crate::num::linear::Shape::Everywhere => out.push("everywhere".into()),
                crate::num::linear::Shape::Hyperplane => {}
            },
            Value::List(items) => items.iter().for_each(|i| held(i, out)),
            Value::Map(items) => items.iter().for_each(|(_, i)| held(i, out)),
            _ => {}
        }
    }
    let mut out: Vec<String> = part
        .map_or(&[][..], |p| p.words)
        .iter()
        .map(|w| (*w).to_string())
        .collect();
    let mut found = Vec::new();
    held(v, &mut found);
    for w in found {
        if !out.contains(&w) {
            out.push(w);
        }
    }
    out
}

/// The note after a part's blanks that lists the words it takes, each as the student types it
/// in the question's language (`moodle-words`); empty when it takes none.
fn words_note(lang: crate::i18n::Lang, words: &[String]) -> String {
    if words.is_empty() {
        return String::new();
    }
    let shown: Vec<String> = words
        .iter()
        .map(|w| match w.as_str() {
            "inf" => "<code>inf</code> (∞)".to_string(),
            "-inf" => "<code>-inf</code> (−∞)".to_string(),
            w => format!("<code>{}</code>", no_cloze(&html_escape(&self::words(lang, w)[0]))),
        })
        .collect();
    let list = shown.join(", ");
    format!(
        " <small>({})</small>",
        lang.ta("moodle-words", &[("words", list.as_str().into())])
    )
}

/// How a part is asked in a cloze question.
enum Shape {
    /// One multiple-choice blank: the options (text, feedback) and the right ones.
    Options(Vec<(String, String)>, Vec<usize>),
    /// A blank per number, class or word of the value.
    Values,
}

fn shape_of(ex: &Exercise, p: &SolvedPart, f: &Fmt) -> Shape {
    match options_of(ex, p, f) {
        Some((options, right)) => Shape::Options(options, right),
        None => Shape::Values,
    }
}

/// The options of a multiple-choice part (text, feedback) and which ones are right.
type Options = (Vec<(String, String)>, Vec<usize>);

/// The options of a multiple-choice part with their feedback, and which are right: a part posed
/// with choices, or a part its kind answers with the number of an option of its data
/// (`perceptron-inverse`, `equivalent-classifiers`: the worksheet asks for the option's letter).
fn options_of(ex: &Exercise, p: &SolvedPart, f: &Fmt) -> Option<Options> {
    fn index(v: &Value) -> Option<usize> {
        match v {
            Value::Number(n) => n
                .to_i64()
                .and_then(|k| usize::try_from(k).ok())
                .and_then(|k| k.checked_sub(1)),
            _ => None,
        }
    }
    let option_number = ex.kind().part(p.part.name).is_some_and(|d| d.option_number);
    let options: Vec<(String, String)> = match (&p.generated, &p.part.choices) {
        (Some(g), _) => g
            .options
            .iter()
            .map(|o| {
                let fb = match o.origin {
                    Origin::Right => String::new(),
                    _ => o.feedback.clone(),
                };
                (o.text.clone(), fb)
            })
            .collect(),
        (None, Some(Choices::Options(options))) => options.iter().map(|o| (o.text.clone(), String::new())).collect(),
        (None, Some(Choices::Below(bounds))) => {
            let n = bounds.len() + 1;
            (0..n)
                .map(|i| (crate::choices::interval_text(bounds, i, n, f), String::new()))
                .collect()
        }
        (None, None) if option_number => ex.data_view()["options"]
            .as_array()?
            .iter()
            .map(|o| (o.as_str().map_or_else(|| o.to_string(), str::to_string), String::new()))
            .collect(),
        _ => return None,
    };
    let mut options = options;
    // an `equivalent-classifiers` answer is `none` when no option is right: a choice of its own
    // (the worksheet's answers file writes the word)
    if option_number && ex.kind().name == "equivalent-classifiers" {
        options.push((ex.lang().t("moodle-option-none"), String::new()));
        if matches!(&p.value, Value::Label(l) if l == "none") {
            return Some((options.clone(), vec![options.len() - 1]));
        }
    }
    let right: Vec<usize> = match &p.value {
        Value::List(items) if option_number => items.iter().filter_map(index).collect(),
        // a `none` answer: the option written `none`, if any
        Value::Label(l) => options.iter().position(|(t, _)| t == l).into_iter().collect(),
        v => index(v).into_iter().collect(),
    };
    // an option that is one of mlex's answer words (`none` among rule numbers) in the
    // question's language
    let options = options
        .into_iter()
        .map(|(text, fb)| match crate::i18n::answer_word(ex.lang(), &text) {
            Some(word) => (word, fb),
            None => (text, fb),
        })
        .collect();
    Some((options, right))
}

/// The wrong numeric answers of part `i` of a one-number part: each mistake's value (at mlex's
/// tolerance) with its hint, when it differs from the right one at the shown digits (`known`: the
/// solution's mistakes, [`crate::exercise::Solution::misconceptions`]).
fn mistakes(known: &[Misconception], i: usize, right: &Value, digits: u32) -> Vec<((String, String), String)> {
    let Some(r) = tolerance(right, digits) else {
        return Vec::new();
    };
    let mut out: Vec<((String, String), String)> = Vec::new();
    for m in known {
        let Some(Some(v)) = m.answers.get(i) else { continue };
        let Some(t) = tolerance(v, digits) else { continue };
        if t.0 != r.0 && !out.iter().any(|(o, _)| o.0 == t.0) {
            out.push((t, m.hint.text.clone()));
        }
    }
    out
}

/// The ends of a right answer's tolerance interval that mlex's rule does not accept: mlex rounds
/// half away from zero, so `value + tol` (for a positive value; `value − tol` for a negative one;
/// both for 0) rounds to the next shown value, while Moodle's interval is closed. Written as
/// answers at 0 % with tolerance 0 before the right one (Moodle takes the first answer a response
/// is within).
pub(crate) fn far_edges(value: &str, tol: &str) -> Vec<String> {
    let (Ok(v), Ok(t)) = (Number::parse(value), Number::parse(tol)) else {
        return Vec::new();
    };
    let (v, t) = (v.value, t.value);
    // Moodle widens every interval by 10⁻¹⁴·max(1, |a|) (its float precision): an edge closer to
    // the right value than about that would take the right answer with it (1085298990978.3081
    // ± 0.00005), so only a half unit far above it gets its edge
    let scale = if v.abs() > Number::one() {
        v.abs()
    } else {
        Number::one()
    };
    if t.is_zero() || &t * &Number::from(10_000_000_000i64) < scale {
        return Vec::new();
    }
    let up = &v + &t;
    let down = &v - &t;
    let edges = if v.is_zero() {
        vec![down, up]
    } else if v.is_negative() {
        vec![down]
    } else {
        vec![up]
    };
    edges.iter().filter_map(Number::to_decimal_string).collect()
}

/// How many Moodle blanks each entry of a value takes (an entry is what `mlex check` counts
/// right or wrong: a number, a class, a word, an equation), in the value's order.
fn entry_blanks(v: &Value, out: &mut Vec<usize>) {
    match v {
        Value::List(items) => items.iter().for_each(|i| entry_blanks(i, out)),
        Value::Map(items) => items.iter().for_each(|(_, i)| entry_blanks(i, out)),
        Value::Equation(e) => out.push(match e.shape() {
            crate::num::linear::Shape::Hyperplane => e.solved_form().0,
            _ => 1,
        }),
        _ => out.push(1),
    }
}

/// The embedded answers of a value: a numeric blank per number (an equation: a blank per number
/// of its solved form), a short answer per class or word, in the value's shape (`(…, …)` for a
/// vector, `class: (…)` per class). `weights` gives each blank's weight in order.
fn blanks<'w>(
    v: &Value,
    weights: &mut impl Iterator<Item = &'w str>,
    digits: u32,
    lang: crate::i18n::Lang,
    names: &Names<'_>,
    mistakes: &[((String, String), String)],
) -> String {
    let mut weight = || weights.next().unwrap_or("1").to_string();
    match v {
        Value::Number(_) | Value::Rounded(_) => match tolerance(v, digits) {
            Some((value, tol)) => numerical(&weight(), &value, &tol, mistakes),
            None => String::new(),
        },
        Value::Class { label, tied } => {
            let mut all = vec![label.clone()];
            all.extend(tied.iter().filter(|t| *t != label).cloned());
            let alts: Vec<String> = all.iter().map(|l| format!("={}", short_answer(l))).collect();
            format!("{{{}:SHORTANSWER:{}}}", weight(), alts.join("~"))
        }
        Value::Label(l) => {
            let alts: Vec<String> = words(lang, l).iter().map(|w| format!("={}", short_answer(w))).collect();
            format!("{{{}:SHORTANSWER:{}}}", weight(), alts.join("~"))
        }
        Value::Bool(b) => {
            let (yes, no) = if *b { ("=", "%0%") } else { ("%0%", "=") };
            format!(
                "{{{}:MULTICHOICE:{yes}{}~{no}{}}}",
                weight(),
                cloze_text(&lang.t("moodle-yes")),
                cloze_text(&lang.t("moodle-no"))
            )
        }
        Value::Equation(e) => match e.shape() {
            crate::num::linear::Shape::Hyperplane => {
                // the solved form x_k = a₁x₁ + … + a_{k−1}x_{k−1} + c, a blank per number
                let dim = e.dim();
                let (k, rhs) = e.solved_form();
                let var = |i: usize| {
                    html_escape(&crate::num::linear::var_name(
                        i,
                        dim,
                        crate::num::linear::Notation::Pretty,
                    ))
                };
                let mut terms = Vec::new();
                for (i, c) in rhs.iter().enumerate().take(k).skip(1) {
                    let (value, tol) = tolerance(&Value::Number(c.clone()), digits).unwrap_or_default();
                    terms.push(format!("{}·{}", numerical(&weight(), &value, &tol, &[]), var(i)));
                }
                let (value, tol) = tolerance(&Value::Number(rhs[0].clone()), digits).unwrap_or_default();
                terms.push(numerical(&weight(), &value, &tol, &[]));
                format!("{} = {}", var(k), terms.join(" + "))
            }
            crate::num::linear::Shape::None => {
                let alts: Vec<String> = words(lang, "none")
                    .iter()
                    .map(|w| format!("={}", cloze_text(w)))
                    .collect();
                format!("{{{}:SHORTANSWER:{}}}", weight(), alts.join("~"))
            }
            crate::num::linear::Shape::Everywhere => {
                let alts: Vec<String> = words(lang, "everywhere")
                    .iter()
                    .map(|w| format!("={}", cloze_text(w)))
                    .collect();
                format!("{{{}:SHORTANSWER:{}}}", weight(), alts.join("~"))
            }
        },
        Value::List(items) => {
            let inner: Vec<String> = items
                .iter()
                .map(|i| blanks(i, weights, digits, lang, names, &[]))
                .collect();
            format!("({})", inner.join(", "))
        }
        Value::Map(items) => {
            let inner: Vec<String> = items
                .iter()
                .map(|(k, i)| {
                    format!(
                        "{}: {}",
                        no_cloze(&html_escape(&names.key(lang, k))),
                        blanks(i, weights, digits, lang, names, &[])
                    )
                })
                .collect();
            inner.join("; ")
        }
    }
}

/// A numeric embedded answer: the far ends of the half unit mlex does not accept (at 0 %), the
/// right value with its tolerance, then the mistakes' values with their hints.
fn numerical(weight: &str, value: &str, tol: &str, mistakes: &[((String, String), String)]) -> String {
    let mut alts: Vec<String> = far_edges(value, tol).iter().map(|e| format!("%0%{e}:0")).collect();
    alts.push(format!("={value}:{tol}"));
    for ((mv, mt), hint) in mistakes {
        alts.push(format!("%0%{mv}:{mt}#{}", cloze_text(hint)));
    }
    format!("{{{weight}:NUMERICAL:{}}}", alts.join("~"))
}

/// The words a short answer accepts for one of mlex's answer words: the language's (`moodle-word-
/// not_attained` in Italian: `non raggiunto`) and mlex's own, which `mlex check` reads; the
/// infinities as `mlex check` reads them.
fn words(lang: crate::i18n::Lang, word: &str) -> Vec<String> {
    let mut out = Vec::new();
    match word {
        "inf" => out.extend(["inf", "∞", "+∞", "+inf", "infinity"].map(String::from)),
        "-inf" => out.extend(["-inf", "−∞", "-∞", "-infinity"].map(String::from)),
        _ => {
            if let Some(t) = crate::i18n::answer_word(lang, word)
                && t != word
            {
                out.push(t);
            }
            out.push(word.to_string());
        }
    }
    out
}

/// Moodle's HTML cleaning drops inline SVG, so each figure of a text (an `<svg>` that mlex's
/// HTML inlined) becomes a file of that text, shown by `<img src="@@PLUGINFILE@@/figure-K.svg">`
/// with the figure's title as its alt text: the text, and the `<file>` elements to write after
/// it inside the same element (`questiontext` or `generalfeedback`, each its own file area).
fn figures_as_files(html: &str) -> (String, String) {
    let (mut text, mut files) = (String::new(), String::new());
    let mut rest = html;
    let mut k = 0;
    while let Some(i) = rest.find("<svg ") {
        let Some(len) = rest[i..].find("</svg>").map(|j| j + "</svg>".len()) else {
            break;
        };
        let svg = &rest[i..i + len];
        k += 1;
        let name = format!("figure-{k}.svg");
        // the title is text of the SVG, already escaped for markup; an attribute also needs `"`
        let alt = svg
            .split_once("<title>")
            .and_then(|(_, t)| t.split_once("</title>"))
            .map_or("figure", |(t, _)| t)
            .replace('"', "&quot;");
        text.push_str(&rest[..i]);
        text.push_str(&format!("<img src=\"@@PLUGINFILE@@/{name}\" alt=\"{alt}\" />"));
        let data = crate::figure::embed::data_uri(svg);
        let base64 = data.split_once(',').map_or("", |(_, b)| b);
        files.push_str(&format!(
            "<file name=\"{name}\" path=\"/\" encoding=\"base64\">{base64}</file>"
        ));
        rest = &rest[i + len..];
    }
    text.push_str(rest);
    (text, files)
}

/// A multiple-choice embedded answer (options listed one per line, as on the worksheet); several
/// right options: a multiple-response blank, each right one a share.
fn multichoice_blank(weight: &str, options: &[(String, String)], right: &[usize]) -> String {
    let many = right.len() > 1;
    let share = format!("%{}%", 100.0 / right.len().max(1) as f64);
    let alts: Vec<String> = options
        .iter()
        .enumerate()
        .map(|(i, (text, fb))| {
            let fraction = match (right.contains(&i), many) {
                (true, false) => "=",
                (true, true) => share.as_str(),
                (false, _) => "%0%",
            };
            let letter = crate::choices::letter(i + 1);
            if fb.is_empty() {
                format!("{fraction}{letter}) {}", cloze_text(text))
            } else {
                format!("{fraction}{letter}) {}#{}", cloze_text(text), cloze_text(fb))
            }
        })
        .collect();
    let kind = if many { "MULTIRESPONSE" } else { "MULTICHOICE_V" };
    format!("{{{weight}:{kind}:{}}}", alts.join("~"))
}

/// The weight of each blank of each part, as Moodle's whole numbers, and their sum (Moodle's
/// maximum mark for the question: it ignores `defaultgrade` of a cloze question). A part's
/// points are shared by its entries (what `mlex check` counts) and an entry's share by its
/// blanks; the weights are the smallest whole numbers in those proportions, multiplied up to
/// sum to the exercise's points when they divide them.
fn blank_weights(sol: &Solution, shapes: &[Shape], points: &Number) -> (Vec<Vec<String>>, Number) {
    use num_integer::Integer;
    let shares: Vec<Vec<Number>> = sol
        .parts
        .iter()
        .zip(shapes)
        .map(|(p, shape)| {
            let points = p.part.points.clone().unwrap_or_else(Number::one);
            let mut entries = Vec::new();
            match shape {
                Shape::Options(..) => entries.push(1),
                Shape::Values => entry_blanks(&p.value, &mut entries),
            }
            let n = Number::from(entries.len().max(1));
            entries
                .iter()
                .flat_map(|&m| {
                    let each = points
                        .checked_div(&n)
                        .and_then(|e| e.checked_div(&Number::from(m.max(1))))
                        .unwrap_or_default();
                    std::iter::repeat_n(each, m.max(1))
                })
                .collect()
        })
        .collect();
    let all: Vec<&Number> = shares.iter().flatten().collect();
    if all.iter().all(|s| s.is_zero()) {
        let ones: Vec<Vec<String>> = shares.iter().map(|s| vec!["1".to_string(); s.len()]).collect();
        return (ones, Number::from(all.len()));
    }
    let mut lcm = num_bigint::BigInt::from(1);
    for s in &all {
        lcm = lcm.lcm(&s.parts().1);
    }
    let mut whole: Vec<num_bigint::BigInt> = all.iter().map(|s| s.parts().0 * &lcm / s.parts().1).collect();
    let gcd = whole.iter().fold(num_bigint::BigInt::from(0), |g, w| g.gcd(w));
    if gcd > num_bigint::BigInt::from(1) {
        whole.iter_mut().for_each(|w| *w /= &gcd);
    }
    let sum: num_bigint::BigInt = whole.iter().sum();
    // multiplied up to the points when the sum divides them
    if let Some(k) = points.checked_div(&Number::from_bigint(sum.clone()))
        && k.parts().1 == num_bigint::BigInt::from(1)
        && k.parts().0 > num_bigint::BigInt::from(0)
    {
        whole.iter_mut().for_each(|w| *w *= k.parts().0);
    }
    let total: num_bigint::BigInt = whole.iter().sum();
    let mut it = whole.into_iter();
    let out = shares
        .iter()
        .map(|s| s.iter().map(|_| it.next().unwrap_or_default().to_string()).collect())
        .collect();
    (out, Number::from_bigint(total))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Value {
        Value::Number(Number::parse(s).unwrap().value)
    }

    #[test]
    fn tolerances_follow_the_rule() {
        assert_eq!(tolerance(&n("0.65"), 4), Some(("0.65".into(), "0".into())));
        assert_eq!(tolerance(&n("1/3"), 4), Some(("0.3333".into(), "0.00005".into())));
        assert_eq!(tolerance(&n("0.0012495"), 4), Some(("0.0012".into(), "0.00005".into())));
        assert_eq!(tolerance(&n("1/3"), 0), Some(("0".into(), "0.5".into())));
        assert_eq!(tolerance(&n("-6147"), 4), Some(("-6147".into(), "0".into())));
    }

    #[test]
    fn cloze_text_survives_moodles_patterns() {
        assert_eq!(cloze_text("a}b#c~d\\e"), "a&#125;b&#35;c&#126;d&#92;e");
        assert_eq!(cloze_text("<b>&"), "&amp;lt;b&amp;gt;&amp;amp;");
        assert_eq!(cloze_text("{1:SHORTANSWER:=x}"), "&#123;1:SHORTANSWER:=x&#125;");
    }

    #[test]
    fn text_that_reads_as_an_embedded_answer_stays_text_after_an_editor_save() {
        // what TinyMCE stores after a save: the references as characters
        let saved = |html: &str| {
            html.replace("&#123;", "{")
                .replace("&#125;", "}")
                .replace("&#8288;", "\u{2060}")
        };
        let hostile = "<p>Type {1:SHORTANSWER:=42} or {:nm:=7:0} and \\(x_{1:n}\\), \\(\\frac{1}{2}\\)</p>";
        let text = saved(&no_cloze(hostile));
        // Moodle's ANSWER_START_REGEX, `\{([0-9]*):(TYPE):`, finds nothing
        for start in ["{1:SHORTANSWER:", "{:nm:", "{:NM:"] {
            assert!(!text.contains(start), "{text}");
        }
        assert!(text.contains("{\u{2060}1:SHORTANSWER:=42}"), "{text}");
        // TeX's braces are left as they are: no joiner inside `x_{1:n}` or `\frac{1}{2}`
        assert!(text.contains("x_{1:n}") && text.contains("\\frac{1}{2}"), "{text}");
        assert!(starts_answer("12:MultiChoice:=a}") && !starts_answer("1:n}") && !starts_answer("1:SA"));
    }

    #[test]
    fn cloze_text_has_no_escaped_numeric_entity_an_edit_form_save_breaks() {
        // Moodle's cloze edit form writes a blank's `&#` as `&\#` and decodes once on saving, so
        // `&amp;&#35;39;` came back as `&&#35;39;` (shown `&#39;`) in the real Moodle's re-save
        // (scripts/moodle/resave.py); a quote stays a named entity, an apostrophe plain
        assert_eq!(cloze_text("x's \"y\""), "x's &amp;quot;y&amp;quot;");
        for c in ['\'', '"', '&', '<', '>', '#', '~', '}', '{', '\\'] {
            assert!(!cloze_text(&format!("a{c}b")).contains("&amp;&#"), "{c}");
        }
    }

    #[test]
    fn a_question_works_its_mistakes_out_once() {
        use crate::kinds::solves;
        let data = "kind: logistic-regression\nsamples: [{x: [1], y: 1}, {x: [-2], y: 0}]\nweights: [0, 1]\n";
        // three numeric parts: one cloze question, each blank with the mistakes' values (they
        // were worked out once per part before); then generated choices on a part too, whose
        // options share them with the numeric blanks
        for (ask, blank) in [
            ("ask: [loss, gradient, final_weights]\n", ":NUMERICAL:"),
            (
                "ask:\n  - loss: { choices: { auto: 4 } }\n  - gradient\n  - final_weights\n",
                ":MULTICHOICE",
            ),
        ] {
            let ex = crate::kinds::probabilistic::testing::exercise(&format!("{data}{ask}"));
            solves::take();
            solves::take_mistakes();
            let q = question(&ex, None, &Renderer::new().unwrap(), Math::Tex).unwrap();
            assert!(q.contains("type=\"cloze\""), "{q}");
            assert!(q.contains(":NUMERICAL:") && q.contains(blank), "{q}");
            // the loader's solve serves, and the mistakes are worked out once
            assert_eq!((solves::take(), solves::take_mistakes()), (0, 1), "{ask}");
        }
    }

    #[test]
    fn cdata_splits_its_end() {
        assert_eq!(cdata("a]]>b"), "<![CDATA[a]]]]><![CDATA[>b]]>");
        assert_eq!(cdata("a\u{1}b"), "<![CDATA[a\u{FFFD}b]]>");
    }
}
